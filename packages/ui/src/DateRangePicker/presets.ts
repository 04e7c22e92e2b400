// Plain string and Date arithmetic, not the date library: presets are imported by screens
// before the date fields' code loads.

/** n days after (before, when negative) an ISO day, counted on the UTC calendar. */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A range of whole days, both ends included, as ISO days ('2026-11-23'). */
export interface DateRangeValue {
  start: string;
  end: string;
}

/** A named range computed from today, offered as a one-press choice. */
export interface DateRangePreset {
  /** Stable identifier (for keys and for telling which preset the value matches). */
  id: string;
  /** What the button says, e.g. 'Last 7 days'. */
  label: string;
  /** The range for a given today (an ISO day); never reads the clock, so stories and tests are stable. */
  range: (today: string) => DateRangeValue;
}

/**
 * 'Last n days': from n days before today to today, the convention of packages/domain's
 * `lastDays` (so the board's default range and its preset agree).
 */
export function lastDaysPreset(days: number, label: string): DateRangePreset {
  return {
    id: `last-${days}-days`,
    label,
    range: (today) => ({ start: addDays(today, -days), end: today }),
  };
}

/** 'Today': today alone, as both ends of the range. */
export function todayPreset(label = 'Today'): DateRangePreset {
  return { id: 'today', label, range: (today) => ({ start: today, end: today }) };
}

/** The day of the week of an ISO day, counted from Monday (0) to Sunday (6). */
function daysSinceMonday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/**
 * 'This week': Monday to Sunday of today's week, the days still to come included. Weeks start
 * on Monday, as the calendars draw them.
 */
export function thisWeekPreset(label = 'This week'): DateRangePreset {
  return {
    id: 'this-week',
    label,
    range: (today) => {
      const start = addDays(today, -daysSinceMonday(today));
      return { start, end: addDays(start, 6) };
    },
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
  today: string,
): DateRangePreset | undefined {
  if (!value) return undefined;
  return presets.find((preset) => {
    const range = preset.range(today);
    return range.start === value.start && range.end === value.end;
  });
}
