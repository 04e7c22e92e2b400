import { describe, expect, it } from 'vitest';
import { characterCount, isOverLimit } from './characterCount';

describe('characterCount', () => {
  it('counts plain text', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('Bureau')).toBe(6);
  });

  it('counts a code point outside the basic plane once', () => {
    expect('🏢'.length).toBe(2);
    expect(characterCount('🏢')).toBe(1);
    expect(characterCount('Open 🏢 space')).toBe(12);
  });

  it('counts accented letters once', () => {
    expect(characterCount('Éléonore')).toBe(8);
  });
});

describe('isOverLimit', () => {
  const at250 = 'a'.repeat(250);

  it('allows exactly the maximum', () => {
    expect(isOverLimit(at250, 250)).toBe(false);
  });

  it('is over one character beyond', () => {
    expect(isOverLimit(`${at250}b`, 250)).toBe(true);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(isOverLimit('🏢'.repeat(250), 250)).toBe(false);
  });

  it('is never over without a maximum', () => {
    expect(isOverLimit(at250.repeat(10), undefined)).toBe(false);
  });
});
