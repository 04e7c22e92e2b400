/**
 * The request log (one JSON line per request: its id, route name, status, no query
 * string or personal data), X-Request-Id, /metrics in Prometheus's text format behind its
 * token, and the outage rules (which driver errors mean the database is cut off; one log
 * line down, one back).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { testServerForFile } from '../test/harness';
import { DatabaseMonitor, isDatabaseUnreachable } from './database';
import { captureLog } from '../test/log';

const server = testServerForFile();
let lines: string[] = [];
let restoreLog = () => {};

beforeAll(async () => {
  ({ lines, restore: restoreLog } = captureLog('info'));
});

afterAll(async () => {
  restoreLog();
});

/** The parsed log lines. */
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the request log', () => {
  it('writes one JSON line per request with its id, route name, status and staff id, never the query', async () => {
    const token = await server.login();
    const res = await server.app.request(
      `${routes.offices.path}?search=jeanne.dupont%40example.com&page=1`,
      { headers: { authorization: `Bearer ${token}`, 'x-request-id': 'req-42.abc_DEF' } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('req-42.abc_DEF');
    const line = lines.find((l) => l.includes('req-42.abc_DEF'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line as string) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 'info',
      reqId: 'req-42.abc_DEF',
      route: 'offices',
      method: 'GET',
      status: 200,
      msg: 'request',
    });
    expect(typeof entry.time).toBe('number');
    expect(typeof entry.ms).toBe('number');
    expect(typeof entry.staffId).toBe('number');
    // No query string, path, token or email in any line.
    for (const text of lines) {
      expect(text).not.toContain('jeanne.dupont');
      expect(text).not.toContain('search=');
      expect(text).not.toContain(token);
      expect(text).not.toContain('/api/v2');
    }
  });

  it('makes an id when the request has none or an unsafe one, and returns it on errors too', async () => {
    for (const given of [undefined, 'has spaces', 'x'.repeat(65), 'a\u00e9b']) {
      const res = await server.app.request(routes.offices.path, {
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      expect(res.status).toBe(401);
      const id = res.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const entry = entries().find((e) => e.reqId === id);
      expect(entry).toMatchObject({ route: 'offices', status: 401 });
      expect(entry).not.toHaveProperty('staffId');
    }
  });

  it('names a path outside the route table without its text', async () => {
    const res = await server.app.request('/api/v2/no/such/route?who=someone');
    expect(res.status).toBe(404);
    const entry = entries().find((e) => e.reqId === res.headers.get('x-request-id'));
    expect(entry).toMatchObject({ route: 'api_other', status: 404 });
  });
});

/** Checks the Prometheus text exposition format; answers the samples by metric name. */
function parsePrometheus(text: string): Map<string, { labels: string; value: number }[]> {
  const samples = new Map<string, { labels: string; value: number }[]>();
  const typed = new Set<string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(meta[3]);
        typed.add(meta[2] as string);
      }
      continue;
    }
    const sample =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/.exec(
        line,
      );
    expect(sample, `not a Prometheus sample line: ${line}`).not.toBeNull();
    const name = (sample as RegExpExecArray)[1] as string;
    const family = name.replace(/_(bucket|sum|count|total)$/, '');
    expect(typed.has(name) || typed.has(family), `no TYPE for ${name}`).toBe(true);
    const list = samples.get(name) ?? [];
    list.push({ labels: (sample as RegExpExecArray)[2] ?? '', value: Number(sample?.[3]) });
    samples.set(name, list);
  }
  return samples;
}

