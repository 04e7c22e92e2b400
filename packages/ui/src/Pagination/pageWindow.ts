/**
 * The page numbers a pagination shows: the current page and up to `siblings` pages on each
 * side, clipped to 1..pageCount (the spec: "the current page plus two on each side"). Near an
 * edge the window is shorter rather than shifted, so the current page stays in the middle.
 */
export function pageWindow(page: number, pageCount: number, siblings = 2): number[] {
  if (pageCount < 1) return [];
  const current = clampPage(page, pageCount);
  const first = Math.max(1, current - siblings);
  const last = Math.min(pageCount, current + siblings);
  const pages: number[] = [];
  for (let p = first; p <= last; p++) pages.push(p);
  return pages;
}

/** The number of pages for `totalItems` at `pageSize` per page; at least 1. */
export function pageCountOf(totalItems: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, totalItems) / pageSize));
}

/** `page` brought within 1..pageCount (a stale URL can ask for a page past the end). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/** The 1-based range of items shown on `page`, e.g. 51–100; `null` when there are none. */
export function itemRange(
  page: number,
  pageSize: number,
  totalItems: number,
): { from: number; to: number } | null {
  if (totalItems <= 0) return null;
  const current = clampPage(page, pageCountOf(totalItems, pageSize));
  const from = (current - 1) * pageSize + 1;
  return { from, to: Math.min(totalItems, current * pageSize) };
}
