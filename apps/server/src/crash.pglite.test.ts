/**
 * A kill -9 in the middle of a burst of writes on the embedded database. After a
 * restart on the same DATA_DIR, every write the server had acknowledged is there.
 * (PGlite only: the file is left out when DATABASE_URL is set, see vitest.config.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes } from '@backoffice/api/contract';
import { buildServer, signInThrough, startProcess, type ServerProcess } from './test/processes';

let build: ReturnType<typeof buildServer>;
let dataDir: string;
const running: ServerProcess[] = [];

beforeAll(() => {
  build = buildServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-crash-'));
});
afterAll(async () => {
  for (const server of running) await server.kill();
  build.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded database in DATA_DIR, whatever the environment of the test run says. */
async function start(): Promise<ServerProcess> {
  const server = await startProcess(build.dir, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STATIC_DIR: path.join(dataDir, 'no-app'),
  });
  running.push(server);
  return server;
}

function call(
  server: ServerProcess,
  token: string,
  route: { method: string; path: string },
  body?: unknown,
  id?: number,
) {
  return fetch(`${server.url}${id === undefined ? route.path : buildPath(route.path, { id })}`, {
    method: route.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('kill -9 during a burst of writes on the embedded database', () => {
  it('keeps every acknowledged write after a restart', async () => {
    const first = await start();
    const token = await signInThrough(first.url);
    const guests = (await (
      await call(first, token, {
        ...routes.users,
        path: `${routes.users.path}?userType=guest&perPage=20`,
      })
    ).json()) as {
      users: { id: number }[];
    };
    const guest = guests.users[0]!.id;
    const officeId = 7;
    const notes: string[] = [];
    const favorites: number[] = [];
    const ranks = new Map<number, number>();
    const sentRanks = new Map<number, number>();
    let stop = false;
    let sent = 0;
    // Eight clients writing as fast as they can: notes, favorites and ranks.
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const n = w * 10_000 + i;
        sent++;
        try {
          if (i % 3 === 0) {
            const note = `<p>Crash test note ${n}</p>`;
            const res = await call(first, token, routes.createInternalNote, {
              office_id: officeId,
              note,
            });
            if (res.status === 200) notes.push(note);
          } else if (i % 3 === 1) {
            const office = 100 + ((w * 97 + i) % 2800);
            const res = await call(
              first,
              token,
              routes.addFavorites,
              { office_ids: [office] },
              guest,
            );
            if (res.status === 200) favorites.push(office);
          } else {
            const office = 2000 + w;
            const rank = (i % 5) + 1;
            sentRanks.set(office, rank);
            const res = await call(first, token, routes.officeRank, { rank }, office);
            if (res.status === 200) ranks.set(office, rank);
          }
        } catch {
          // The server died under this call: it was never acknowledged.
          return;
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    // Killed while writes are in flight, once a good number were acknowledged.
    const started = Date.now();
    while (notes.length + favorites.length + ranks.size < 90 && Date.now() - started < 20_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await first.kill();
    stop = true;
    await Promise.all(workers);
    const acknowledged = notes.length + favorites.length;
    expect(acknowledged).toBeGreaterThan(40);

    const second = await start();
    const again = await signInThrough(second.url);
    const office = (await (
      await call(second, again, routes.office, undefined, officeId)
    ).json()) as {
      office: { internalNotes: { note: string }[] };
    };
    const kept = new Set(office.office.internalNotes.map((n) => n.note));
    const lostNotes = notes.filter((n) => !kept.has(n));
    const user = (await (await call(second, again, routes.user, undefined, guest)).json()) as {
      user: { bookmarks: { officeId: number; deletedAt: string | null }[] };
    };
    const active = new Set(
      user.user.bookmarks.filter((b) => b.deletedAt === null).map((b) => b.officeId),
    );
    const lostFavorites = favorites.filter((id) => !active.has(id));
    // A rank acknowledged last is the rank (each worker writes its own office, in order).
    const lostRanks: number[] = [];
    for (const [id, rank] of ranks) {
      const detail = (await (await call(second, again, routes.office, undefined, id)).json()) as {
        office: { rank: number };
      };
      // The write in flight when the process died may have landed after the last acknowledged.
      if (detail.office.rank !== rank && detail.office.rank !== sentRanks.get(id))
        lostRanks.push(id);
    }
    console.info(
      `[kill -9] ${sent} writes sent, ${acknowledged + ranks.size} acknowledged before kill -9; ` +
        `lost after restart: ${lostNotes.length + lostFavorites.length + lostRanks.length}`,
    );
    expect(lostNotes).toEqual([]);
    expect(lostFavorites).toEqual([]);
    expect(lostRanks).toEqual([]);

    // What Node itself refuses, before the app, still answers the API's error body.
    const long = await fetch(`${second.url}${routes.offices.path}?search=${'x'.repeat(20_000)}`, {
      headers: { authorization: `Bearer ${again}` },
    });
    expect(long.status).toBe(431);
    expect(await long.json()).toMatchObject({ code: 'headers_too_large' });
  }, 180_000);
});
