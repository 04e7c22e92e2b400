import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatEur,
  formatEurShort,
  formatPercent,
  formatTime,
} from './format';

describe('operations §9 — dates are shown dd/MM/yyyy', () => {
  it.each([
    ['2026-03-29T00:30:00Z', '29/03/2026'],
    ['2026-10-24T22:30:00Z', '25/10/2026'],
    ['2026-12-31T23:30:00Z', '01/01/2027'],
    ['2026-06-30T21:59:00Z', '30/06/2026'],
    ['2026-06-30T22:00:00Z', '01/07/2026'],
  ])('%s in Europe/Paris is %s', (iso, shown) => {
    expect(formatDate(iso)).toBe(shown);
  });

  it('shows an ISO day as the calendar day it is', () => {
    expect(formatDate('2026-03-29')).toBe('29/03/2026');
    expect(formatDate('2026-10-25')).toBe('25/10/2026');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date('2026-06-01T10:00:00Z'))).toBe('01/06/2026');
  });
});

describe('operations §2 — date and time of cards, in Paris', () => {
  it.each([
    ['2026-03-29T00:59:00Z', '29/03/2026 01:59', '01:59'],
    ['2026-03-29T01:00:00Z', '29/03/2026 03:00', '03:00'],
    ['2026-10-25T00:30:00Z', '25/10/2026 02:30', '02:30'],
    ['2026-10-25T01:30:00Z', '25/10/2026 02:30', '02:30'],
    ['2026-10-25T02:00:00Z', '25/10/2026 03:00', '03:00'],
    ['2026-01-01T23:15:00Z', '02/01/2026 00:15', '00:15'],
  ])('%s shows %s', (iso, dateTime, time) => {
    expect(formatDateTime(iso)).toBe(dateTime);
    expect(formatTime(iso)).toBe(time);
  });

  it('shows an ISO day without a time', () => {
    expect(formatDateTime('2026-05-01')).toBe('01/05/2026');
    expect(formatTime('2026-05-01')).toBe('');
  });

  it('shows nothing for an invalid instant', () => {
    expect(formatDateTime('nope')).toBe('');
    expect(formatTime('nope')).toBe('');
  });
});

describe('operations §9 — money is in EUR', () => {
  it.each([
    [1234.5, '1 234,50 €'],
    [0, '0,00 €'],
    [-12, '-12,00 €'],
  ])('formats %d as %s', (amount, shown) => {
    expect(formatEur(amount).replace(/\s/g, ' ')).toBe(shown);
  });

  it.each([
    [388, '388 €'],
    [41128, '41 128 €'],
    [387.5, '387,50 €'],
  ])('writes %d short as %s (cents only when there are some)', (amount, shown) => {
    expect(formatEurShort(amount).replace(/\s/g, ' ')).toBe(shown);
  });
});

describe('operations §9 — what is shown does not depend on the machine time zone', () => {
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Tokyo'])('TZ=%s', (zone) => {
    const saved = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(formatDate('2026-10-24T22:30:00Z')).toBe('25/10/2026');
      expect(formatDate('2026-03-29')).toBe('29/03/2026');
      expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25/10/2026 02:30');
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('percentages', () => {
  it.each([
    [10, '10 %'],
    [12.5, '12,5 %'],
    [8.333, '8,33 %'],
  ])('%d points show %s', (points, shown) => {
    expect(formatPercent(points).replace(/\s/g, ' ')).toBe(shown);
  });
});
