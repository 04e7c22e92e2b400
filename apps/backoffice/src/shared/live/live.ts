import { useEffect, useRef } from 'react';
import type { ChangeArea } from '@backoffice/api';

/**
 * Live refresh in the app. `LiveUpdates` (mounted once by the signed-in layout,
 * after its first paint) reads the server's change events and revalidates the reads that
 * show what changed, on every screen, by the one table of packages/api (`AREA_READS`): a
 * screen's data joins live refresh by its read being in that table, nothing more. A screen
 * that must do more than show the new data listens with `useLiveChanges`.
 */

/** `off` without a stream (stories), then the stream's own statuses. */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'reconnecting' | 'stopped';

/**
 * The event LiveUpdates tells the screens by, on the document, once their reads have been
 * revalidated (the areas as its detail). An event rather than a shared module, so that a
 * screen listening adds no chunk to its first paint.
 */
export const LIVE_CHANGE_EVENT = 'backoffice:live-change';

/**
 * Calls `onChange` when the server tells of a change to one of `areas` (a resync counts for
 * every area). The reads are already revalidated; this is for what a screen does beyond
 * showing the new data.
 */
export function useLiveChanges(
  areas: readonly ChangeArea[],
  onChange: (areas: readonly ChangeArea[]) => void,
): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const key = areas.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    const listener = (event: Event) => {
      const hits = (event as CustomEvent<readonly ChangeArea[]>).detail.filter((a) =>
        wanted.has(a),
      );
      if (hits.length > 0) latest.current(hits);
    };
    document.addEventListener(LIVE_CHANGE_EVENT, listener);
    return () => document.removeEventListener(LIVE_CHANGE_EVENT, listener);
  }, [key]);
}
