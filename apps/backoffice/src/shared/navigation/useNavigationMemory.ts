import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { cameFrom, recordArrival } from './cameFrom';
import type { Place } from './cameFrom';
import { rememberScroll, restoreScroll } from './scrollMemory';

/**
 * Going back where you were, for every signed-in screen: records which page each
 * entry was opened from (for the Back links, `BackLink`) and where each entry was scrolled,
 * and scrolls a page back when it is returned to: by the browser's Back or Forward, or by a
 * Back link leading to the very place the page was opened from.
 */
export function useNavigationMemory(): void {
  const location = useLocation();
  const arrival = useNavigationType();
  const current = useRef<Place | null>(null);
  const to: Place = { pathname: location.pathname, search: location.search, key: location.key };

  // Scroll events come a frame after the change: the key is current once the page commits.
  const key = useRef(location.key);
  useLayoutEffect(() => {
    key.current = location.key;
  }, [location.key]);
  useEffect(() => {
    const onScroll = (event: Event) => rememberScroll(key.current, event.target);
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, []);

  useEffect(() => {
    const previous = current.current;
    current.current = to;
    if (previous?.key === to.key) return undefined;
    recordArrival(previous, to, arrival);
    // The first page of a load has nothing to return to (its positions died with the last load;
    // the first entry of every router is keyed "default").
    if (previous === null) return undefined;
    if (arrival === 'POP') return restoreScroll(to.key);
    // A Back link to the place the previous page came from: that place's scroll.
    const origin = previous ? cameFrom(previous.key) : undefined;
    if (origin && origin.pathname === to.pathname && origin.search === to.search) {
      return restoreScroll(origin.key);
    }
    return undefined;
    // The entry's key names the whole location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
