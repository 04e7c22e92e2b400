import { useEffect, useRef, useSyncExternalStore } from 'react';
import { routes, useApiClient, type PresenceBody } from '@backoffice/api';
import {
  PRESENCE_EXPIRY_MS,
  PRESENCE_HEARTBEAT_MS,
  presencePlace,
  type Presence,
  type PresenceEntity,
} from '@backoffice/domain';

/**
 * Who else has a record open. The live channel (LiveUpdates) tells the store each presence
 * the server relays, from every server; the screens read the store, so that one opened after
 * a colleague's heartbeat still shows them at once. Someone not heard of for
 * PRESENCE_EXPIRY_MS has left; a `left` presence removes them at once. The signed-in person's
 * own presence (another tab of theirs) is left out: the layout tells the store who they are.
 */
interface Seen {
  presence: Presence;
  until: number;
}

const NONE: readonly Presence[] = [];

/** What a screen's person does on the record it announces. */
interface Doing {
  activity: 'viewing' | 'editing';
  what: string | null;
}

export class PresenceStore {
  /** The signed-in person (the layout sets it): their own presence is not shown to them. */
  self: number | null = null;
  private readonly places = new Map<string, Map<number, Seen>>();
  private readonly listeners = new Set<() => void>();
  private readonly snapshots = new Map<string, readonly Presence[]>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** A presence the server relayed. */
  hear(presence: Presence): void {
    if (presence.staffId === this.self) return;
    let people = this.places.get(presence.place);
    if (presence.left) {
      if (!people?.delete(presence.staffId)) return;
    } else {
      if (!people) {
        people = new Map();
        this.places.set(presence.place, people);
      }
      people.set(presence.staffId, { presence, until: this.now() + PRESENCE_EXPIRY_MS });
      this.startPruning();
    }
    this.changed(presence.place);
  }

  /** The people on a place now, in the order they came (a stable array between changes). */
  at(place: string): readonly Presence[] {
    const kept = this.snapshots.get(place);
    if (kept) return kept;
    const people = [...(this.places.get(place)?.values() ?? [])].map((seen) => seen.presence);
    const snapshot = people.length ? people : NONE;
    this.snapshots.set(place, snapshot);
    return snapshot;
  }

  /** Forgets everyone (sign-out). */
  clear(): void {
    const places = [...this.places.keys()];
    this.places.clear();
    for (const place of places) this.changed(place);
  }

  /** Removes the people not heard of in time; returns whether anyone left. */
  prune(): boolean {
    const now = this.now();
    let any = false;
    for (const [place, people] of this.places) {
      for (const [staffId, seen] of people) {
        if (seen.until <= now) {
          people.delete(staffId);
          any = true;
          this.snapshots.delete(place);
        }
      }
      if (people.size === 0) this.places.delete(place);
    }
    if (any) this.notify();
    if (this.places.size === 0) this.stopPruning();
    return any;
  }

  private changed(place: string) {
    this.snapshots.delete(place);
    if (this.places.get(place)?.size === 0) this.places.delete(place);
    this.notify();
  }

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }

  private startPruning() {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => this.prune(), 5000);
  }

  private stopPruning() {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** The app's one store, filled by LiveUpdates. */
export const presenceStore = new PresenceStore();

/** The people who have this place open (`presencePlace`), the signed-in person left out. */
export function usePresenceAt(place: string | null): readonly Presence[] {
  return useSyncExternalStore(presenceStore.subscribe, () =>
    place === null ? NONE : presenceStore.at(place),
  );
}

/**
 * Says, while the screen shows a record, that its person has it open, and what they do
 * there (`editing`, and what in words: "the FAQ"): at once, every PRESENCE_HEARTBEAT_MS, and
 * that they left when the screen goes or shows another record. A change of what they do is
 * sent at once, without a leaving first: the colleagues' screens replace "viewing" by
 * "editing", where a leaving and a coming back made the name blink. A closed tab (`pagehide`)
 * says it left at once, by a call that outlives the page (`keepalive`), where the others waited
 * for the expiry; a page that comes back from the back-forward cache (`pageshow`) says it is
 * here again. A failed heartbeat is not retried (the next one comes).
 */
export function useAnnouncePresence(
  entity: PresenceEntity,
  id: number | null,
  activity: 'viewing' | 'editing' = 'viewing',
  what: string | null = null,
): void {
  const client = useApiClient();
  // What is said of the record: `what` only while editing.
  const editingWhat = activity === 'editing' && what ? what : null;
  // What this person does now, read by the record's effect below (declared first, so that
  // its update runs before that effect starts on a new record).
  const now = useRef<Doing>({ activity, what: editingWhat });
  // Sends a change of what they do on the record announced (null: none is).
  const change = useRef<((next: Doing) => void) | null>(null);

  useEffect(() => {
    const next = { activity, what: editingWhat };
    now.current = next;
    change.current?.(next);
  }, [activity, editingWhat]);

  useEffect(() => {
    if (id === null) return undefined;
    let said: Doing = now.current;
    // The page was hidden (pagehide) and its leaving sent: nothing more until it is shown.
    let gone = false;
    const bodyOf = ({ activity: a, what: w }: Doing): PresenceBody => ({
      entity,
      id,
      activity: a,
      ...(w ? { what: w } : {}),
    });
    const send = (body: PresenceBody, keepalive = false) =>
      void client
        .call(routes.presence, { body, ...(keepalive ? { keepalive } : {}) })
        .catch(() => {});
    const heartbeat = () => send(bodyOf(said));
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      heartbeat();
      timer = setInterval(heartbeat, PRESENCE_HEARTBEAT_MS);
    };
    const leave = (keepalive: boolean) => {
      clearInterval(timer);
      send({ ...bodyOf(said), left: true }, keepalive);
    };
    // The tab closes (or goes to the back-forward cache): said now, by a call the closing
    // does not cancel. A hidden tab (another tab in front) is still open: it says nothing.
    const onPageHide = () => {
      if (gone) return;
      gone = true;
      leave(true);
    };
    // Back from the back-forward cache (`persisted`), as it was: here again.
    const onPageShow = () => {
      if (!gone) return;
      gone = false;
      start();
    };
    change.current = (next) => {
      if (next.activity === said.activity && next.what === said.what) return;
      said = next;
      if (!gone) heartbeat();
    };
    start();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      change.current = null;
      if (!gone) leave(false);
    };
  }, [client, entity, id]);
}

/**
 * A record a screen shows (`id` null: none yet, a new one): announces it, as editing `what`
 * while `editing` (viewing otherwise), and gives the others who have it open.
 */
export function useRecordPresence(
  entity: PresenceEntity,
  id: number | null,
  editing: boolean,
  what: string,
): readonly Presence[] {
  useAnnouncePresence(entity, id, editing ? 'editing' : 'viewing', editing ? what : null);
  return usePresenceAt(id === null ? null : presencePlace(entity, id));
}

export { presencePlace };
