import { useSyncExternalStore } from 'react';
import type { ChangeArea } from '@backoffice/api';
import type { LiveStatus } from './live';

export interface LiveState {
  status: LiveStatus;
  /** While reconnecting: when the next try is, in ms since the epoch. */
  retryAt?: number;
}

// live.ts's LIVE_CHANGE_EVENT, written again rather than imported (see there).
const CHANGE_EVENT = 'backoffice:live-change';

/** Where the stream stands, for the top bar, and the changes it tells the screens. */
export class LiveChannel {
  private state: LiveState = { status: 'off' };
  private readonly listeners = new Set<() => void>();

  getState = (): LiveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  setState(state: LiveState): void {
    this.state = state;
    for (const listener of [...this.listeners]) listener();
  }

  /** Tells the screens that these areas changed (after their reads were revalidated). */
  tell(areas: readonly ChangeArea[], root: Document = document): void {
    root.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: areas }));
  }
}

/** Where the stream stands. */
export function useLiveState(channel: LiveChannel): LiveState {
  return useSyncExternalStore(channel.subscribe, channel.getState);
}
