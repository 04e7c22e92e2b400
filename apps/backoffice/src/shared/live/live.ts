import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChangeArea } from '@backoffice/api';

/**
 * Live refresh in the app (issue 20). `LiveUpdates` (mounted once by the signed-in layout)
 * reads the server's change events and revalidates the reads that show what changed, on
 * every screen, by the one table of packages/api (`AREA_READS`): a screen's data joins live
 * refresh by its read being in that table, nothing more. A screen that must do more than
 * show the new data (the board holds new cards behind a button) listens with
 * `useLiveChanges`.
 */

/** `off` without a stream (stories), then the stream's own statuses. */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'reconnecting' | 'stopped';

export interface LiveState {
  status: LiveStatus;
  /** While reconnecting: when the next try is, in ms since the epoch. */
  retryAt?: number;
}

/** The stream's status and the changes it tells, for the components that show or use them. */
export class LiveChannel {
  private state: LiveState = { status: 'off' };
  private readonly statusListeners = new Set<() => void>();
  private readonly changeListeners = new Set<(areas: readonly ChangeArea[]) => void>();

  getState = (): LiveState => this.state;

  subscribeState = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  };

  setState(state: LiveState): void {
    this.state = state;
    for (const listener of [...this.statusListeners]) listener();
  }

  onChange(listener: (areas: readonly ChangeArea[]) => void): () => void {
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  }

  /** Tells the screens that these areas changed (after their reads were revalidated). */
  tell(areas: readonly ChangeArea[]): void {
    for (const listener of [...this.changeListeners]) listener(areas);
  }
}

export const LiveContext = createContext<LiveChannel | null>(null);

const offState: LiveState = { status: 'off' };
const nothing = () => () => {};

/** Where the stream stands (the top bar says so when it is reconnecting). */
export function useLiveStatus(): LiveState {
  const channel = useContext(LiveContext);
  return useSyncExternalStore(
    channel?.subscribeState ?? nothing,
    channel?.getState ?? (() => offState),
  );
}

/**
 * Calls `onChange` when the server tells of a change to one of `areas` (a resync counts for
 * every area). The reads are already revalidated; this is for what a screen does beyond
 * showing the new data.
 */
export function useLiveChanges(
  areas: readonly ChangeArea[],
  onChange: (areas: readonly ChangeArea[]) => void,
): void {
  const channel = useContext(LiveContext);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const key = areas.join(',');
  useEffect(() => {
    if (!channel) return undefined;
    const wanted = new Set(key.split(','));
    return channel.onChange((changed) => {
      const hits = changed.filter((area) => wanted.has(area));
      if (hits.length > 0) latest.current(hits);
    });
  }, [channel, key]);
}
