import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDay,
  dateTimeFromIso,
  dateTimeToIso,
  dayFromIso,
  dayToIso,
  hasWholeYear,
  timeFromIso,
  timeToIso,
  valueFromIso,
  valueToIso,
} from './iso';

const PARIS = 'Europe/Paris';

describe('days', () => {
  it('reads and writes yyyy-MM-dd', () => {
    const day = dayFromIso('2026-11-23');
    expect(day?.toString()).toBe('2026-11-23');
    expect(dayToIso(day!)).toBe('2026-11-23');
  });

  it('refuses what is not a day', () => {
    expect(dayFromIso('2026-02-30')).toBeNull();
    expect(dayFromIso('2026-2-3')).toBeNull();
    expect(dayFromIso('23/11/2026')).toBeNull();
    expect(dayFromIso('')).toBeNull();
    expect(dayFromIso(null)).toBeNull();
    expect(dayFromIso(undefined)).toBeNull();
  });

  it('counts days across months and years', () => {
    expect(addDaysToIsoDay('2026-01-03', -7)).toBe('2025-12-27');
    expect(addDaysToIsoDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(() => addDaysToIsoDay('nope', 1)).toThrow(RangeError);
  });
});

describe('instants', () => {
  it('reads an instant in UTC as the wall-clock time in the zone', () => {
    expect(dateTimeFromIso('2026-11-23T13:30:00.000Z', PARIS)?.toString()).toBe(
      '2026-11-23T14:30:00',
    );
    expect(dateTimeFromIso('2026-06-23T13:30:00Z', PARIS)?.toString()).toBe('2026-06-23T15:30:00');
    expect(dateTimeFromIso('2026-11-23T13:30:00Z', 'America/New_York')?.toString()).toBe(
      '2026-11-23T08:30:00',
    );
  });

  it('reads an instant with an offset', () => {
    expect(dateTimeFromIso('2026-11-23T14:30+01:00', PARIS)?.toString()).toBe(
      '2026-11-23T14:30:00',
    );
    expect(dateTimeFromIso('2026-11-23T08:30:00-05:00', PARIS)?.toString()).toBe(
      '2026-11-23T14:30:00',
    );
  });

  it('keeps the minute, not the seconds', () => {
    expect(dateTimeFromIso('2026-11-23T13:30:59.999Z', PARIS)?.toString()).toBe(
      '2026-11-23T14:30:00',
    );
  });

  it('refuses a date-time without an offset (its instant would be a guess) and nonsense', () => {
    expect(dateTimeFromIso('2026-11-23T14:30:00', PARIS)).toBeNull();
    expect(dateTimeFromIso('2026-11-23T25:30:00Z', PARIS)).toBeNull();
    expect(dateTimeFromIso('soon', PARIS)).toBeNull();
    expect(dateTimeFromIso(null, PARIS)).toBeNull();
  });

  it('writes a wall-clock time in the zone as an instant in UTC, as Date#toISOString does', () => {
    const winter = dateTimeFromIso('2026-11-23T13:30:00.000Z', PARIS)!;
    expect(dateTimeToIso(winter, PARIS)).toBe('2026-11-23T13:30:00.000Z');
    const summer = dateTimeFromIso('2026-06-23T12:30:00.000Z', PARIS)!;
    expect(dateTimeToIso(summer, PARIS)).toBe('2026-06-23T12:30:00.000Z');
  });

  it('moves a time skipped in spring on by the gap, and takes the second of a time met twice', () => {
    // 29 March 2026: 02:00 → 03:00 in Paris. 02:30 does not exist: it is 03:30 summer time.
    const skipped = valueFromIso('2026-03-29T00:00:00Z', 'minute', PARIS)!.set({
      hour: 2,
      minute: 30,
    });
    expect(dateTimeToIso(skipped, PARIS)).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 03:00 → 02:00. 02:30 happens twice: the second one, in winter time.
    const twice = valueFromIso('2026-10-25T00:00:00Z', 'minute', PARIS)!.set({
      hour: 2,
      minute: 30,
    });
    expect(dateTimeToIso(twice, PARIS)).toBe('2026-10-25T01:30:00.000Z');
  });
});

describe('a picker’s value at its boundary', () => {
  it('for days: an ISO day, or the day of an instant in the zone', () => {
    expect(valueFromIso('2026-11-23', 'day', PARIS)?.toString()).toBe('2026-11-23');
    // 23:30 UTC on the 23rd is already the 24th in Paris.
    expect(valueFromIso('2026-11-23T23:30:00Z', 'day', PARIS)?.toString()).toBe('2026-11-24');
    expect(valueToIso(valueFromIso('2026-11-23', 'day', PARIS)!, 'day', PARIS)).toBe('2026-11-23');
  });

  it('for date-times: an instant, or a day from its midnight in the zone', () => {
    expect(valueFromIso('2026-11-23', 'minute', PARIS)?.toString()).toBe('2026-11-23T00:00:00');
    const value = valueFromIso('2026-11-23T13:30:00Z', 'minute', PARIS)!;
    expect(valueToIso(value, 'minute', PARIS)).toBe('2026-11-23T13:30:00.000Z');
    expect(valueToIso(valueFromIso('2026-11-23', 'minute', PARIS)!, 'minute', PARIS)).toBe(
      '2026-11-22T23:00:00.000Z',
    );
  });

  it('gives null for what it cannot read', () => {
    expect(valueFromIso('', 'day', PARIS)).toBeNull();
    expect(valueFromIso('tomorrow', 'minute', PARIS)).toBeNull();
  });
});

describe('times of day', () => {
  it('reads and writes HH:mm', () => {
    expect(timeToIso(timeFromIso('09:05')!)).toBe('09:05');
    expect(timeToIso(timeFromIso('23:59:30')!)).toBe('23:59');
  });

  it('refuses what is not a time', () => {
    expect(timeFromIso('24:00')).toBeNull();
    expect(timeFromIso('9:05')).toBeNull();
    expect(timeFromIso('')).toBeNull();
    expect(timeFromIso(null)).toBeNull();
  });
});

describe('hasWholeYear', () => {
  it('tells the years React Aria holds while a year is typed (2, 20, 202) from whole ones', () => {
    expect(
      ['0002-05-12', '0020-05-12', '0202-05-12'].map((d) => hasWholeYear(dayFromIso(d)!)),
    ).toEqual([false, false, false]);
    expect(hasWholeYear(dayFromIso('2026-05-12')!)).toBe(true);
    expect(hasWholeYear(dayFromIso('1000-01-01')!)).toBe(true);
  });
});
