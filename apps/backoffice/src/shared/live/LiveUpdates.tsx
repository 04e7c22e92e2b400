import { useEffect } from 'react';
import { CHANGE_AREAS, openEventStream, readsOfAreas, routes } from '@backoffice/api';
import type { ChangeArea, EventStream } from '@backoffice/api';
import { USER_STATUS_REFRESH_DELAY_MS } from '@backoffice/domain';
import type { AppApi } from '../api';
import type { LiveChannel } from './channel';
import { presenceStore } from './presence';

/** Changes told within this time are read in one pass (a burst of writes, one refetch). */
export const COALESCE_MS = 150;

/**
 * Each client waits a random part of this on top, so that a write told to the whole team
 * (fifty screens on the same board) does not come back as fifty reads in the same
 * millisecond: the first read loads, the server keeps its answer for the data version
 * (ReadCache) and shares it with identical reads still loading, and the rest find it kept.
 */
export const LIVE_JITTER_MS = 300;

/**
 * Areas read again later than the others: the user list is refreshed 1000 ms after a status
 * change (people-and-content), whoever made it, so a change told live keeps that rhythm too.
 */
const READ_AFTER_MS: Partial<Record<ChangeArea, number>> = {
  users: USER_STATUS_REFRESH_DELAY_MS,
};

/** Every area: what a resync revalidates. */
const ALL_AREAS: readonly ChangeArea[] = CHANGE_AREAS;

/**
 * Opens the server's change events for the signed-in layout and keeps the screens up to
 * date: a change revalidates the SWR reads of its areas (those on screen fetch again, SWR
 * keeps the others until they are next shown), a resync or a reconnect revalidates every
 * live read (what was said while the stream was away). A revalidation keeps what is on
 * screen until the new answer comes, so it never blanks a screen, steals focus or moves the
 * scroll position; SWR also revalidates when the tab regains focus (its default,
 * `revalidateOnFocus`), and the stream then tries again at once if it was waiting.
 */
export interface LiveUpdatesProps {
  channel: LiveChannel;
  /** The app's API (its origin and token) and whether live refresh is on. */
  api: Pick<AppApi, 'client' | 'tokens' | 'liveUpdates'>;
  /** The SWR cache's mutate (the layout's ApiProvider). */
  mutate: (matcher: (key: unknown) => boolean) => unknown;
}

export function LiveUpdates({ channel, api, mutate }: LiveUpdatesProps) {
  const { client, tokens, liveUpdates = true } = api;

  useEffect(() => {
    if (!liveUpdates) return undefined;
    // One batch per delay: the areas told within it are read in one pass.
    const batches = new Map<
      number,
      { areas: Set<ChangeArea>; timer: ReturnType<typeof setTimeout> }
    >();

    const flush = (delay: number) => {
      const batch = batches.get(delay);
      batches.delete(delay);
      if (!batch) return;
      const areas = [...batch.areas];
      const reads = new Set<string>(readsOfAreas(areas));
      void mutate((key) => Array.isArray(key) && reads.has(key[0] as string));
      channel.tell(areas);
    };
    const changed = (areas: readonly ChangeArea[]) => {
      for (const area of areas) {
        const delay = READ_AFTER_MS[area] ?? COALESCE_MS;
        let batch = batches.get(delay);
        if (!batch) {
          batch = {
            areas: new Set(),
            timer: setTimeout(
              () => flush(delay),
              // The users' 1000 ms is the spec's rhythm: kept exact.
              delay === COALESCE_MS ? delay + Math.floor(Math.random() * LIVE_JITTER_MS) : delay,
            ),
          };
          batches.set(delay, batch);
        }
        batch.areas.add(area);
      }
    };

    const stream: EventStream = openEventStream({
      baseUrl: client.baseUrl,
      getToken: () => tokens.get(),
      onChange: (event) => changed(event.areas),
      onResync: () => changed(ALL_AREAS),
      onPresence: (presence) => presenceStore.hear(presence),
      onStatus: (status, info) => {
        channel.setState({
          status,
          retryAt: info.retryInMs === undefined ? undefined : Date.now() + info.retryInMs,
        });
        // The server ended the session (disabled, reset, signed out elsewhere):
        // one call learns why (401 session_revoked…) and the app goes to sign-in with it.
        if (status === 'stopped' && info.sessionEnded)
          void client.call(routes.refresh).catch(() => {});
      },
    });

    const wake = () => {
      if (document.visibilityState === 'visible') stream.reconnectNow();
    };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      for (const batch of batches.values()) clearTimeout(batch.timer);
      batches.clear();
      stream.close();
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      channel.setState({ status: 'off' });
      presenceStore.clear();
    };
  }, [liveUpdates, client, tokens, channel, mutate]);

  return null;
}
