// Row selection across pages, as plain sets: the table shows one page of a selection the app
// holds for every page.

/** A row's id. */
export type RowKey = string | number;

/** The keys of `selected` that are rows of this page. */
export function selectedOnPage(
  selected: ReadonlySet<RowKey>,
  pageKeys: readonly RowKey[],
): Set<RowKey> {
  const onPage = new Set<RowKey>();
  for (const key of pageKeys) if (selected.has(key)) onPage.add(key);
  return onPage;
}

/**
 * The whole selection once this page's part is `page` (`'all'`: every row of the page): the
 * keys of other pages are kept as they were.
 */
export function withPageSelection(
  previous: ReadonlySet<RowKey>,
  pageKeys: readonly RowKey[],
  page: 'all' | Iterable<RowKey>,
): Set<RowKey> {
  const onThisPage = new Set(pageKeys);
  const next = new Set<RowKey>();
  for (const key of previous) if (!onThisPage.has(key)) next.add(key);
  for (const key of page === 'all' ? pageKeys : page) if (onThisPage.has(key)) next.add(key);
  return next;
}

/** The same keys, in any order. */
export function sameKeys(a: ReadonlySet<RowKey>, b: ReadonlySet<RowKey>): boolean {
  if (a.size !== b.size) return false;
  for (const key of a) if (!b.has(key)) return false;
  return true;
}
