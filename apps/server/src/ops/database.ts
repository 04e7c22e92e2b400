/**
 * The database cut off (stopped, restarting, a network cut) is an outage, not a
 * bug. The driver's errors that say so are told apart here; while the database cannot be
 * reached every API call answers 503 `database_unavailable` with Retry-After (app.ts), the
 * log says once that it is down and once that it is back, and readiness (/ready) is 503.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { log } from '../log';

/** What Retry-After says while the database is cut off, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** How long a readiness check waits for the database, in ms. */
export const CHECK_TIMEOUT_MS = 2000;
/** How long a check's answer is kept (a storm of probes asks the database once), in ms. */
export const CHECK_KEPT_MS = 1000;
/** How often the database is asked again while it is down, in ms. */
export const RECHECK_MS = 1000;

// Node's socket errors on the way to the database.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
// PostgreSQL's: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections and
// the connection exceptions (class 08).
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

const MESSAGES = [
  /connection terminated/i, // pg: the server went away mid-query
  /timeout exceeded when trying to connect/i, // pg.Pool: no client within connectionTimeoutMillis
  /connection (timeout|ended)/i,
  /Client has encountered a connection error and is not queryable/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/** True when an error (or one of its causes) says the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    // AggregateError (a host with several addresses), then the error's cause.
    const inner = (e as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.some((one) => isDatabaseUnreachable(one))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs `work` with a time limit: its answer, or a rejection after `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(Object.assign(new Error('The database check timed out'), { code: 'ETIMEDOUT' })),
        ms,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Where the database stands: up until a call meets an error that says it is unreachable,
 * then down (logged once) and asked every second until it answers (logged once). The
 * readiness check asks it too, at most once a second whatever the number of probes.
 */
export class DatabaseMonitor {
  private isDown = false;
  private kept: { at: number; ok: boolean } | null = null;
  private pending: Promise<boolean> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly database: () => Database | null,
    private readonly options: { checkTimeoutMs?: number; keptMs?: number; recheckMs?: number } = {},
  ) {}

  /** True while the database is known to be cut off. */
  get down(): boolean {
    return this.isDown;
  }

  /** A call met `error`: true (and the database marked down) when it says it is unreachable. */
  failed(error: unknown): boolean {
    if (!isDatabaseUnreachable(error)) return false;
    this.markDown(error);
    return true;
  }

  /** True when the database answers a trivial query now (kept ~1 s, bounded by a timeout). */
  check(): Promise<boolean> {
    const now = Date.now();
    if (this.kept && now - this.kept.at < (this.options.keptMs ?? CHECK_KEPT_MS))
      return Promise.resolve(this.kept.ok);
    this.pending ??= this.ask().finally(() => (this.pending = null));
    return this.pending;
  }

  /** Stops asking (the server is closing). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async ask(): Promise<boolean> {
    const database = this.database();
    if (!database) return false;
    let ok: boolean;
    try {
      await within(
        database.db.execute(sql`select 1`),
        this.options.checkTimeoutMs ?? CHECK_TIMEOUT_MS,
      );
      ok = true;
    } catch (error) {
      ok = false;
      this.markDown(error);
    }
    this.kept = { at: Date.now(), ok };
    if (ok && this.isDown) {
      this.isDown = false;
      log().info({ event: 'database_up' }, 'Database reachable again: calls are answered');
    }
    return ok;
  }

  private markDown(error: unknown): void {
    this.kept = { at: Date.now(), ok: false };
    if (this.isDown) return;
    this.isDown = true;
    const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
    log().error(
      { event: 'database_down', code: typeof code === 'string' ? code : undefined },
      `Database unreachable (${describe(error)}): calls answer 503 database_unavailable until it is back`,
    );
    this.recheck();
  }

  private recheck(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.check().then((ok) => {
        if (!ok && this.isDown) this.recheck();
      });
    }, this.options.recheckMs ?? RECHECK_MS);
    this.timer.unref();
  }
}

/** A short reason, without the SQL or its values. */
function describe(error: unknown): string {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') return code;
    if (typeof message === 'string' && !message.startsWith('Failed query')) return message;
    e = (e as { cause?: unknown }).cause;
  }
  return 'no answer';
}
