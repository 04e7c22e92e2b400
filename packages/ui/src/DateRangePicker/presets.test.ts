import { describe, expect, it } from 'vitest';
import { defaultDateRangePresets, lastDaysPreset, matchingPreset } from './presets';

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
