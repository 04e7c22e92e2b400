import { sql } from 'drizzle-orm';
import {
  backoffDelay,
  changeEventData,
  parseChangeEvent,
  parsePresenceEvent,
  presenceEventData,
} from '@backoffice/api/contract';
import type { Presence } from '@backoffice/domain';
import type { ChangeArea } from '@backoffice/api/contract';
import type { Database } from '../db/client';
import { isDatabaseUnreachable } from '../ops/database';
import { errorFacts, log } from '../log';

/**
 * Where a server's change events meet its event streams. On the embedded
 * database (one process) a write is told to this server's streams at once. On PostgreSQL,
 * which several servers behind a load balancer share, each write is a NOTIFY on one channel
 * and every server LISTENs on it, its own writes included: whichever server took the write,
 * every server tells its own clients.
 */

/** The channel every server of one PostgreSQL database NOTIFYs and LISTENs on. */
export const CHANGES_CHANNEL = 'backoffice_changes';

/** What a stream is told: a change, or that changes may have been missed (read everything). */
export type HubMessage =
  | { kind: 'change'; areas: readonly ChangeArea[] }
  | { kind: 'resync' }
  /** A staff member's sessions ended (disabled, reset…): their streams end now. */
  | { kind: 'sessions'; staffId: number }
  /** Someone opened, is still on, or left a record: told to every stream, never stored. */
  | { kind: 'presence'; presence: Presence };

/** The NOTIFY payload of ended sessions (a change event's has `areas`). */
function sessionsPayload(staffId: number): string {
  return JSON.stringify({ sessionsEnded: staffId });
}

function parseSessionsPayload(payload: string): number | null {
  try {
    const id = (JSON.parse(payload) as { sessionsEnded?: unknown } | null)?.sessionsEnded;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

export interface ChangeHub {
  /** Tells every server's streams that these areas changed (after the write committed). */
  publish(areas: readonly ChangeArea[]): Promise<void>;
  /** Tells every server that a staff member's sessions ended: their streams check now. */
  publishSessionsEnded(staffId: number): Promise<void>;
  /**
   * Tells every server's streams who has a record open. Lost while the database is cut off
   * (the next heartbeat tells it again), never queued.
   */
  publishPresence(presence: Presence): Promise<void>;
  /** Listens to this server's messages; returns the unsubscribe. */
  subscribe(listener: (message: HubMessage) => void): () => void;
  /** Streams open on this server. */
  readonly size: number;
  /** Stops listening (the database's close does it too). */
  close(): Promise<void>;
}

class Subscribers {
  private readonly listeners = new Set<(message: HubMessage) => void>();

  get size() {
    return this.listeners.size;
  }

  add(listener: (message: HubMessage) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  tell(message: HubMessage): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(message);
      } catch (error) {
        // One broken stream must not keep the others from hearing.
        log().error(errorFacts(error), 'A change listener failed');
      }
    }
  }
}

/** One process, one database: the streams of this server are all there is. */
export function localChangeHub(): ChangeHub {
  const subscribers = new Subscribers();
  return {
    async publish(areas) {
      if (areas.length > 0) subscribers.tell({ kind: 'change', areas });
    },
    async publishSessionsEnded(staffId) {
      subscribers.tell({ kind: 'sessions', staffId });
    },
    async publishPresence(presence) {
      subscribers.tell({ kind: 'presence', presence });
    },
    subscribe: (listener) => subscribers.add(listener),
    get size() {
      return subscribers.size;
    },
    close: async () => {},
  };
}

export interface SharedHubOptions {
  /** The first wait before listening again after the connection broke, in ms. @default 500 */
  minDelayMs?: number;
  /** @default 15000 */
  maxDelayMs?: number;
  /** Logs a lost or restored connection. @default the server's log, as a warning */
  log?: (line: string) => void;
}

/**
 * PostgreSQL: NOTIFY to publish, a LISTEN connection of its own to hear every server's
 * writes. When that connection breaks, the server listens again with back-off and then tells
 * its streams to resync: what was written in between was not heard.
 */
