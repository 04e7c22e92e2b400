import { PAGINATION_SIDE_PAGES } from './constants';

/** The number of pages needed for total items at perPage items a page (at least 1). */
export function pageCount(total: number, perPage: number): number {
  if (total <= 0 || perPage <= 0) return 1;
  return Math.ceil(total / perPage);
}

/**
 * The page numbers the pagination shows: the current page plus two on each side, kept
 * inside 1..pages. A current page out of range is brought back inside first.
 */
export function paginationWindow(current: number, pages: number): number[] {
  const last = Math.max(1, Math.floor(pages));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const from = Math.max(1, page - PAGINATION_SIDE_PAGES);
  const to = Math.min(last, page + PAGINATION_SIDE_PAGES);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
