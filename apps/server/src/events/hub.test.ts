import { describe, expect, it, vi } from 'vitest';
import type { Database, NotificationHandlers } from '../db/client';
import { log } from '../log';
import { CHANGES_CHANNEL, localChangeHub, sharedChangeHub, type HubMessage } from './hub';

describe('localChangeHub', () => {
  it('tells every stream of a change, and a failing one does not stop the others', async () => {
    const hub = localChangeHub();
    const heard: HubMessage[] = [];
    const error = vi.spyOn(log(), 'error').mockImplementation(() => {});
    const offBroken = hub.subscribe(() => {
      throw new Error('broken stream');
    });
    const off = hub.subscribe((message) => void heard.push(message));
    expect(hub.size).toBe(2);
    await hub.publish(['requests']);
    await hub.publish([]);
    expect(heard).toEqual([{ kind: 'change', areas: ['requests'] }]);
    expect(error).toHaveBeenCalledTimes(1);
    off();
    offBroken();
    expect(hub.size).toBe(0);
    error.mockRestore();
  });
});

describe('presence', () => {
  const presence = {
    staffId: 2,
    name: 'Léa Bernard',
    place: 'request:12',
    activity: 'viewing' as const,
    what: null,
    left: false,
  };

  it('is told to every stream of the one server on the embedded database', async () => {
    const hub = localChangeHub();
    const heard: HubMessage[] = [];
    const off = hub.subscribe((message) => void heard.push(message));
    await hub.publishPresence(presence);
    expect(heard).toEqual([{ kind: 'presence', presence }]);
    off();
  });

  it('goes between servers as a NOTIFY, and is dropped, not queued, while the database is away', async () => {
    const pg = fakePostgres();
    const hub = sharedChangeHub(pg.database, { minDelayMs: 1, maxDelayMs: 2, log: () => {} });
    const heard: HubMessage[] = [];
    hub.subscribe((message) => void heard.push(message));
    await vi.waitFor(() => expect(pg.connections).toHaveLength(1));
    pg.connections[0]!.onNotify(JSON.stringify({ presence }));
    expect(heard).toEqual([{ kind: 'presence', presence }]);
    await hub.publishPresence(presence);
    expect(pg.executed).toHaveLength(1);
    pg.failNotify(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    await expect(hub.publishPresence(presence)).resolves.toBeUndefined();
    pg.failNotify(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Not queued: nothing goes out once the database is back.
    expect(pg.executed).toHaveLength(1);
    await hub.close();
  });
});

/** A shared hub on a fake PostgreSQL that tries again after 10-20 ms; with the lines it logs. */
function retryingHub() {
  const pg = fakePostgres();
  const lines: string[] = [];
  const hub = sharedChangeHub(pg.database, {
    minDelayMs: 10,
    maxDelayMs: 20,
    log: (line) => void lines.push(line),
  });
  return { pg, lines, hub };
}

/** A PostgreSQL stand-in: NOTIFY calls recorded, LISTEN connections the test can break. */
function fakePostgres() {
  const connections: NotificationHandlers[] = [];
  const executed: unknown[] = [];
  let failNext = false;
  // Set: NOTIFY fails so (the database cut off, or a refusal).
  let notifyError: Error | null = null;
  const database = {
    kind: 'postgres',
    db: {
      execute: async (query: unknown) => {
        if (notifyError) throw notifyError;
        executed.push(query);
      },
    },
    async listen(channel: string, handlers: NotificationHandlers) {
      expect(channel).toBe(CHANGES_CHANNEL);
      if (failNext) {
        failNext = false;
        throw new Error('connection refused');
      }
      connections.push(handlers);
      return async () => {};
    },
  } as unknown as Database;
  return {
    database,
    connections,
    executed,
    failListen: () => void (failNext = true),
    failNotify: (error: Error | null) => void (notifyError = error),
  };
}

describe('sharedChangeHub', () => {
  it('publishes with NOTIFY and tells its streams what LISTEN hears', async () => {
    const pg = fakePostgres();
    const hub = sharedChangeHub(pg.database, { log: () => {} });
    const heard: HubMessage[] = [];
    hub.subscribe((message) => void heard.push(message));
    await vi.waitFor(() => expect(pg.connections).toHaveLength(1));
    await hub.publish(['offices']);
    await hub.publish([]);
    expect(pg.executed).toHaveLength(1);
    pg.connections[0]!.onNotify('{"areas":["offices"]}');
    pg.connections[0]!.onNotify('garbage');
    expect(heard).toEqual([{ kind: 'change', areas: ['offices'] }]);
    await hub.close();
  });

  it('listens again with back-off when the connection is lost, then asks for a resync', async () => {
    const { pg, lines, hub } = retryingHub();
    const heard: HubMessage[] = [];
    hub.subscribe((message) => void heard.push(message));
    await vi.waitFor(() => expect(pg.connections).toHaveLength(1));
    pg.failListen();
    pg.connections[0]!.onLost(new Error('terminated'));
    await vi.waitFor(() => expect(pg.connections).toHaveLength(2));
    await vi.waitFor(() => expect(heard).toEqual([{ kind: 'resync' }]));
    expect(lines.join('\n')).toMatch(/lost[\s\S]*LISTEN failed[\s\S]*listening again/);
    await hub.close();
  });

  it('keeps a NOTIFY that met the database cut off and sends it once the database is back', async () => {
    const { pg, lines, hub } = retryingHub();
    const cut = Object.assign(new Error('Connection terminated unexpectedly'), {});
    pg.failNotify(cut);
    // Not a failure of the write: the call's publish resolves, the events wait.
    await hub.publish(['offices']);
    await hub.publish(['offices']);
    await hub.publishSessionsEnded(7);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(pg.executed).toHaveLength(0);
    pg.failNotify(null);
    // The same change twice goes out once; the ended sessions too.
    await vi.waitFor(() => expect(pg.executed).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(pg.executed).toHaveLength(2);
    expect(lines.join('\n')).toMatch(/cannot be reached[\s\S]*waited for the database went out/);
    await hub.close();
  });

  it('refuses at once a NOTIFY the database refused for another reason (nothing waits)', async () => {
    const { pg, hub } = retryingHub();
    pg.failNotify(Object.assign(new Error('payload string too long'), { code: '22023' }));
    await expect(hub.publish(['offices'])).rejects.toThrow('payload string too long');
    pg.failNotify(null);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(pg.executed).toHaveLength(0);
    await hub.close();
  });
});
