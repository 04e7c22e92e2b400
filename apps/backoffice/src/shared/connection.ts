import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached. Set by the API client's fetch (below): a call
 * that got no answer (a network error) or a 502, 503 (the database cut off, a server
 * starting or draining) or 504 says it is lost; any other answer says it is back. The top bar
 * then says "Connection to the server lost, retrying…" (LiveStatus) while the client and SWR
 * try again; nothing on screen is reset, so what was typed stays.
 */
export class ConnectionState {
  private lost = false;
  private readonly listeners = new Set<() => void>();

  getLost = (): boolean => this.lost;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  set(lost: boolean): void {
    if (lost === this.lost) return;
    this.lost = lost;
    for (const listener of [...this.listeners]) listener();
  }

  /** A fetch that tells this state what each call met. */
  watch(fetchImpl: () => typeof fetch = () => globalThis.fetch): typeof fetch {
    return async (...args) => {
      try {
        const response = await fetchImpl()(...args);
        this.set([502, 503, 504].includes(response.status));
        return response;
      } catch (error) {
        // An abort is the app's own doing (a screen left, a sign-out), not the server's.
        if (!(error instanceof DOMException && error.name === 'AbortError')) this.set(true);
        throw error;
      }
    };
  }
}

/** The app's one connection state. */
export const connection = new ConnectionState();

/** True while calls fail because the server (or its database) cannot be reached. */
export function useConnectionLost(state: ConnectionState = connection): boolean {
  return useSyncExternalStore(state.subscribe, state.getLost);
}
