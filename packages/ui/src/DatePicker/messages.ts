/**
 * The pickers' own messages, for what they can tell alone: a value outside the bounds, a day
 * that cannot be picked, an unfinished date. Written in the design system's English with the
 * bounds in the pickers' locale (React Aria's own messages follow the browser's language, not
 * the LocaleProvider's, so they are not used). A caller's `errorMessage` replaces them.
 */
import { DateFormatter } from '@internationalized/date';
import type { DateValue, Time } from '@internationalized/date';
import type { HourCycle } from '../LocaleProvider/LocaleProvider';

/** What a field holds: a date, a date and a time, or a time of day. */
export type DateKind = 'date' | 'date and time' | 'time';

export type RangeProblem = 'under' | 'over' | 'unavailable';

interface Comparable<V> {
  compare(other: V): number;
}

/** Why a complete value cannot be taken, or null when it can. */
export function rangeProblem<V extends Comparable<V>>(
  value: V | null,
  minValue: V | null | undefined,
  maxValue: V | null | undefined,
  isUnavailable?: (value: V) => boolean,
): RangeProblem | null {
  if (value === null) return null;
  if (minValue && value.compare(minValue) < 0) return 'under';
  if (maxValue && value.compare(maxValue) > 0) return 'over';
  if (isUnavailable?.(value)) return 'unavailable';
  return null;
}

export interface FormatSettings {
  locale: string;
  hourCycle: HourCycle | undefined;
}

const timeOptions = (hourCycle: HourCycle | undefined): Intl.DateTimeFormatOptions => ({
  hour: '2-digit',
  minute: '2-digit',
  hour12: hourCycle === undefined ? undefined : hourCycle === 12,
  timeZone: 'UTC',
});

/** A bound as the field shows it: '10/03/2026', '10/03/2026 14:05' or '14:05' in en-GB. */
export function formatBound(
  value: DateValue | Time,
  kind: DateKind,
  { locale, hourCycle }: FormatSettings,
): string {
  // The wall-clock values are written as if in UTC, so that no time zone moves them.
  if (kind === 'time') {
    const time = value as Time;
    return new DateFormatter(locale, timeOptions(hourCycle)).format(
      new Date(Date.UTC(2000, 0, 1, time.hour, time.minute)),
    );
  }
  const instant = (value as DateValue).toDate('UTC');
  const day = new DateFormatter(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
  if (kind === 'date') return day;
  return `${day} ${new DateFormatter(locale, timeOptions(hourCycle)).format(instant)}`;
}

/** The message for a value outside the bounds, or a day that cannot be picked. */
export function rangeMessage<V extends DateValue | Time>(
  problem: RangeProblem,
  kind: DateKind,
  bounds: { minValue?: V | null; maxValue?: V | null },
  settings: FormatSettings,
): string {
  if (problem === 'unavailable')
    return `This ${kind === 'time' ? 'time' : 'date'} is not available.`;
  const { minValue, maxValue } = bounds;
  const show = (value: V) => formatBound(value, kind, settings);
  if (minValue && maxValue)
    return `Choose a ${kind} between ${show(minValue)} and ${show(maxValue)}.`;
  if (problem === 'under' && minValue) return `Choose a ${kind} no earlier than ${show(minValue)}.`;
  if (maxValue) return `Choose a ${kind} no later than ${show(maxValue)}.`;
  return `Choose another ${kind}.`;
}

/** The message for a field left with some segments empty. */
export function incompleteMessage(kind: DateKind): string {
  return `Enter a complete ${kind}.`;
}
