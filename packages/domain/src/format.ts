import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The product's time zone: dates are shown as staff in Paris read them. */
export const TIME_ZONE = 'Europe/Paris';

/** Spec section 9: dates are shown dd/MM/yyyy. */
export const DATE_FORMAT = 'dd/MM/yyyy';

/** Formats an instant (ISO string or Date) as dd/MM/yyyy in Europe/Paris. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return format(new TZDate(date.getTime(), TIME_ZONE), DATE_FORMAT);
}

const eur = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Spec section 9: money is in EUR. */
export function formatEur(amount: number): string {
  return eur.format(amount);
}
