import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { PRODUCT_NAME } from '@/shared/pageTitle';
import { ROUTE_PATTERNS } from '@/shared/paths';
import type { PaletteScreen, RecentPlace } from './paletteSearch';

/** The places the palette offers again: the last ten, the newest first. */
export const RECENT_PLACES = 10;

/** Where they are kept, in this browser only. */
export const RECENT_PLACES_KEY = 'backoffice.recentPlaces';

export function readRecentPlaces(): RecentPlace[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_PLACES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (p): p is RecentPlace =>
        typeof p === 'object' &&
        p !== null &&
        typeof (p as RecentPlace).path === 'string' &&
        typeof (p as RecentPlace).label === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * Records a visit: the place goes first, once. One more than shown is kept, since the palette
 * leaves out the place it is opened on. `replacing`: the place of the history entry this one
 * took the place of (a search typed on, a date revised in the same edit), forgotten with it, so
 * that the places are the steps of the history, never what was on the way to one.
 */
export function rememberPlace(place: RecentPlace, replacing: string | null = null): void {
  const places = [
    place,
    ...readRecentPlaces().filter((p) => p.path !== place.path && p.path !== replacing),
  ];
  try {
    localStorage.setItem(RECENT_PLACES_KEY, JSON.stringify(places.slice(0, RECENT_PLACES + 1)));
  } catch {
    // Storage can be unavailable (private mode, full): the palette then has no recent places.
  }
}

/** The places to offer on `current`: the last ten others. */
export function recentPlacesBesides(current: string): RecentPlace[] {
  return readRecentPlaces()
    .filter((p) => p.path !== current)
    .slice(0, RECENT_PLACES);
}

/** A link's path, without the query a screen's last view gives it. */
const pathOf = (href: string) => href.split('?')[0] ?? href;

/**
 * The screen a path belongs to, by the navigation's links (the longest that holds it), and
 * that screen's own path.
 */
export function screenOf(
  pathname: string,
  screens: readonly PaletteScreen[],
): (PaletteScreen & { path: string }) | null {
  let best: (PaletteScreen & { path: string }) | null = null;
  for (const screen of screens) {
    const path = pathOf(screen.href);
    const inside = pathname === path || pathname.startsWith(`${path}/`);
    if (inside && (!best || path.length > best.path.length)) best = { ...screen, path };
  }
  return best;
}

const TITLE_SUFFIX = ` · ${PRODUCT_NAME}`;

/**
 * Records every place visited while signed in: one per step of the history, so a place that
 * an entry replaced (`navigate(…, { replace: true })`: a search typed on, a date revised) goes
 * with it. Its name is the tab's title, which a screen sets once its data names it ("Request
 * #914"): until then, and for a screen that sets none, the name of its screen in the
 * navigation.
 */
export function useRecordPlaces(screens: readonly PaletteScreen[]): void {
  const { pathname, search, key } = useLocation();
  const arrival = useNavigationType();
  // The place recorded for the history entry shown, by its key.
  const shown = useRef<{ key: string; path: string } | null>(null);
  useEffect(() => {
    if (pathname === ROUTE_PATTERNS.login) return undefined;
    const path = `${pathname}${search}`;
    const before = shown.current;
    const replacing =
      arrival === 'REPLACE' && before && before.key !== key && before.path !== path
        ? before.path
        : null;
    shown.current = { key, path };
    const screen = screenOf(pathname, screens);
    const fallback = screen
      ? pathname === screen.path
        ? screen.label
        : `${screen.label} › ${decodeURIComponent(pathname.slice(screen.path.length + 1))}`
      : pathname;
    const titleBefore = document.title;
    rememberPlace({ path, label: fallback }, replacing);
    // The screen names its tab after its data came: take that name when it does.
    const observer = new MutationObserver(() => {
      const title = document.title;
      if (title === titleBefore || !title.endsWith(TITLE_SUFFIX)) return;
      rememberPlace({ path, label: title.slice(0, -TITLE_SUFFIX.length) });
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname, search, key, arrival, screens]);
}
