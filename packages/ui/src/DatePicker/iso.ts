/**
 * The date pickers' public boundary: plain ISO 8601 strings, as the API carries them, read
 * into React Aria's date objects and written back.
 *
 * - A day is 'yyyy-MM-dd' ('2026-11-23').
 * - A date and time is an instant: read from ISO 8601 with a UTC offset or Z
 *   ('2026-11-23T13:30:00Z', '2026-11-23T14:30+01:00'), shown as the wall-clock time of the
 *   time zone given (Europe/Paris in the app), and written as UTC with milliseconds, as
 *   `Date#toISOString` writes it ('2026-11-23T13:30:00.000Z').
 * - A time of day is 'HH:mm' ('14:30').
 *
 * Nothing here reads the clock except `todayIn`.
 */
import {
  Time,
  parseAbsolute,
  parseDate,
  toCalendarDate,
  toCalendarDateTime,
  toZoned,
  today,
} from '@internationalized/date';
import type { CalendarDate, CalendarDateTime, DateValue } from '@internationalized/date';
import type { DatePickerGranularity } from './types';

type DateGranularity = DatePickerGranularity;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** A 'yyyy-MM-dd' day; null for anything else, a day that does not exist included. */
export function dayFromIso(value: string | null | undefined): CalendarDate | null {
  if (!value || !ISO_DAY.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * An instant (ISO 8601 with an offset or Z) as the wall-clock date and time it is in
 * `timeZone`, to the minute; null for anything else.
 */
export function dateTimeFromIso(
  value: string | null | undefined,
  timeZone: string,
): CalendarDateTime | null {
  if (!value) return null;
  try {
    return toCalendarDateTime(parseAbsolute(value, timeZone)).set({ second: 0, millisecond: 0 });
  } catch {
    return null;
  }
}

/**
 * Reads what a picker of `granularity` accepts: for days, a day or an instant (its day in
 * `timeZone`); for date-times, an instant or a day (that day at 00:00 in `timeZone`).
 */
export function valueFromIso(
  value: string | null | undefined,
  granularity: DateGranularity,
  timeZone: string,
): CalendarDate | CalendarDateTime | null {
  const day = dayFromIso(value);
  if (granularity === 'day') {
    if (day) return day;
    const instant = dateTimeFromIso(value, timeZone);
    return instant ? toCalendarDate(instant) : null;
  }
  return day ? toCalendarDateTime(day) : dateTimeFromIso(value, timeZone);
}

/**
 * Whether a date's year has its four digits. React Aria takes each digit typed in the year as
 * a year of its own (2, 20, 202, then 2026), so a date with a shorter year is one still being
 * typed, not a value to act on.
 */
export function hasWholeYear(value: DateValue): boolean {
  return value.year >= 1000;
}

/** A day as 'yyyy-MM-dd' (a date-time gives its day). */
export function dayToIso(value: DateValue): string {
  return toCalendarDate(value).toString();
}

/**
 * A wall-clock date and time in `timeZone` as an instant in UTC ('…T13:30:00.000Z'). A time
 * skipped when the clocks go forward (02:30 on the last Sunday of March in Paris) moves on by
 * the gap, to 03:30 summer time; a time that happens twice when they go back (02:30 on the
 * last Sunday of October) is the second one, in winter time: the rule packages/domain applies.
 */
export function dateTimeToIso(value: DateValue, timeZone: string): string {
  return toZoned(toCalendarDateTime(value), timeZone, 'later').toAbsoluteString();
}

/** Writes a picker's value at its boundary: a day, or an instant in UTC. */
export function valueToIso(
  value: DateValue,
  granularity: DateGranularity,
  timeZone: string,
): string {
  return granularity === 'day' ? dayToIso(value) : dateTimeToIso(value, timeZone);
}

/** A time of day written 'HH:mm' (or 'HH:mm:ss'); null for anything else. */
export function timeFromIso(value: string | null | undefined): Time | null {
  const match = value ? ISO_TIME.exec(value) : null;
  if (!match) return null;
  return new Time(Number(match[1]), Number(match[2]), Number(match[3] ?? 0));
}

/** A time of day as 'HH:mm'. */
export function timeToIso(value: Time): string {
  return `${String(value.hour).padStart(2, '0')}:${String(value.minute).padStart(2, '0')}`;
}

/** Today in `timeZone`, as 'yyyy-MM-dd'. */
export function todayIn(timeZone: string): string {
  return today(timeZone).toString();
}

/** n days after (before, when negative) an ISO day. */
export function addDaysToIsoDay(day: string, days: number): string {
  const date = dayFromIso(day);
  if (!date) throw new RangeError(`Not an ISO day: ${day}`);
  return date.add({ days }).toString();
}
