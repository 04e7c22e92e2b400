import { describe, expect, it } from 'vitest';
import { isNavigationKey, navigate } from './navigation';

describe('board navigation', () => {
  const counts = [3, 0, 5, 1, 2];

  it('moves up and down in a column, and not past its ends', () => {
    expect(navigate(counts, { column: 0, index: 1 }, 'ArrowDown')).toEqual({ column: 0, index: 2 });
    expect(navigate(counts, { column: 0, index: 1 }, 'ArrowUp')).toEqual({ column: 0, index: 0 });
    expect(navigate(counts, { column: 0, index: 2 }, 'ArrowDown')).toBeNull();
    expect(navigate(counts, { column: 0, index: 0 }, 'ArrowUp')).toBeNull();
  });

  it('goes to the first and last card of the column with Home and End', () => {
    expect(navigate(counts, { column: 2, index: 3 }, 'Home')).toEqual({ column: 2, index: 0 });
    expect(navigate(counts, { column: 2, index: 1 }, 'End')).toEqual({ column: 2, index: 4 });
    expect(navigate(counts, { column: 2, index: 4 }, 'End')).toBeNull();
  });

  it('crosses columns at the same position, skipping empty ones, clamped to shorter ones', () => {
    expect(navigate(counts, { column: 0, index: 2 }, 'ArrowRight')).toEqual({
      column: 2,
      index: 2,
    });
    expect(navigate(counts, { column: 2, index: 4 }, 'ArrowRight')).toEqual({
      column: 3,
      index: 0,
    });
    expect(navigate(counts, { column: 2, index: 0 }, 'ArrowLeft')).toEqual({ column: 0, index: 0 });
    expect(navigate(counts, { column: 4, index: 0 }, 'ArrowRight')).toBeNull();
    expect(navigate(counts, { column: 0, index: 0 }, 'ArrowLeft')).toBeNull();
  });

  it('reaches the first card of the fifth column from the first of the first in four keys', () => {
    let at = { column: 0, index: 0 };
    const full = [4, 4, 4, 4, 4, 4];
    for (let i = 0; i < 4; i++) at = navigate(full, at, 'ArrowRight')!;
    expect(at).toEqual({ column: 4, index: 0 });
  });

  it('knows its keys', () => {
    expect(isNavigationKey('Home')).toBe(true);
    expect(isNavigationKey('PageDown')).toBe(false);
  });
});
