import { useMemo, useSyncExternalStore } from 'react';

/**
 * The query a screen was last shown with in this tab, for the screens that keep theirs (the
 * board's filters): the navigation's link to the screen, its 'g' + letter and Go to's entry
 * return there, as its detail pages' Back link does. The screen writes it as it shows it; its
 * Reset (the plain path) writes the empty query, and the links lead to the plain path again.
 * Kept in `sessionStorage`, so another tab starts from the defaults, and forgotten with the
 * tab's state when the session ends (`forgetTabState`).
 */

const STORAGE_KEY = 'backoffice.lastViews';

/** A screen's path and the query it was last shown with ('' for none), by path. */
export type LastViews = Readonly<Record<string, string>>;

const listeners = new Set<() => void>();
// The record as last read, and the text it was read from: read again whenever the storage
// holds another text (the tab's state forgotten at a sign-out, say), the same object while not.
let snapshot: { raw: string | null; views: LastViews } = { raw: null, views: {} };

function rawViews(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Refused: nothing remembered; the links lead to the plain paths.
    return null;
  }
}

function parse(raw: string | null): LastViews {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    // Unreadable: the links lead to the plain paths.
    return {};
  }
}

/** The queries last shown, by screen path. */
export function lastViews(): LastViews {
  const raw = rawViews();
  if (raw !== snapshot.raw) snapshot = { raw, views: parse(raw) };
  return snapshot.views;
}

/** The query `path` was last shown with in this tab ('' when none, or the defaults). */
export function lastViewOf(path: string): string {
  return lastViews()[path] ?? '';
}

/** Remembers the query (without '?') a screen at `path` is shown with. */
export function rememberLastView(path: string, query: string): void {
  const views = lastViews();
  if ((views[path] ?? '') === query) return;
  const next: LastViews = { ...views, [path]: query };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused: the links lead to the plain paths.
    return;
  }
  for (const listener of listeners) listener();
}

/** `href` with the query its screen was last shown with, when it has one. */
export function withLastView(href: string, views: LastViews = lastViews()): string {
  const query = views[href];
  return query ? `${href}?${query}` : href;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The links to screens, each leading to its screen as last shown in this tab; the same array
 * (and the same links) while no remembered query changes.
 */
export function useLastViewLinks<L extends { href: string }>(links: L[]): L[] {
  const views = useSyncExternalStore(subscribe, lastViews, lastViews);
  return useMemo(
    () =>
      links.some((link) => views[link.href])
        ? links.map((link) =>
            views[link.href] ? { ...link, href: withLastView(link.href, views) } : link,
          )
        : links,
    [links, views],
  );
}
