import type { CalendarDate } from '@internationalized/date';

/** A range of whole days, both ends included. */
export interface DateRangeValue {
  start: CalendarDate;
  end: CalendarDate;
}

/** A named range computed from today, offered as a one-press choice. */
export interface DateRangePreset {
  /** Stable identifier (for keys and for telling which preset the value matches). */
  id: string;
  /** What the button says, e.g. 'Last 7 days'. */
  label: string;
  /** The range for a given today; never reads the clock, so stories and tests are stable. */
  range: (today: CalendarDate) => DateRangeValue;
}

/**
 * 'Last n days': from n days before today to today, the convention of packages/domain's
 * `lastDays` (so the board's default range and its preset agree).
 */
export function lastDaysPreset(days: number, label: string): DateRangePreset {
  return {
    id: `last-${days}-days`,
    label,
    range: (today) => ({ start: today.subtract({ days }), end: today }),
  };
}

/** The presets the spec's lists use by default: last 7 days and last 28 days. */
export const defaultDateRangePresets: readonly DateRangePreset[] = [
  lastDaysPreset(7, 'Last 7 days'),
  lastDaysPreset(28, 'Last 28 days'),
];

/** The preset whose range equals `value` on `today`, if any. */
export function matchingPreset(
  value: DateRangeValue | null | undefined,
  presets: readonly DateRangePreset[],
  today: CalendarDate,
): DateRangePreset | undefined {
  if (!value) return undefined;
  return presets.find((preset) => {
    const range = preset.range(today);
    return range.start.compare(value.start) === 0 && range.end.compare(value.end) === 0;
  });
}
