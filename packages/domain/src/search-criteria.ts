import { DEFAULT_PLACE, SEARCH_LIST_PAGE_SIZE } from './constants';
import type { SearchCriteria } from './types';

/** The map search before staff change anything: Paris, first page, as a list. */
export const DEFAULT_SEARCH_CRITERIA: Readonly<SearchCriteria> = {
  place: DEFAULT_PLACE,
  page: 1,
  view: 'list',
};

/** How many list pages the results make, 20 offices a page. */
export function searchPageCount(resultCount: number): number {
  return Math.max(1, Math.ceil(resultCount / SEARCH_LIST_PAGE_SIZE));
}

/** True while the infinite list has more to load after this page. */
export function hasMoreResults(page: number, resultCount: number): boolean {
  return page < searchPageCount(resultCount);
}
