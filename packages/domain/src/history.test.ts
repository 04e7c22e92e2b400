import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE, formatHistoryValue, historyFieldLabel } from './history';

describe('history words', () => {
  it('labels a column by its own label or its words', () => {
    expect(historyFieldLabel('isCancelled')).toBe('Cancelled');
    expect(historyFieldLabel('visitScheduledAt')).toBe('Visit scheduled at');
    expect(historyFieldLabel('status')).toBe('Status');
    expect(historyFieldLabel('hs_deal_url')).toBe('Hs deal url');
  });

  it('tells values in words', () => {
    expect(formatHistoryValue(null)).toBe('none');
    expect(formatHistoryValue('')).toBe('none');
    expect(formatHistoryValue(true)).toBe('Yes');
    expect(formatHistoryValue(false)).toBe('No');
    expect(formatHistoryValue('guest_cancelled')).toBe('guest_cancelled');
    expect(formatHistoryValue(12)).toBe('12');
    expect(formatHistoryValue([3, 1])).toBe('3, 1');
    expect(formatHistoryValue([])).toBe('none');
    expect(formatHistoryValue({ a: 1 })).toBe('{"a":1}');
    expect(formatHistoryValue('2026-11-28T09:30:00.000Z')).toMatch(/28\/11\/2026|2026/);
  });

  it('pages by twenty', () => {
    expect(HISTORY_PAGE_SIZE).toBe(20);
  });
});
