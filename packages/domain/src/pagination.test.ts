import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow } from './pagination';

describe('operations §9 — pagination shows the current page plus two on each side', () => {
  it.each([
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3, 4]],
    [3, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [9, 10, [7, 8, 9, 10]],
    [10, 10, [8, 9, 10]],
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    // Out of range pages are brought back inside.
    [0, 4, [1, 2, 3]],
    [12, 4, [2, 3, 4]],
    [1, 0, [1]],
  ])('page %i of %i shows %o', (current, pages, shown) => {
    expect(paginationWindow(current, pages)).toEqual(shown);
  });

  it.each([
    [0, 50, 1],
    [1, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [1000, 20, 50],
    [10, 0, 1],
  ])('%i items at %i a page make %i page(s)', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });
});
