import { TZDate, tzOffset } from '@date-fns/tz';
import { addDays as addDaysFns, addMonths as addMonthsFns, format } from 'date-fns';

/** The product's time zone: days and times are the ones staff in Paris read. */
export const TIME_ZONE = 'Europe/Paris';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** True for a calendar day written yyyy-MM-dd that exists (no 2026-02-30). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True for a wall-clock time written HH:mm (00:00 to 23:59). */
export function isTime(value: string): boolean {
  return HH_MM.test(value);
}

/** Reads an instant (ISO string or Date); null when it is not a valid date. */
export function toInstant(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The Paris calendar day (yyyy-MM-dd) of a value: an ISO day is already a day and is kept
 * as it is; an instant is read in Europe/Paris. Null when the value is not a date.
 */
export function parisDay(value: string | Date): string | null {
  if (typeof value === 'string' && ISO_DAY.test(value)) return isIsoDay(value) ? value : null;
  const date = toInstant(value);
  if (!date) return null;
  return format(new TZDate(date.getTime(), TIME_ZONE), 'yyyy-MM-dd');
}

/** Today in Paris (yyyy-MM-dd). */
export function parisToday(now: Date): string {
  return format(new TZDate(now.getTime(), TIME_ZONE), 'yyyy-MM-dd');
}

/** Calendar arithmetic happens on a UTC date so that no time zone shift can move the day. */
function utcDay(day: string): TZDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, 'UTC');
}

/** The day n days after (or before, when negative) an ISO day. */
export function addDaysToDay(day: string, days: number): string {
  return format(addDaysFns(utcDay(day), days), 'yyyy-MM-dd');
}

/** The day n months after an ISO day (31 January + 1 month is 28 or 29 February). */
export function addMonthsToDay(day: string, months: number): string {
  return format(addMonthsFns(utcDay(day), months), 'yyyy-MM-dd');
}

/** The earlier of two ISO days. */
export function minDay(a: string, b: string): string {
  return a <= b ? a : b;
}

/** The later of two ISO days. */
export function maxDay(a: string, b: string): string {
  return a >= b ? a : b;
}

/**
 * The instant (ISO, UTC) of a Paris wall-clock day and time. A time skipped by the spring
 * change (02:30 on the last Sunday of March) moves one hour on, to 03:30 summer time; a time
 * that happens twice in the autumn (02:30 on the last Sunday of October) is the second one,
 * in winter time. Null when the day or time is not valid.
 */
export function parisDateTimeToIso(day: string, time: string): string | null {
  if (!isIsoDay(day) || !isTime(time)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  // The wall-clock time read as if it were UTC; the Paris offset is then taken away. Worked
  // out by hand rather than with TZDate, whose choice in the autumn overlap depends on the
  // machine's own time zone.
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const before = tzOffset(TIME_ZONE, new Date(wall - 6 * HOUR));
  const after = tzOffset(TIME_ZONE, new Date(wall + 6 * HOUR));
  const fits = (offset: number) => tzOffset(TIME_ZONE, new Date(wall - offset * MINUTE)) === offset;
  // Overlap: both offsets fit, the later instant (winter time) wins. Gap: neither fits, the
  // offset before the change moves the time forward.
  const offset = fits(after) ? after : before;
  return new Date(wall - offset * MINUTE).toISOString();
}

/** True when the instant is strictly before now. */
export function isInPast(value: string | Date, now: Date): boolean {
  const date = toInstant(value);
  return date !== null && date.getTime() < now.getTime();
}

/** A range of ISO days, both ends included. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The last n days in Paris: from today minus n days to today. */
export function lastDays(days: number, now: Date): DayRange {
  const endDate = parisToday(now);
  return { startDate: addDaysToDay(endDate, -days), endDate };
}
