import { describe, expect, it } from 'vitest';
import {
  addDaysToDay,
  addMonthsToDay,
  isInPast,
  isIsoDay,
  isTime,
  lastDays,
  maxDay,
  minDay,
  parisDateTimeToIso,
  parisDay,
  parisToday,
  toInstant,
} from './dates';

describe('operations §9 — days are Paris days', () => {
  it.each([
    // Around midnight: 23:30 UTC is already the next day in Paris.
    ['2026-01-15T22:59:59Z', '2026-01-15'],
    ['2026-01-15T23:00:00Z', '2026-01-16'],
    ['2026-07-15T21:59:59Z', '2026-07-15'],
    ['2026-07-15T22:00:00Z', '2026-07-16'],
    // Spring change (29 March 2026, 02:00 -> 03:00): midnight is still UTC+1.
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    // Autumn change (25 October 2026, 03:00 -> 02:00): midnight is still UTC+2.
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-10-25T22:59:00Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
  ])('%s is %s in Paris', (iso, day) => {
    expect(parisDay(iso)).toBe(day);
    expect(parisToday(new Date(iso))).toBe(day);
  });

  it('keeps an ISO day as the calendar day it is', () => {
    expect(parisDay('2026-03-29')).toBe('2026-03-29');
  });

  it.each(['2026-02-30', 'tomorrow', ''])('reads %j as no day', (value) => {
    expect(parisDay(value)).toBeNull();
  });

  it('reads a Date', () => {
    expect(parisDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('dates — checks of typed values', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
  ])('isIsoDay(%s) is %s', (value, expected) => {
    expect(isIsoDay(value)).toBe(expected);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['9:30', false],
    ['12:60', false],
  ])('isTime(%s) is %s', (value, expected) => {
    expect(isTime(value)).toBe(expected);
  });

  it('reads instants and refuses invalid ones', () => {
    expect(toInstant('2026-01-01T00:00:00Z')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(toInstant(new Date(Number.NaN))).toBeNull();
  });
});

describe('dates — calendar arithmetic is not moved by DST', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 1, '2026-10-26'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-31', -7, '2026-03-24'],
  ])('%s + %i day(s) is %s', (day, n, expected) => {
    expect(addDaysToDay(day, n)).toBe(expected);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-29', 24, '2028-03-29'],
    ['2026-10-25', -3, '2026-07-25'],
  ])('%s + %i month(s) is %s', (day, n, expected) => {
    expect(addMonthsToDay(day, n)).toBe(expected);
  });

  it('picks the earlier and later of two days', () => {
    expect(minDay('2026-01-02', '2026-01-01')).toBe('2026-01-01');
    expect(minDay('2026-01-01', '2026-01-02')).toBe('2026-01-01');
    expect(maxDay('2026-01-02', '2026-01-01')).toBe('2026-01-02');
    expect(maxDay('2026-01-01', '2026-01-02')).toBe('2026-01-02');
  });
});

describe('dates — Paris wall-clock times to instants', () => {
  it.each([
    ['2026-01-15', '10:00', '2026-01-15T09:00:00.000Z'],
    ['2026-07-15', '10:00', '2026-07-15T08:00:00.000Z'],
    ['2026-01-15', '00:30', '2026-01-14T23:30:00.000Z'],
    // 02:30 does not exist on 29 March 2026: it becomes 03:30 summer time.
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    // 02:30 happens twice on 25 October 2026: the second one, in winter time.
    ['2026-10-25', '02:30', '2026-10-25T01:30:00.000Z'],
    ['2026-10-25', '04:00', '2026-10-25T03:00:00.000Z'],
  ])('%s %s in Paris is %s', (day, time, iso) => {
    expect(parisDateTimeToIso(day, time)).toBe(iso);
  });

  it.each([
    ['', '10:00'],
    ['2026-01-15', ''],
    ['2026-02-30', '10:00'],
  ])('refuses %j %j', (day, time) => {
    expect(parisDateTimeToIso(day, time)).toBeNull();
  });
});

describe('dates — the past', () => {
  const now = new Date('2026-03-29T01:00:00Z');
  it.each([
    ['2026-03-29T00:59:59Z', true],
    ['2026-03-29T01:00:00Z', false],
    ['2026-03-29T01:00:01Z', false],
    ['not a date', false],
  ])('%s is in the past: %s', (iso, expected) => {
    expect(isInPast(iso, now)).toBe(expected);
  });
});

describe('operations §9 — default date ranges', () => {
  it.each([
    // 00:30 in Paris on 1 April is still 31 March in UTC.
    ['2026-03-31T22:30:00Z', 7, { startDate: '2026-03-25', endDate: '2026-04-01' }],
    ['2026-04-01T12:00:00Z', 7, { startDate: '2026-03-25', endDate: '2026-04-01' }],
    // Across the spring change.
    ['2026-04-02T10:00:00Z', 7, { startDate: '2026-03-26', endDate: '2026-04-02' }],
    // Across the autumn change.
    ['2026-10-27T23:30:00Z', 28, { startDate: '2026-09-30', endDate: '2026-10-28' }],
  ])('at %s the last %i days are %o', (iso, days, range) => {
    expect(lastDays(days, new Date(iso))).toEqual(range);
  });
});

describe('dates — the machine time zone does not matter', () => {
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Paris'])(
    'gives the same days and instants with TZ=%s',
    (zone) => {
      const saved = process.env.TZ;
      process.env.TZ = zone;
      try {
        expect(parisDay('2026-03-28T23:30:00Z')).toBe('2026-03-29');
        expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
        expect(addDaysToDay('2026-03-29', 1)).toBe('2026-03-30');
        expect(parisDateTimeToIso('2026-10-25', '02:30')).toBe('2026-10-25T01:30:00.000Z');
        expect(lastDays(7, new Date('2026-03-31T22:30:00Z'))).toEqual({
          startDate: '2026-03-25',
          endDate: '2026-04-01',
        });
      } finally {
        process.env.TZ = saved;
      }
    },
  );
});
