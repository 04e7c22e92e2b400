import { describe, expect, it } from 'vitest';
import { DEFAULT_PLACE } from './constants';
import { DEFAULT_SEARCH_CRITERIA, hasMoreResults, searchPageCount } from './search-criteria';

describe('operations §2 — map search', () => {
  it('opens on Paris, first page, as a list', () => {
    expect(DEFAULT_SEARCH_CRITERIA).toEqual({ place: DEFAULT_PLACE, page: 1, view: 'list' });
  });

  it.each([
    [0, 1, 1, false],
    [20, 1, 1, false],
    [21, 2, 1, true],
    [21, 2, 2, false],
    [400, 20, 19, true],
  ])('%i results make %i page(s); after page %i more: %s', (count, pages, page, more) => {
    expect(searchPageCount(count)).toBe(pages);
    expect(hasMoreResults(page, count)).toBe(more);
  });
});
