import { createElement, type ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, routes, type ApiClient, type RawCallOptions } from '@backoffice/api';
import {
  PRESENCE_EXPIRY_MS,
  PRESENCE_HEARTBEAT_MS,
  type Presence,
  type PresenceEntity,
} from '@backoffice/domain';
import { PresenceStore, useAnnouncePresence } from './presence';

const lea: Presence = {
  staffId: 2,
  name: 'Léa Bernard',
  place: 'request:12',
  activity: 'viewing',
  what: null,
  left: false,
};

describe('PresenceStore', () => {
  let store: PresenceStore;
  let now = 0;
  afterEach(() => store.clear());

  it('shows who has a place open, until they leave or are not heard of in time', () => {
    now = 1000;
    store = new PresenceStore(() => now);
    let told = 0;
    store.subscribe(() => void (told += 1));
    store.hear(lea);
    expect(store.at('request:12')).toEqual([lea]);
    expect(store.at('request:12')).toBe(store.at('request:12'));
    expect(store.at('request:13')).toEqual([]);
    // A heartbeat keeps them; editing replaces viewing.
    now += PRESENCE_EXPIRY_MS - 1;
    store.hear({ ...lea, activity: 'editing', what: 'the FAQ' });
    now += PRESENCE_EXPIRY_MS - 1;
    expect(store.prune()).toBe(false);
    expect(store.at('request:12')[0]!.what).toBe('the FAQ');
    // Silence beyond the expiry: gone.
    now += 2;
    expect(store.prune()).toBe(true);
    expect(store.at('request:12')).toEqual([]);
    expect(told).toBe(3);
  });

  it('takes a leaving at once, and never shows the signed-in person', () => {
    store = new PresenceStore(() => 0);
    store.hear(lea);
    store.hear({ ...lea, left: true });
    expect(store.at('request:12')).toEqual([]);
    store.self = 2;
    store.hear(lea);
    expect(store.at('request:12')).toEqual([]);
  });
});

/** The calls a screen made, as the client got them: the route, the body, and `keepalive`. */
interface Sent {
  path: string;
  body: unknown;
  keepalive: boolean;
}

describe('useAnnouncePresence', () => {
  let sent: Sent[];
  let client: ApiClient;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    // Only `call` is used by the hook; it answers as the server does.
    client = {
      call: (route: { path: string }, options?: RawCallOptions) => {
        sent.push({
          path: route.path,
          body: options?.body,
          keepalive: options?.keepalive === true,
        });
        return Promise.resolve({ message: 'ok' });
      },
    } as unknown as ApiClient;
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  interface Props {
    entity: PresenceEntity;
    id: number | null;
    activity?: 'viewing' | 'editing';
    what?: string | null;
  }

  const announce = (initial: Props) =>
    renderHook(
      ({ entity, id, activity, what }: Props) => useAnnouncePresence(entity, id, activity, what),
      {
        initialProps: initial,
        wrapper: ({ children }: { children: ReactNode }) =>
          createElement(ApiProvider, { client }, children),
      },
    );

  /** The bodies sent since the last look, and whether each was sent with keepalive. */
  const taken = () => {
    for (const call of sent) expect(call.path).toBe(routes.presence.path);
    const calls = sent.map(({ body, keepalive }) => ({ body, keepalive }));
    sent.length = 0;
    return calls;
  };

  const viewing = { entity: 'office', id: 5, activity: 'viewing' } as const;
  const editing = { entity: 'office', id: 5, activity: 'editing', what: 'the SEO texts' } as const;

  it('says at once and every heartbeat that the record is open, and that it left on unmount', () => {
    const screen = announce({ entity: 'office', id: 5 });
    expect(taken()).toEqual([{ body: viewing, keepalive: false }]);
    act(() => vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS));
    expect(taken()).toEqual([{ body: viewing, keepalive: false }]);
    screen.unmount();
    expect(taken()).toEqual([{ body: { ...viewing, left: true }, keepalive: false }]);
    // Nothing after: no heartbeat, and a closing tab has nothing more to say.
    act(() => vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 3));
    window.dispatchEvent(new Event('pagehide'));
    expect(taken()).toEqual([]);
  });

  it('a change of activity sends the new presence at once, with no leaving before it', () => {
    const screen = announce({ entity: 'office', id: 5 });
    taken();
    screen.rerender({ entity: 'office', id: 5, activity: 'editing', what: 'the SEO texts' });
    expect(taken()).toEqual([{ body: editing, keepalive: false }]);
    // The heartbeat carries what they do now.
    act(() => vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS));
    expect(taken()).toEqual([{ body: editing, keepalive: false }]);
    // Back to viewing: said at once, still no leaving; the same again sends nothing more.
    screen.rerender({ entity: 'office', id: 5, activity: 'viewing', what: null });
    screen.rerender({ entity: 'office', id: 5, activity: 'viewing', what: 'ignored' });
    expect(taken()).toEqual([{ body: viewing, keepalive: false }]);
    // Leaving says what they did last.
    screen.rerender({ entity: 'office', id: 5, activity: 'editing', what: 'the SEO texts' });
    taken();
    screen.unmount();
    expect(taken()).toEqual([{ body: { ...editing, left: true }, keepalive: false }]);
  });

  it('another record: leaves the first, then announces the second with what they do now', () => {
    const screen = announce({ entity: 'office', id: 5 });
    taken();
    screen.rerender({ entity: 'office', id: 6, activity: 'editing', what: 'the SEO texts' });
    expect(taken()).toEqual([
      { body: { ...viewing, left: true }, keepalive: false },
      { body: { ...editing, id: 6 }, keepalive: false },
    ]);
    // No record (a new SEO location): only the leaving.
    screen.rerender({ entity: 'office', id: null, activity: 'editing', what: 'the SEO texts' });
    expect(taken()).toEqual([{ body: { ...editing, id: 6, left: true }, keepalive: false }]);
    act(() => vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS));
    expect(taken()).toEqual([]);
  });

  it('a closing tab (pagehide) says it left at once with keepalive; back from the cache, here again', () => {
    const screen = announce({
      entity: 'office',
      id: 5,
      activity: 'editing',
      what: 'the SEO texts',
    });
    taken();
    // A hidden tab is still open: nothing said.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(taken()).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(taken()).toEqual([{ body: { ...editing, left: true }, keepalive: true }]);
    // Gone: no heartbeat keeps them on the others' screens, no second leaving.
    act(() => vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 2));
    window.dispatchEvent(new Event('pagehide'));
    expect(taken()).toEqual([]);
    // Shown again from the back-forward cache: announced again, and the heartbeat goes on.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(taken()).toEqual([{ body: editing, keepalive: false }]);
    act(() => vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS));
    expect(taken()).toEqual([{ body: editing, keepalive: false }]);
    screen.unmount();
    expect(taken()).toEqual([{ body: { ...editing, left: true }, keepalive: false }]);
  });

  it('unmounted after its pagehide, it says nothing more (the leaving was sent)', () => {
    const screen = announce({ entity: 'office', id: 5 });
    taken();
    window.dispatchEvent(new Event('pagehide'));
    expect(taken()).toEqual([{ body: { ...viewing, left: true }, keepalive: true }]);
    screen.unmount();
    expect(taken()).toEqual([]);
  });
});
