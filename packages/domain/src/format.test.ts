import { describe, expect, it } from 'vitest';
import { formatDate, formatEur } from './format';

describe('operations §9 — dates are shown dd/MM/yyyy', () => {
  it.each([
    ['2026-03-29T00:30:00Z', '29/03/2026'],
    ['2026-10-24T22:30:00Z', '25/10/2026'],
    ['2026-12-31T23:30:00Z', '01/01/2027'],
  ])('%s in Europe/Paris is %s', (iso, shown) => {
    expect(formatDate(iso)).toBe(shown);
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date('2026-06-01T10:00:00Z'))).toBe('01/06/2026');
  });
});

describe('operations §9 — money is in EUR', () => {
  it('formats euros', () => {
    expect(formatEur(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €');
  });
});