export function sharedChangeHub(database: Database, options: SharedHubOptions = {}): ChangeHub {
  const listen = database.listen?.bind(database);
  if (!listen) throw new Error('LISTEN needs a PostgreSQL database');
  const subscribers = new Subscribers();
  const say = options.log ?? ((line: string) => log().warn(line));
  let closed = false;
  let unlisten: (() => Promise<void>) | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const start = async (attempt: number): Promise<void> => {
    if (closed) return;
    try {
      unlisten = await listen(CHANGES_CHANNEL, {
        onNotify(payload) {
          const ended = parseSessionsPayload(payload);
          if (ended !== null) {
            subscribers.tell({ kind: 'sessions', staffId: ended });
            return;
          }
          const presence = parsePresenceEvent(payload);
          if (presence) {
            subscribers.tell({ kind: 'presence', presence });
            return;
          }
          const event = parseChangeEvent(payload);
          if (event && event.areas.length > 0)
            subscribers.tell({ kind: 'change', areas: event.areas });
        },
        onLost(error) {
          unlisten = null;
          say(`Change events: the LISTEN connection was lost (${String(error)}); listening again`);
          schedule(1);
        },
      });
      if (closed) {
        await unlisten();
        return;
      }
      if (attempt > 0) {
        say('Change events: listening again; streams are told to resync');
        subscribers.tell({ kind: 'resync' });
      }
    } catch (error) {
      if (closed) return;
      say(`Change events: LISTEN failed (${String(error)})`);
      schedule(attempt + 1);
    }
  };
  const schedule = (attempt: number) => {
    if (closed) return;
    const wait = backoffDelay(attempt, options.minDelayMs ?? 500, options.maxDelayMs ?? 15_000);
    retry = setTimeout(() => void start(attempt), wait);
    retry.unref?.();
  };
  void start(0);

  // A NOTIFY that met the database cut off (the write before it had committed) waits here and
  // goes out once the database answers again, so that no server's streams miss it: an outage
  // is logged once by the database monitor, not as one error per write.
  const waiting = new Set<string>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const notify = (payload: string) =>
    database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
  const flush = async (attempt: number): Promise<void> => {
    flushTimer = undefined;
    for (const payload of [...waiting]) {
      if (closed) return;
      try {
        await notify(payload);
        waiting.delete(payload);
      } catch (error) {
        if (!isDatabaseUnreachable(error)) {
          waiting.delete(payload);
          log().error(errorFacts(error), 'A change event was not published');
          continue;
        }
        scheduleFlush(attempt + 1);
        return;
      }
    }
    if (attempt > 0) say('Change events: the events that waited for the database went out');
  };
  const scheduleFlush = (attempt: number) => {
    if (closed || flushTimer) return;
    const wait = backoffDelay(attempt, options.minDelayMs ?? 500, options.maxDelayMs ?? 15_000);
    flushTimer = setTimeout(() => void flush(attempt), wait);
    flushTimer.unref?.();
  };
  const send = async (payload: string) => {
    try {
      // Delivered to the listeners on commit: this statement commits on its own.
      await notify(payload);
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      if (waiting.size === 0) say('Change events: the database cannot be reached; events wait');
      waiting.add(payload);
      scheduleFlush(1);
    }
  };

  return {
    async publish(areas) {
      if (areas.length === 0) return;
      await send(changeEventData(areas));
    },
    async publishSessionsEnded(staffId) {
      await send(sessionsPayload(staffId));
    },
    async publishPresence(presence) {
      try {
        await notify(presenceEventData(presence));
      } catch (error) {
        // Presence is news of the moment: the next heartbeat tells it again.
        if (!isDatabaseUnreachable(error)) throw error;
      }
    },
    subscribe: (listener) => subscribers.add(listener),
    get size() {
      return subscribers.size;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearTimeout(flushTimer);
      await unlisten?.();
      unlisten = null;
    },
  };
}

/** The hub a database needs: shared through PostgreSQL, in memory on PGlite. */
export function changeHubFor(database: Database): ChangeHub {
  return database.kind === 'postgres' && database.listen
    ? sharedChangeHub(database)
    : localChangeHub();
}
