import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { runDataMigrations } from './dataMigrations';
import { StartError } from './errors';
import { log } from '../log';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * drizzle/ sits beside src/ and dist/: from the sources (src/db/) it is two folders up, from a
 * bundle (dist/, or a test's `.test-dist-<pid>-<hex>/`) one. The folder is named whole: a test
 * bundle whose random suffix ended in "db" was once taken for src/db and found no migrations.
 */
export const MIGRATIONS_DIR = path.resolve(
  here,
  path.basename(here) === 'db' && path.basename(path.dirname(here)) === 'src'
    ? '../../drizzle'
    : '../drizzle',
);

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server on the same database runs its own (a PostgreSQL
   * advisory lock; PGlite has one process only).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: a connection of its own (outside the pool) that LISTENs on `channel`.
   * `onLost` is called once if the connection breaks; listen again to go on. Closed by
   * `close()` too.
   */
  listen?(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** What a LISTEN connection tells. */
export interface NotificationHandlers {
  /** A NOTIFY's payload. */
  onNotify: (payload: string) => void;
  /** The connection broke: notifications sent from now on are not heard until a new listen. */
  onLost: (error: unknown) => void;
}

const options = { schema, casing: 'snake_case' as const };

/**
 * The PostgreSQL extensions the schema uses, loaded into every PGlite that opens a data folder
 * (server, backup, restore): pg_trgm for the search keys' trigram indexes (db/searchKey.ts).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Opens the embedded database in a folder (created by initdb when empty). PGlite runs one
 * statement at a time and queues the others itself, a transaction included (its query and
 * transaction mutexes): no pool, no extra lock here. Keep transactions short.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const client = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  const db = drizzlePglite({ client, ...options });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      await runDataMigrations(db as unknown as Db, 'pglite');
    },
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

/** The advisory lock key of a server's start-up work (migrations, first seed). */
const STARTUP_LOCK = 0x0b0ff1ce;

// pg returns bigint and numeric as strings: counts are cast with ::int in SQL instead.
/**
 * A DATABASE_URL that is not a PostgreSQL URL is named as such at once (pg would
 * read `not a url` as a host and say `getaddrinfo ENOTFOUND base`). The value is never
 * echoed: it holds the password.
 */
export function checkDatabaseUrl(url: string): void {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // not a URL at all
  }
  if (
    !parsed ||
    !['postgres:', 'postgresql:'].includes(parsed.protocol) ||
    !(parsed.hostname || parsed.searchParams.get('host'))
  )
    throw new StartError(
      `DATABASE_URL is not a PostgreSQL URL${parsed ? ` (its scheme is ${parsed.protocol.replace(/:$/, '') || 'missing'})` : ''}: expected postgres://USER:PASSWORD@HOST:5432/DATABASE (special characters in the password percent-encoded)`,
    );
}

/**
 * Connection errors worth waiting out at start (PostgreSQL still starting, a network or DNS
 * not up yet in a compose file); a refused password or a missing database is not.
 */
function retryable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return true;
  return !['28P01', '28000', '3D000', '42501'].includes(code);
}

/** One line about a connection failure: its code and message, never the URL or password. */
function connectionProblem(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const text = (message ?? String(error)).replace(/postgres(ql)?:\/\/\S*/gi, '<DATABASE_URL>');
  return code && !text.includes(code) ? `${code}: ${text}` : text;
}

export interface ConnectOptions {
  /** How long an unreachable server is waited for at start (DB_CONNECT_TIMEOUT, 60 s). */
  timeoutMs?: number;
  log?: (line: string) => void;
}

/**
 * At start an unreachable PostgreSQL is tried again with back-off (0.5 s
 * doubling to 5 s) for `timeoutMs`, one log line every 5 s at most; then a StartError of one
 * line. Answers once one connection was made.
 */
export async function waitForPostgres(url: string, options: ConnectOptions = {}): Promise<void> {
  checkDatabaseUrl(url);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const log = options.log ?? (() => {});
  const { hostname, port } = new URL(url);
  const where = `${hostname}:${port || 5432}`;
  const started = Date.now();
  let delay = 500;
  let logged = 0;
  for (let attempt = 1; ; attempt++) {
    const left = timeoutMs - (Date.now() - started);
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: Math.max(1000, Math.min(5000, left)),
    });
    // A connection that breaks after connect() failed must not end the process.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end().catch(() => {});
      if (attempt > 1) log(`PostgreSQL at ${where} answered (attempt ${attempt})`);
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (!retryable(error))
        throw new StartError(
          `PostgreSQL at ${where} refused the connection: ${connectionProblem(error)}`,
        );
      const elapsed = Date.now() - started;
      if (elapsed >= timeoutMs)
        throw new StartError(
          `PostgreSQL at ${where} could not be reached in ${Math.round(timeoutMs / 1000)} s (DB_CONNECT_TIMEOUT): ${connectionProblem(error)}`,
        );
      if (Date.now() - logged >= 5000) {
        logged = Date.now();
        log(
          `PostgreSQL at ${where} not reachable yet (${connectionProblem(error)}); trying again for ${Math.ceil((timeoutMs - elapsed) / 1000)} s more`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(delay, timeoutMs - elapsed)));
      delay = Math.min(delay * 2, 5000);
    }
  }
}

/** Opens PostgreSQL through node-postgres with a small pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  checkDatabaseUrl(url);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that PostgreSQL ends (a restart, an administrator, a dropped database)
  // is reported on the pool, and an unheard 'error' event would end the process: the pool
  // opens a new connection for the next query. Once closing, the connections going away are
  // expected (pool.end() resolves before each has heard back from the server).
  let closing = false;
  pool.on('error', (error) => {
    // Debug only: the outage itself is logged once by ops/database.ts.
    if (!closing) log().debug(`PostgreSQL: an idle connection was lost (${error.message})`);
  });
  // A connection checked out of the pool (a transaction between two statements)
  // that the database drops emits 'error' with no listener, which would end the process:
  // heard here; the statement under way fails, and the call is answered 503 (ops/database.ts).
  pool.on('connect', (client) => client.on('error', () => {}));
  // Fails here, at start, rather than on the first call when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, ...options });
  const listeners = new Set<pg.Client>();
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async listen(channel, { onNotify, onLost }) {
      const client = new pg.Client({ connectionString: url });
      listeners.add(client);
      // Set once the connection is given up (broken, or closed on purpose): onLost at most once,
      // and only after LISTEN took (a failure before it is the caller's error).
      let done = false;
      let ready = false;
      const stop = () => {
        done = true;
        listeners.delete(client);
        return client.end().catch(() => {});
      };
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      const lose = (error: unknown) => {
        if (done || closing || !ready) return;
        void stop();
        onLost(error);
      };
      client.on('error', lose);
      client.on('end', () => lose(new Error('The LISTEN connection ended')));
      try {
        await client.connect();
        await client.query(`listen "${channel.replace(/"/g, '""')}"`);
      } catch (error) {
        await stop();
        throw error;
      }
      ready = true;
      return async () => {
        await stop();
      };
    },
    migrate: async () => {
      await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      await runDataMigrations(db as unknown as Db, 'postgres');
    },
    async exclusively(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    },
    async close() {
      closing = true;
      const open = [...listeners];
      listeners.clear();
      await Promise.all(open.map((client) => client.end().catch(() => {})));
      await pool.end();
    },
  };
}
