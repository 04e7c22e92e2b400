/**
 * Opening the database as it is: for a command (`openForCommand`), and the rules a start
 * follows (whether it migrates, how long it waits for PostgreSQL, a schema behind or ahead of
 * this build). A server's start, which also copies the template and writes the demo data,
 * is `start/database.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres, waitForPostgres, type Database } from './client';
import { describeStartError, StartError } from './errors';
import { lockDataDir, type DataDirLock } from './lock';
import { schemaStatus, type SchemaStatus } from './migrations';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server, from src/db (sources) or dist (bundle). */
export const SERVER_ROOT = path.resolve(
  here,
  // The folder named whole: a test bundle's random suffix may end in "db" (client.ts).
  path.basename(here) === 'db' && path.basename(path.dirname(here)) === 'src' ? '../..' : '..',
);

/**
 * Whether a start migrates. MIGRATE_ON_START=1 or 0 when set; else yes on
 * the embedded database (one process, nothing to coordinate) and on a demo PostgreSQL
 * (DEMO_DATA=1), no on a production PostgreSQL, where `npm run migrate` is a step of the
 * upgrade of its own (README, Upgrading).
 */
export function migrateOnStart(env: NodeJS.ProcessEnv, onPostgres: boolean): boolean {
  if (env.MIGRATE_ON_START === '1') return true;
  if (env.MIGRATE_ON_START === '0') return false;
  return !onPostgres || env.DEMO_DATA === '1';
}

/** DB_CONNECT_TIMEOUT in seconds (default 60), in milliseconds. */
export function connectTimeoutMs(env: NodeJS.ProcessEnv): number {
  const value = env.DB_CONNECT_TIMEOUT;
  if (value === undefined || value === '') return 60_000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new StartError(`DB_CONNECT_TIMEOUT must be a number of seconds, got "${value}"`);
  return seconds * 1000;
}

/**
 * Without migrating: a schema behind this build's is refused (its queries would fail on
 * missing columns), a newer one is run on with a warning (a rolling upgrade).
 */
async function checkSchema(database: Database, log: (line: string) => void): Promise<void> {
  const status = await schemaStatus(database.db);
  if (status.missing > 0)
    throw new StartError(
      `The database schema is behind this server's (${status.missing} migration${status.missing === 1 ? '' : 's'} to run): run \`npm run migrate\` first (README, Upgrading), or start with MIGRATE_ON_START=1`,
    );
  warnIfNewer(status, log);
}

function warnIfNewer(status: SchemaStatus, log: (line: string) => void): void {
  if (status.newer)
    log(
      'Warning: the database schema is newer than this server knows (a newer version migrated it): serving on it; replace this server with the new version (README, Upgrading)',
    );
}

/** The database whose `close()` also releases DATA_DIR's lock, once the database is closed. */
export function releasingLock(database: Database, lock: DataDirLock): Database {
  const close = database.close;
  return {
    ...database,
    close: async () => {
      try {
        await close();
      } finally {
        lock.release();
      }
    },
  };
}

/**
 * A start's schema: migrated when `migrate` (a newer schema than this build's is served with a
 * warning), else checked (one behind this build's is refused).
 */
export async function prepareSchema(
  database: Database,
  migrate: boolean,
  log: (line: string) => void,
): Promise<void> {
  if (migrate) {
    warnIfNewer(await schemaStatus(database.db), log);
    await database.migrate();
  } else {
    await checkSchema(database, log);
  }
}

/** Copies left by a start killed before it renamed its copy into place. */
export function removeUnfinishedCopies(dataDir: string): void {
  for (const name of fs.readdirSync(dataDir))
    if (name.startsWith('pglite.tmp-'))
      fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
}

/**
 * The database of a command (`npm run staff`, seed, migrate, backup, restore), as it is:
 * nothing migrated, copied or seeded. The embedded one under DATA_DIR's lock (refused while a
 * server runs on it), released by `close()`; PostgreSQL waited for like at a start.
 */
export async function openForCommand(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  purpose: string;
  log?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}): Promise<Database> {
  if (options.databaseUrl) {
    await waitForPostgres(options.databaseUrl, {
      timeoutMs: connectTimeoutMs(options.env ?? process.env),
      log: options.log,
    });
    return openPostgres(options.databaseUrl);
  }
  const lock = lockDataDir(options.dataDir, options.purpose);
  try {
    removeUnfinishedCopies(options.dataDir);
    const database = await openPglite(path.join(options.dataDir, 'pglite'));
    return releasingLock(database, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** openForCommand for a command line: when the database cannot be opened, says why and exits 1. */
export async function openForCommandOrExit(
  options: Parameters<typeof openForCommand>[0],
): Promise<Database> {
  try {
    return await openForCommand(options);
  } catch (error) {
    console.error(`The database could not be opened: ${describeStartError(error)}`);
    process.exit(1);
  }
}
