import { describe, expect, it } from 'vitest';
import { standInParts } from './StandIn';

const paris = { locale: 'en-GB', timeZone: 'Europe/Paris', hourCycle: 24 as const };
const text = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('what a field shows while its code loads', () => {
  it('writes a day, a date-time in the zone, and a time as the field will', () => {
    expect(text(standInParts('2026-11-23', 'date', paris))).toBe('23/11/2026');
    expect(text(standInParts('2026-11-23T13:30:00.000Z', 'date and time', paris))).toBe(
      '23/11/2026, 14:30',
    );
    expect(text(standInParts('09:05', 'time', paris))).toBe('09:05');
  });

  it('shows the placeholders when empty', () => {
    const parts = standInParts(null, 'date and time', paris);
    expect(text(parts)).toBe('dd/mm/yyyy, \u2013\u2013:\u2013\u2013');
    expect(parts.filter((part) => part.isPlaceholder).map((part) => part.type)).toEqual([
      'day',
      'month',
      'year',
      'hour',
      'minute',
    ]);
  });

  it('follows the settings, not the machine', () => {
    const newYork = { locale: 'en-US', timeZone: 'America/New_York', hourCycle: 12 as const };
    expect(text(standInParts('2026-11-23T13:30:00.000Z', 'date and time', newYork))).toBe(
      '11/23/2026, 08:30\u202fAM',
    );
  });
});
