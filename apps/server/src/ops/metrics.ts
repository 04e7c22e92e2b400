/**
 * Prometheus metrics (prom-client) on /metrics: served on METRICS_PORT when set,
 * else on the main port behind `Authorization: Bearer $METRICS_TOKEN` (404 without a token
 * set). Names and labels hold no personal data: routes are the table's names, never paths.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import client from 'prom-client';
import type { Database } from '../db/client';

/** What the gauges read of the server's services: its database and its change hub. */
export interface Watched {
  database: Database;
  events: { size: number };
}

const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

let services: () => Watched | null = () => null;

/** The services the gauges read (the database's pool, the events hub, the outbox). */
export function watchServices(getter: () => Watched | null): void {
  services = getter;
}

export const httpRequests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route name (the route table), method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request (until its headers for a stream), by route name and method.',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const idempotentReplays = new client.Counter({
  name: 'idempotent_replays_total',
  help: 'Writes sent again with an Idempotency-Key already used: answered with the first answer.',
  labelNames: ['route'] as const,
  registers: [registry],
});

export const writeConflicts = new client.Counter({
  name: 'write_conflicts_total',
  help: 'Calls answered 409 (the rules refuse it now, or another call changed the same records).',
  labelNames: ['route'] as const,
  registers: [registry],
});

export const signInFailures = new client.Counter({
  name: 'sign_in_failures_total',
  help: 'Failed sign-ins (wrong password, unknown account, disabled account, wrong code).',
  labelNames: ['reason'] as const,
  registers: [registry],
});

const pool = (services_: Watched | null) => {
  const database = services_?.database;
  if (!database) return null;
  if (database.kind === 'pglite') return { total: 1, idle: 1, waiting: 0 };
  // drizzle keeps the pg.Pool it was given as $client.
  const pg = (database.db as unknown as { $client?: Partial<Record<string, number>> }).$client;
  return {
    total: pg?.totalCount ?? 0,
    idle: pg?.idleCount ?? 0,
    waiting: pg?.waitingCount ?? 0,
  };
};

new client.Gauge({
  name: 'db_pool_connections',
  help: 'Database connections by state (PostgreSQL pool: total, idle, waiting; PGlite: 1).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const now = pool(services());
    if (!now) return;
    this.set({ state: 'total' }, now.total);
    this.set({ state: 'idle' }, now.idle);
    this.set({ state: 'waiting' }, now.waiting);
  },
});

new client.Gauge({
  name: 'live_stream_clients',
  help: 'Change event streams (live refresh) open on this server.',
  registers: [registry],
  collect() {
    this.set(services()?.events.size ?? 0);
  },
});

const OUTBOX_CHANNELS = ['email', 'sms'] as const;

new client.Gauge({
  name: 'outbox_backlog',
  help: 'Emails and SMS queued in the outbox (not sent, not dead-lettered), by channel; a channel without its setting (SMTP_URL, SMS_WEBHOOK_URL) keeps its messages here.',
  labelNames: ['channel'] as const,
  registers: [registry],
  async collect() {
    const svc = services();
    if (!svc) return;
    try {
      const result = await svc.database.db.execute(
        sql`select channel, count(*)::int as n from outbox where status = 'queued' group by channel`,
      );
      const rows = (result as unknown as { rows?: { channel: string; n: number }[] }).rows ?? [];
      for (const channel of OUTBOX_CHANNELS)
        this.set({ channel }, Number(rows.find((r) => r.channel === channel)?.n ?? 0));
    } catch {
      // The database cut off: the last value stays (the outage is told by /ready and the log).
    }
  },
});

export const outboxSent = new client.Counter({
  name: 'outbox_sent_total',
  help: 'Outbox messages delivered by this server (SMTP accepted the email, the SMS webhook answered 2xx), by channel.',
  labelNames: ['channel'] as const,
  registers: [registry],
});

export const outboxFailures = new client.Counter({
  name: 'outbox_send_failures_total',
  help: 'Outbox sends that failed on this server (each failed attempt, retried or not), by channel.',
  labelNames: ['channel'] as const,
  registers: [registry],
});

export const outboxDeadLetters = new client.Counter({
  name: 'outbox_dead_letters_total',
  help: 'Outbox messages given up (dead) by this server after OUTBOX_MAX_ATTEMPTS failed sends, by channel.',
  labelNames: ['channel'] as const,
  registers: [registry],
});

// Every channel's counters exist from the start (0), so that a rate() or an alert has a series.
for (const channel of OUTBOX_CHANNELS) {
  outboxSent.inc({ channel }, 0);
  outboxFailures.inc({ channel }, 0);
  outboxDeadLetters.inc({ channel }, 0);
}

/** The metrics in Prometheus's text format. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await registry.metrics(), contentType: registry.contentType };
}

/** The registry (tests). */
export const metricsRegistry = registry;

/** True when the call carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasMetricsToken(c: Context, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec((c.req.header('authorization') ?? '').trim());
  if (!match) return false;
  const given = crypto
    .createHash('sha256')
    .update(match[1] as string)
    .digest();
  const wanted = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(given, wanted);
}
