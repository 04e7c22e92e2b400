import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
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
 * leaves out the place it is opened on.
 */
export function rememberPlace(place: RecentPlace): void {
  const places = [place, ...readRecentPlaces().filter((p) => p.path !== place.path)];
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

/** The screen a path belongs to, by the navigation's links (the longest that holds it). */
export function screenOf(
  pathname: string,
  screens: readonly PaletteScreen[],
): PaletteScreen | null {
  let best: PaletteScreen | null = null;
  for (const screen of screens) {
    const inside = pathname === screen.href || pathname.startsWith(`${screen.href}/`);
    if (inside && (!best || screen.href.length > best.href.length)) best = screen;
  }
  return best;
}

const TITLE_SUFFIX = ` · ${PRODUCT_NAME}`;

/**
 * Records every place visited while signed in. Its name is the tab's title, which a screen
 * sets once its data names it ("Request #914"): until then, and for a screen that sets none,
 * the name of its screen in the navigation.
 */
export function useRecordPlaces(screens: readonly PaletteScreen[]): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (pathname === ROUTE_PATTERNS.login) return undefined;
    const path = `${pathname}${search}`;
    const screen = screenOf(pathname, screens);
    const fallback = screen
      ? pathname === screen.href
        ? screen.label
        : `${screen.label} › ${decodeURIComponent(pathname.slice(screen.href.length + 1))}`
      : pathname;
    const titleBefore = document.title;
    rememberPlace({ path, label: fallback });
    // The screen names its tab after its data came: take that name when it does.
    const observer = new MutationObserver(() => {
      const title = document.title;
      if (title === titleBefore || !title.endsWith(TITLE_SUFFIX)) return;
      rememberPlace({ path, label: title.slice(0, -TITLE_SUFFIX.length) });
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname, search, screens]);
}
