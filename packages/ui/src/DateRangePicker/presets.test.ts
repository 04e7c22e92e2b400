import { describe, expect, it } from 'vitest';
import {
  defaultDateRangePresets,
  lastDaysPreset,
  matchingPreset,
  thisWeekPreset,
  todayPreset,
} from './presets';

const today = '2026-03-15';

describe('lastDaysPreset', () => {
  it('runs from n days before today to today', () => {
    expect(lastDaysPreset(7, 'Last 7 days').range(today)).toEqual({
      start: '2026-03-08',
      end: '2026-03-15',
    });
  });

  it('crosses month and year boundaries', () => {
    expect(lastDaysPreset(28, 'Last 28 days').range('2026-01-10').start).toBe('2025-12-13');
  });

  it('counts 29 February in a leap year', () => {
    expect(lastDaysPreset(7, 'Last 7 days').range('2028-03-03').start).toBe('2028-02-25');
  });

  it('names its id after the number of days', () => {
    expect(lastDaysPreset(28, 'x').id).toBe('last-28-days');
  });
});

describe('todayPreset', () => {
  it('is today alone, at both ends', () => {
    expect(todayPreset().range(today)).toEqual({ start: today, end: today });
    expect(todayPreset('Aujourd’hui').label).toBe('Aujourd’hui');
  });
});

describe('thisWeekPreset', () => {
  const week = (day: string) => thisWeekPreset().range(day);

  it('runs from Monday to Sunday, the days to come included', () => {
    // Sunday 15 March 2026 ends the week that began on Monday 9 March.
    expect(week(today)).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    // A Monday starts its own week; a Wednesday is in the middle of it.
    expect(week('2026-03-16')).toEqual({ start: '2026-03-16', end: '2026-03-22' });
    expect(week('2026-03-18')).toEqual({ start: '2026-03-16', end: '2026-03-22' });
  });

  it('crosses month and year boundaries', () => {
    // Thursday 1 January 2026: the week of Monday 29 December 2025.
    expect(week('2026-01-01')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    // Saturday 28 February 2026: its Sunday is 1 March.
    expect(week('2026-02-28')).toEqual({ start: '2026-02-23', end: '2026-03-01' });
  });

  it('has a stable id and the label it is given', () => {
    expect(thisWeekPreset().id).toBe('this-week');
    expect(thisWeekPreset().label).toBe('This week');
    expect(matchingPreset(week(today), [todayPreset(), thisWeekPreset()], today)?.id).toBe(
      'this-week',
    );
  });
});

describe('defaultDateRangePresets', () => {
  it('offers last 7 days and last 28 days', () => {
    expect(defaultDateRangePresets.map((preset) => preset.label)).toEqual([
      'Last 7 days',
      'Last 28 days',
    ]);
  });
});

describe('matchingPreset', () => {
  it('finds the preset equal to the value', () => {
    const value = { start: '2026-02-15', end: today };
    expect(matchingPreset(value, defaultDateRangePresets, today)?.id).toBe('last-28-days');
  });

  it('finds none when an end differs', () => {
    const value = { start: '2026-03-08', end: '2026-03-14' };
    expect(matchingPreset(value, defaultDateRangePresets, today)).toBeUndefined();
  });

  it('finds none without a value', () => {
    expect(matchingPreset(null, defaultDateRangePresets, today)).toBeUndefined();
  });
});