describe('/metrics', () => {
  it('answers 404 without METRICS_TOKEN set, 401 without the token, never the app', async () => {
    expect((await server.app.request('/metrics')).status).toBe(404);
    const app = createApp({ services: () => server.services, metricsToken: 'metrics-secret' });
    const none = await app.request('/metrics');
    expect(none.status).toBe(401);
    expect(await none.text()).not.toContain('<html');
    const wrong = await app.request('/metrics', {
      headers: { authorization: 'Bearer not-it' },
    });
    expect(wrong.status).toBe(401);
  });

  it('parses as Prometheus text with the requests, the pool, the streams, the outbox, sign-in failures and conflicts', async () => {
    const app = createApp({ services: () => server.services, metricsToken: 'metrics-secret' });
    // A failed sign-in, counted.
    const failed = await server.app.request(routes.login.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
    });
    expect(failed.status).toBe(401);
    // A write sent twice with one key: the second is a replay, counted.
    const picked = await server.database.db.execute(sql`select id from offices limit 1`);
    const [office] = (picked as unknown as { rows: { id: number }[] }).rows;
    const once = {
      body: { office_id: Number(office?.id), note: '<p>Metrics replay</p>' },
      headers: { 'idempotency-key': `metrics-replay-${Date.now()}` },
    };
    expect((await server.call(routes.createInternalNote, once)).status).toBe(200);
    const again = await server.call(routes.createInternalNote, once);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const res = await app.request('/metrics', {
      headers: { authorization: 'Bearer metrics-secret' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    const samples = parsePrometheus(text);
    const offices = samples.get('http_requests_total') ?? [];
    expect(offices.some((s) => s.labels.includes('route="offices"') && s.value > 0)).toBe(true);
    // Route names only: never a path or a query in a label.
    for (const sample of offices) expect(sample.labels).not.toMatch(/\/|\?/);
    expect(samples.get('http_request_duration_seconds_bucket')?.length).toBeGreaterThan(0);
    expect(samples.get('db_pool_connections')?.map((s) => s.labels)).toEqual([
      '{state="total"}',
      '{state="idle"}',
      '{state="waiting"}',
    ]);
    expect(samples.get('live_stream_clients')?.[0]?.value).toBe(0);
    const counted = await server.database.db.execute(
      sql`select count(*)::int as n from outbox where status = 'queued'`,
    );
    const [outbox] = (counted as unknown as { rows: { n: number }[] }).rows;
    const backlog = samples.get('outbox_backlog') ?? [];
    expect(backlog.map((s) => s.labels)).toEqual(['{channel="email"}', '{channel="sms"}']);
    expect(backlog.reduce((sum, s) => sum + s.value, 0)).toBe(Number(outbox?.n));
    expect(
      samples.get('sign_in_failures_total')?.some((s) => s.labels.includes('no such account')),
    ).toBe(true);
    expect(samples.get('idempotent_replays_total')).toEqual([
      { labels: '{route="createInternalNote"}', value: 1 },
    ]);
    expect(text).toContain('# TYPE write_conflicts_total counter');
    expect(samples.has('process_cpu_user_seconds_total')).toBe(true);
  });
});

/** A database whose trivial query fails with `failure` until `up` is set. */
function fakeDatabase(failure: unknown) {
  const state = { up: false, asked: 0 };
  const database = {
    db: {
      execute: async () => {
        state.asked += 1;
        if (!state.up) throw failure;
        return { rows: [] };
      },
    },
  } as unknown as Database;
  return { database, state };
}

describe('outages', () => {
  it('tells the driver errors of a database cut off from the others', () => {
    const wrapped = (cause: unknown) =>
      Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(true);
      expect(isDatabaseUnreachable(wrapped(error))).toBe(true);
    }
    for (const error of [
      Object.assign(new Error('duplicate key value'), { code: '23505' }),
      Object.assign(new Error('syntax error'), { code: '42601' }),
      new TypeError('x is undefined'),
      'text',
      null,
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(false);
      expect(isDatabaseUnreachable(wrapped(error))).toBe(false);
    }
  });

  it('logs one line when the database goes and one when it is back, and keeps a check a second', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const { database, state } = fakeDatabase(refused);
    const monitor = new DatabaseMonitor(() => database, { recheckMs: 10, keptMs: 0 });
    const before = lines.length;
    for (let k = 0; k < 5; k++) expect(monitor.failed(refused)).toBe(true);
    expect(monitor.failed(new Error('a bug'))).toBe(false);
    expect(monitor.down).toBe(true);
    // Asked again while down; still refused.
    while (state.asked < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    state.up = true;
    while (monitor.down) await new Promise((resolve) => setTimeout(resolve, 5));
    const events = lines
      .slice(before)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .map((e) => e.event);
    expect(events).toEqual(['database_down', 'database_up']);
    // A storm of readiness checks at once asks the database once.
    const asked = state.asked;
    const answers = await Promise.all(Array.from({ length: 50 }, () => monitor.check()));
    expect(answers.every(Boolean)).toBe(true);
    expect(state.asked).toBe(asked + 1);
    monitor.stop();
  });

  it('answers 503 database_unavailable with Retry-After while the database is down, /ready 503, health 200', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const monitor = new DatabaseMonitor(() => server.database, {
      recheckMs: 60_000,
      keptMs: 60_000,
    });
    const app = createApp({ services: () => server.services, monitor });
    monitor.failed(refused);
    const token = await server.login();
    const res = await app.request(routes.offices.path, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.json()).toMatchObject({ code: 'database_unavailable' });
    const ready = await app.request(routes.ready.path);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ code: 'not_ready' });
    const health = await app.request(routes.health.path);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', version: expect.any(String) });
    monitor.stop();
  });
});
