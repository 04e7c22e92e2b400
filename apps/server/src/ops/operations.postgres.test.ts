/**
 * On PostgreSQL with real server processes: the database cut off under load (a TCP
 * proxy between the server and PostgreSQL, closed then opened again) is answered 503
 * `database_unavailable` with Retry-After, `/ready` 503, and nothing else of the 5xx kind;
 * the server recovers without a restart and no write is half-done or done twice. SIGTERM
 * with a 9 s call in flight (a write held by a row lock the test takes): the call ends 200,
 * `/ready` answers 503 meanwhile, live streams get a retry hint, the process exits 0.
 * (PostgreSQL only: left out of the PGlite pass, see vitest.config.ts.)
 */
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PATH, buildPath, routes, type AnyRoute } from '@backoffice/api/contract';
import { copyTemplateDatabase } from '../test/harness';
import { buildServer, signInThrough, startProcess, type ServerProcess } from '../test/processes';

let build: ReturnType<typeof buildServer>;
const databases: Awaited<ReturnType<typeof copyTemplateDatabase>>[] = [];
const servers: ServerProcess[] = [];

beforeAll(() => {
  build = buildServer();
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const database of databases) await database.drop();
  build?.remove();
});

/** A TCP proxy to PostgreSQL that the test cuts (every connection refused) and restores. */
async function proxyTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen(0);
  return {
    port,
    /** Refuses new connections and breaks the open ones (the database is gone). */
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      await listen(port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  retryAfter: string | null;
}

async function call(
  server: ServerProcess,
  route: AnyRoute,
  token: string | null,
  { id, body, key }: { id?: number; body?: unknown; key?: string } = {},
): Promise<Answer> {
  const path = id === undefined ? route.path : buildPath(route.path, { id });
  const res = await fetch(`${server.url}${path}`, {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, retryAfter: res.headers.get('retry-after') };
}

const ready = async (server: ServerProcess) => call(server, routes.ready, null);

/** Polls until `test` holds (no timing asserted: a deadline only so that a hang fails). */
async function until(test: () => Promise<boolean>, what: string, deadlineMs = 60_000) {
  const deadline = Date.now() + deadlineMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`Never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The server's JSON log lines. */
function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the database cut off under load', () => {
  it('answers 503 database_unavailable with Retry-After and /ready 503 during the cut, then recovers without a restart, each write done once', async () => {
    const database = await copyTemplateDatabase(process.env.DATABASE_URL as string);
    databases.push(database);
    const target = new URL(database.url);
    const proxy = await proxyTo(target);
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const server = await startProcess(build.dir, {
      DATABASE_URL: viaProxy.toString(),
      LOG_FORMAT: 'json',
    });
    servers.push(server);
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    try {
      const token = await signInThrough(server.url);
      const {
        rows: [office],
      } = await sql.query('select id from offices order by id limit 1');
      expect((await ready(server)).status).toBe(200);

      // The load: reads, writes (each with its own key and note) and readiness probes.
      let phase: 'before' | 'cut' | 'recovering' | 'after' = 'before';
      let stop = false;
      const answers: { phase: string; sent: string; kind: string; answer: Answer }[] = [];
      const writes: { key: string; note: string; answer: Answer }[] = [];
      let n = 0;
      const worker = async (w: number) => {
        while (!stop) {
          const sent = phase;
          const k = n++;
          let answer: Answer;
          let kind: string;
          if (k % 3 === 0) {
            kind = 'write';
            const key = `outage-${w}-${k}-${Date.now()}`;
            const note = `<p>Outage note ${key}</p>`;
            answer = await call(server, routes.createInternalNote, token, {
              body: { office_id: office.id, note },
              key,
            });
            writes.push({ key, note, answer });
          } else if (k % 3 === 1) {
            kind = 'read';
            answer = await call(server, routes.offices, token);
          } else {
            kind = 'ready';
            answer = await ready(server);
          }
          // Only answers to calls sent and answered within one phase are told apart.
          answers.push({ phase: sent === phase ? sent : 'between', sent, kind, answer });
        }
      };
      const workers = [0, 1, 2, 3].map((w) => worker(w));
      await until(async () => answers.length >= 20, 'answers before the cut');

      await proxy.cut();
      phase = 'cut';
      // The cut lasts until each kind of call has been answered during it a few times.
      await until(
        async () =>
          ['write', 'read', 'ready'].every(
            (kind) => answers.filter((a) => a.phase === 'cut' && a.kind === kind).length >= 5,
          ),
        'calls answered during the cut',
      );
      await proxy.restore();
      // Back once the server has seen it (its check runs every second): /ready says so.
      phase = 'recovering';
      await until(async () => (await ready(server)).status === 200, '/ready 200 again');
      phase = 'after';
      const afterCount = answers.length;
      await until(async () => answers.length >= afterCount + 20, 'answers after the cut');
      stop = true;
      await Promise.all(workers);

      // No 5xx but 503 database_unavailable (calls) or not_ready (readiness), each with
      // Retry-After; never server_error.
      const failures = answers.filter((a) => a.answer.status >= 500);
      for (const { kind, answer } of failures) {
        expect(answer.status).toBe(503);
        expect(answer.body.code).toBe(kind === 'ready' ? 'not_ready' : 'database_unavailable');
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      }
      // During the cut: every call refused so.
      const during = answers.filter((a) => a.phase === 'cut');
      for (const { kind, answer } of during) {
        expect(answer.status).toBe(503);
        expect(answer.body.code).toBe(kind === 'ready' ? 'not_ready' : 'database_unavailable');
      }
      // After it, without a restart: every call answered.
      const after = answers.filter((a) => a.phase === 'after');
      expect(after.length).toBeGreaterThan(0);
      for (const { answer } of after) expect(answer.status).toBe(200);

      // Nothing half-written, nothing twice: each write answered 200 is there once; each
      // refused one, sent again with its key now, is answered 200 and there once too.
      for (const write of writes) {
        if (write.answer.status !== 200) {
          expect(write.answer.status).toBe(503);
          const again = await call(server, routes.createInternalNote, token, {
            body: { office_id: office.id, note: write.note },
            key: write.key,
          });
          expect(again.status).toBe(200);
        }
        const stored = await sql.query(
          'select count(*)::int as n from internal_notes where note = $1',
          [write.note],
        );
        expect(stored.rows[0].n).toBe(1);
      }
      expect(writes.some((w) => w.answer.status === 503)).toBe(true);

      // The log: one line when the database went, one when it came back; no stack.
      const lines = logLines(server);
      expect(lines.filter((l) => l.event === 'database_down')).toHaveLength(1);
      expect(lines.filter((l) => l.event === 'database_up')).toHaveLength(1);
      expect(lines.filter((l) => l.level === 'error' && l.event !== 'database_down')).toEqual([]);
      expect(server.output()).not.toContain('server_error');
      expect(server.output()).not.toContain('"stack"');
    } catch (error) {
      // What the server said, to see why.
      console.error(server.output().slice(-6000));
      throw error;
    } finally {
      await sql.end();
      await proxy.close();
    }
  }, 180_000);
});

describe('SIGTERM', () => {
  it('lets a 9 s call in flight end 200 while /ready answers 503, closes live streams with a retry hint, then exits 0', async () => {
    const database = await copyTemplateDatabase(process.env.DATABASE_URL as string);
    databases.push(database);
    const server = await startProcess(build.dir, {
      DATABASE_URL: database.url,
      LOG_FORMAT: 'json',
    });
    servers.push(server);
    const token = await signInThrough(server.url);
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    try {
      const {
        rows: [office],
      } = await sql.query('select id from offices order by id limit 1');
      // A live stream, read until the server closes it.
      const stream = await fetch(`${server.url}${EVENTS_PATH}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(stream.status).toBe(200);
      const streamText = stream.text();

      // The test holds the office's row: the write waits for it (the write path locks it).
      await sql.query('begin');
      await sql.query('select id from offices where id = $1 for update', [office.id]);
      const started = Date.now();
      const slow = call(server, routes.officeRank, token, {
        id: office.id,
        body: { rank: 3 },
        key: `sigterm-${started}`,
      });
      const watcher = new pg.Client({ connectionString: database.url });
      await watcher.connect();
      await until(async () => {
        const waiting = await watcher.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        return waiting.rows[0].n > 0;
      }, 'the write waiting for the row lock');
      await watcher.end();

      server.child.kill('SIGTERM');
      // Readiness turns 503 (the first answer that is not 200 is the drain's).
      let drained: Answer | undefined;
      await until(async () => {
        const answer = await ready(server);
        if (answer.status !== 200) drained = answer;
        return answer.status !== 200;
      }, '/ready after SIGTERM');
      expect(drained?.status).toBe(503);
      expect(drained?.body.code).toBe('not_ready');

      // The stream was told when to come back, and closed.
      const text = await streamText;
      expect(text).toMatch(/event: retry\ndata: \nretry: \d+/);

      // Held 9 s, during which readiness stays 503 and the process is alive.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + 9000 - Date.now())));
      expect(server.child.exitCode).toBeNull();
      expect((await ready(server)).status).toBe(503);
      await sql.query('commit');
      const answer = await slow;
      expect(answer.status).toBe(200);

      const code = await new Promise<number | null>((resolve) => {
        if (server.child.exitCode !== null) resolve(server.child.exitCode);
        else server.child.once('exit', (exit) => resolve(exit));
      });
      expect(code).toBe(0);
      const steps = logLines(server)
        .filter((l) => l.event === 'shutdown')
        .map((l) => String(l.msg));
      expect(steps[0]).toMatch(/^SIGTERM: shutting down, readiness answers 503/);
      expect(steps).toContain('Live streams closed with a retry hint: 1');
      expect(steps.some((s) => /^Waiting up to 25 s for \d+ call/.test(s))).toBe(true);
      expect(steps).toContain('Listener closed');
      expect(steps.at(-1)).toBe('Database closed; exiting');
      const stored = await sql.query('select rank from offices where id = $1', [office.id]);
      expect(stored.rows[0].rank).toBe(3);
    } finally {
      await sql.end();
    }
  }, 120_000);
});
