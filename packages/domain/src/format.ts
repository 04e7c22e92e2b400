import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE, isIsoDay, toInstant } from './dates';

export { TIME_ZONE } from './dates';

/** Spec section 9: dates are shown dd/MM/yyyy. */
export const DATE_FORMAT = 'dd/MM/yyyy';

/** Times are shown on the 24-hour clock, as in Paris. */
export const TIME_FORMAT = 'HH:mm';

/** Money is in EUR. */
export const CURRENCY = 'EUR';

function show(value: string | Date, pattern: string): string {
  if (typeof value === 'string' && isIsoDay(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return format(new TZDate(y, m - 1, d, TIME_ZONE), pattern);
  }
  const date = toInstant(value);
  if (!date) return '';
  return format(new TZDate(date.getTime(), TIME_ZONE), pattern);
}

/**
 * Formats an instant (ISO string or Date) as dd/MM/yyyy in Europe/Paris. An ISO day
 * (yyyy-MM-dd) is a calendar day and is shown as it is. Invalid input shows nothing.
 */
export function formatDate(value: string | Date): string {
  return show(value, DATE_FORMAT);
}

/** Formats the Paris wall-clock time (HH:mm) of an instant. */
export function formatTime(value: string | Date): string {
  if (typeof value === 'string' && isIsoDay(value)) return '';
  return show(value, TIME_FORMAT);
}

/** Formats an instant as dd/MM/yyyy HH:mm in Europe/Paris. */
export function formatDateTime(value: string | Date): string {
  if (typeof value === 'string' && isIsoDay(value)) return formatDate(value);
  return show(value, `${DATE_FORMAT} ${TIME_FORMAT}`);
}

const eur = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: CURRENCY });

/** Spec section 9: money is in EUR. */
export function formatEur(amount: number): string {
  return eur.format(amount);
}

const eurWhole = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});

/** Money in EUR without ",00" when the amount is whole ("3 880 €"), with cents otherwise. */
export function formatEurShort(amount: number): string {
  return Number.isInteger(amount) ? eurWhole.format(amount) : eur.format(amount);
}

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });

/** A percentage given in points (10 is 10 %), as money is shown: the French way. */
export function formatPercent(points: number): string {
  return percent.format(points / 100);
}
