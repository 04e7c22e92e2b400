/**
 * Back from a conversation to the list it was opened from: the list's URL restores its
 * filters; this restores where the table (and the page) was scrolled. The list remembers
 * its scroll when a row opens, keyed by the list's query string, and puts it back once
 * the rows for that same query are on screen again (Back, or the detail's Back link).
 */

/** What the list hands the detail: its query string, for the way back. */
export interface FromConversations {
  listSearch?: string;
}

interface Scroll {
  search: string;
  table: number;
  page: number;
  rowId: number;
}

let remembered: Scroll | null = null;

const grid = () => document.querySelector<HTMLElement>('main [role="grid"]');

export function rememberListScroll(search: string, rowId: number): void {
  remembered = { search, table: grid()?.scrollTop ?? 0, page: window.scrollY, rowId };
}

/** Scrolls the list back, once, if it is the one a row was opened from. */
export function restoreListScroll(search: string): void {
  const scroll = remembered;
  if (!scroll || scroll.search !== search) return;
  remembered = null;
  requestAnimationFrame(() => {
    const table = grid();
    if (table) table.scrollTop = scroll.table;
    window.scrollTo(0, scroll.page);
  });
}
