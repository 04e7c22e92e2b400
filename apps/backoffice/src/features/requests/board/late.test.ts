import { describe, expect, it } from 'vitest';
import { isLate } from './late';

const now = new Date('2026-11-30T12:00:00Z');
const since = '2026-11-27T12:00:00Z'; // 3 days in its column

describe('a card waiting too long', () => {
  it('uses the team’s threshold of its column when the board gives one', () => {
    const card = { column: 'request_received' as const, stageSince: since };
    expect(isLate(card, now)).toBe(true); // the default: 2 days
    expect(isLate({ ...card, waitAfterDays: 5 }, now)).toBe(false);
    expect(isLate({ ...card, waitAfterDays: 1 }, now)).toBe(true);
    expect(isLate({ ...card, waitAfterDays: null }, now)).toBe(false); // never
  });
});
