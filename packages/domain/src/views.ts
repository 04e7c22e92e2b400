import type { StaffRole } from './staff';
import type { StaffRef } from './types';

/**
 * Saved views: a name for the filters and sort of a list or of the board, as its
 * URL holds them, kept for oneself or shared with the team, with one default per person and
 * screen. A view is the query of a screen's URL (the page left out: a view is what is shown,
 * not where one was in it).
 */

/** The screens that have views: the board and every list with filters (app route names). */
export const SAVED_VIEW_SCREENS = [
  'requests',
  'users',
  'offices',
  'conversations',
  'contracts',
  'documents',
  'seo',
] as const;
export type SavedViewScreen = (typeof SAVED_VIEW_SCREENS)[number];

/** A view's name: 1 to 60 characters, the way it reads in the Views menu and Go to. */
export const VIEW_NAME_MAX = 60;
/** A view's query: at most 2,000 characters (the filters of any screen fit in far less). */
export const VIEW_QUERY_MAX = 2000;
/** A person's own views on one screen. */
export const VIEWS_MAX = 50;

/** The URL parameters a view never keeps: where one was in the list, not what it shows. */
const NOT_KEPT = new Set(['page']);

export const VIEW_WORDS = {
  nameRequired: 'Give the view a name.',
  nameTooLong: `A view's name holds at most ${VIEW_NAME_MAX} characters.`,
  queryTooLong: `A view's filters hold at most ${VIEW_QUERY_MAX.toLocaleString('en')} characters.`,
  notYours: 'Only its author or an Admin may change a shared view.',
  notYoursPersonal: 'Only its author may change a personal view.',
  tooMany: `A screen holds at most ${VIEWS_MAX} views of yours: delete one first.`,
  unknownScreen: 'This screen has no saved views.',
  saved: (name: string) => `View “${name}” saved.`,
  deleted: (name: string) => `View “${name}” deleted.`,
  defaultSet: (name: string) => `“${name}” opens by default on this screen.`,
  defaultCleared: 'This screen opens without a default view.',
  duplicate: (name: string) => `You already have a view named “${name}” on this screen.`,
} as const;

/** A saved view as the API answers it, for the person who asked. */
export interface SavedView {
  id: number;
  screen: SavedViewScreen;
  name: string;
  /** The screen's URL query, without "?" and without the page. */
  query: string;
  /** Shared with the team (else only its author sees it). */
  shared: boolean;
  author: StaffRef | null;
  /** The asker's default view on this screen. */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

/** True when a value names a screen that has views. */
export function isSavedViewScreen(value: string): value is SavedViewScreen {
  return (SAVED_VIEW_SCREENS as readonly string[]).includes(value);
}

/** What is wrong with a view's name, or null. */
export function viewNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return VIEW_WORDS.nameRequired;
  if (trimmed.length > VIEW_NAME_MAX) return VIEW_WORDS.nameTooLong;
  return null;
}

/**
 * The query a view keeps of a URL's search ("?city=Paris&page=3&sort=…"): every parameter
 * but the page, in the URL's order, without "?". "" is the screen with no filter.
 */
export function viewQueryOf(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (!NOT_KEPT.has(key)) kept.append(key, value);
  return kept.toString();
}

/** Two queries show the same view: the same parameters and values, whatever their order. */
export function sameViewQuery(a: string, b: string): boolean {
  const sorted = (q: string) => {
    const params = new URLSearchParams(viewQueryOf(q));
    params.sort();
    return params.toString();
  };
  return sorted(a) === sorted(b);
}

/** The view whose query the screen shows now, if any (a person's own first). */
export function currentViewOf<V extends Pick<SavedView, 'query' | 'author'>>(
  views: readonly V[],
  search: string,
  myId: number,
): V | null {
  const matching = views.filter((v) => sameViewQuery(v.query, search));
  return matching.find((v) => v.author?.id === myId) ?? matching[0] ?? null;
}

/**
 * Who may rename, re-share or delete a view: its author; a shared view, an Admin too (the
 * team's views are the team's). A Viewer may keep views of their own.
 */
export function viewChangeRefusal(
  view: { authorId: number | null; shared: boolean },
  me: { id: number; role: StaffRole },
): string | null {
  if (view.authorId === me.id) return null;
  if (view.shared) return me.role === 'admin' ? null : VIEW_WORDS.notYours;
  return VIEW_WORDS.notYoursPersonal;
}

/** The Views menu's two groups: one's own views, then the team's shared by others. */
export function viewsByGroup<V extends Pick<SavedView, 'author' | 'shared' | 'name'>>(
  views: readonly V[],
  myId: number,
): { mine: V[]; shared: V[] } {
  const byName = (a: V, b: V) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  return {
    mine: views.filter((v) => v.author?.id === myId).sort(byName),
    shared: views.filter((v) => v.author?.id !== myId && v.shared).sort(byName),
  };
}

/** Why one more view of a person's own on a screen is refused (null: it is not). */
export function viewsMaxRefusal(ownOnScreen: number): string | null {
  return ownOnScreen >= VIEWS_MAX ? VIEW_WORDS.tooMany : null;
}
