import { describe, expect, it } from 'vitest';
import { changeText, inputText } from './historyText';

describe('history in words', () => {
  it('tell a changed field with its label, before → after', () => {
    expect(
      changeText({ field: 'step', before: 'request_received', after: 'guest_cancelled' }),
    ).toBe('Step: Request received → Cancelled by the guest');
    expect(changeText({ field: 'isBestDeal', before: false, after: true })).toBe(
      'Best deal: No → Yes',
    );
    expect(changeText({ field: 'visitDate', before: null, after: '2026-03-20T09:30:00Z' })).toBe(
      'Visit date: none → 20/03/2026 10:30',
    );
  });

  it('name a publication state rather than its code', () => {
    expect(changeText({ field: 'publicationState', before: 2, after: 1 })).toBe(
      'Publication state: Waiting for approval → Published',
    );
  });

  it('name a secret without its values', () => {
    expect(changeText({ field: 'passwordHash', before: null, after: null })).toBe(
      'Password hash changed',
    );
  });

  it('tell what a write sent when it changed no field, and cut a long text', () => {
    expect(inputText({ office_ids: [12, 15] })).toBe('Office ids: 12, 15');
    expect(inputText({ note: 'x'.repeat(300), isPro: true })).toBe(
      `Note: ${'x'.repeat(119)}…; Pro: Yes`,
    );
    expect(inputText(null)).toBeNull();
    expect(inputText({})).toBeNull();
  });
});
