import { describe, expect, it } from 'vitest';
import { splitCommas, trimEndChar, withoutTrailingSlashes } from './text';

describe('text helpers in one pass', () => {
  it('drops trailing slashes of a URL, and only those', () => {
    expect(withoutTrailingSlashes('https://x.fr//')).toBe('https://x.fr');
    expect(withoutTrailingSlashes('https://x.fr/a')).toBe('https://x.fr/a');
    expect(withoutTrailingSlashes('///')).toBe('');
    expect(withoutTrailingSlashes('')).toBe('');
  });

  it('drops a character at the end', () => {
    expect(trimEndChar('abc---', '-')).toBe('abc');
    expect(trimEndChar('-a-', '-')).toBe('-a');
  });

  it('splits a typed list on commas, each part trimmed', () => {
    expect(splitCommas(' 12, 15 ,')).toEqual(['12', '15', '']);
  });

  it('takes a 100,000-character text in a few milliseconds', () => {
    const crafted = `${'/'.repeat(100_000)}a`;
    const started = performance.now();
    expect(withoutTrailingSlashes(crafted)).toBe(crafted);
    expect(splitCommas(','.repeat(100_000))).toHaveLength(100_001);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
