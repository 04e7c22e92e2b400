import { describe, expect, it } from 'vitest';
import { dayFromIso, timeFromIso, valueFromIso } from './iso';
import { formatBound, incompleteMessage, rangeMessage, rangeProblem } from './messages';

const enGB = { locale: 'en-GB', hourCycle: 24 as const };
const day = (iso: string) => dayFromIso(iso)!;

describe('rangeProblem', () => {
  const min = day('2026-03-10');
  const max = day('2026-03-25');
  it('tells a value before, after or on an unavailable day', () => {
    expect(rangeProblem(day('2026-03-09'), min, max)).toBe('under');
    expect(rangeProblem(day('2026-03-26'), min, max)).toBe('over');
    expect(rangeProblem(day('2026-03-10'), min, max)).toBeNull();
    expect(rangeProblem(day('2026-03-25'), min, max)).toBeNull();
    expect(rangeProblem(day('2026-03-14'), min, max, () => true)).toBe('unavailable');
    expect(rangeProblem(null, min, max)).toBeNull();
    expect(rangeProblem(day('1999-01-01'), null, undefined)).toBeNull();
  });
});

describe('messages', () => {
  it('writes the bounds as the field shows them, whatever the browser', () => {
    const at = valueFromIso('2026-03-15T10:05:00Z', 'minute', 'Europe/Paris')!;
    expect(formatBound(day('2026-03-05'), 'date', enGB)).toBe('05/03/2026');
    expect(formatBound(at, 'date and time', enGB)).toBe('15/03/2026 11:05');
    expect(formatBound(timeFromIso('08:00')!, 'time', enGB)).toBe('08:00');
    expect(formatBound(timeFromIso('20:00')!, 'time', { locale: 'en-US', hourCycle: 12 })).toBe(
      '08:00 PM',
    );
  });

  it('names both bounds, or the one that was crossed', () => {
    const bounds = { minValue: day('2026-03-10'), maxValue: day('2026-03-25') };
    expect(rangeMessage('under', 'date', bounds, enGB)).toBe(
      'Choose a date between 10/03/2026 and 25/03/2026.',
    );
    expect(rangeMessage('under', 'date', { minValue: bounds.minValue }, enGB)).toBe(
      'Choose a date no earlier than 10/03/2026.',
    );
    expect(rangeMessage('over', 'date', { maxValue: bounds.maxValue }, enGB)).toBe(
      'Choose a date no later than 25/03/2026.',
    );
    expect(rangeMessage('unavailable', 'date', bounds, enGB)).toBe('This date is not available.');
    expect(incompleteMessage('date and time')).toBe('Enter a complete date and time.');
  });
});
