/**
 * The server's database at start, ready to answer: PostgreSQL when DATABASE_URL is set, else
 * PGlite in DATA_DIR/pglite. A fresh DATA_DIR is made by copying a template folder (initdb,
 * migrations and demo data done once, cached under node_modules/.cache keyed by a hash of
 * the migrations and the seed code), then moving the demo dates forward to now: a copy takes
 * a few seconds where initdb and the seed take tens. Above both `db/` (opening, migrating) and
 * `seed/` (the demo data), which know nothing of each other's start.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  checkDatabaseUrl,
  openPglite,
  openPostgres,
  waitForPostgres,
  MIGRATIONS_DIR,
  type Database,
} from '../db/client';
import { lockDataDir } from '../db/lock';
import {
  SERVER_ROOT,
  connectTimeoutMs,
  migrateOnStart,
  prepareSchema,
  releasingLock,
  removeUnfinishedCopies,
} from '../db/open';
import { pausePoint } from '../db/pause';
import { meta } from '../db/schema';
import { isSeeded, seedNow } from '../seed/state';
import type { SeedSettings } from '../seed';
import { shiftDates } from '../seed/clock';

/**
 * Writes the demo data (seed/index.ts), its generator loaded only now: a server on a database
 * that holds its data never loads it (nor faker, which is bundled with it alone).
 */
async function seedDatabase(db: Database['db'], settings: SeedSettings): Promise<void> {
  const seed = await import('../seed');
  await seed.seedDatabase(db, settings);
}

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  demoEmail: string;
  demoPassword: string;
  /**
   * Write the demo data (and its five accounts) into an empty database. Always on
   * the embedded default; on PostgreSQL only with DEMO_DATA=1 (production starts empty, its
   * first Admin made by `npm run staff -- create`).
   */
  demoData?: boolean;
  /** Where templates are cached (default node_modules/.cache/backoffice-db-template). */
  templateCacheDir?: string | undefined;
  now?: Date;
  log?: (line: string) => void;
  /** Run the migrations (default: migrateOnStart of the environment). */
  migrate?: boolean;
  /** How long an unreachable PostgreSQL is waited for (default DB_CONNECT_TIMEOUT, 60 s). */
  connectTimeoutMs?: number;
  /** Who holds the embedded database's lock, for the message of a second process. */
  lockPurpose?: string;
  env?: NodeJS.ProcessEnv;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Hash of what a template depends on: migrations, seed code, place data code, demo account. */
export function templateKey(demoEmail: string, demoPassword: string): string {
  const hash = crypto.createHash('sha256');
  const inputs = [
    ...filesUnder(MIGRATIONS_DIR),
    ...filesUnder(path.join(SERVER_ROOT, 'src/seed')),
    ...filesUnder(path.join(SERVER_ROOT, 'src/places')),
    path.join(SERVER_ROOT, 'src/media.ts'),
  ];
  for (const file of inputs) {
    if (!fs.existsSync(file)) continue;
    hash.update(path.relative(SERVER_ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  hash.update(`${demoEmail}\n${demoPassword}`);
  return hash.digest('hex').slice(0, 16);
}

export function defaultTemplateCacheDir(): string {
  return (
    process.env.DB_TEMPLATE_DIR ||
    path.join(SERVER_ROOT, 'node_modules/.cache/backoffice-db-template')
  );
}

/** Builds (once) and returns the PGlite template folder for these settings. */
export async function ensurePgliteTemplate(
  options: Omit<OpenOptions, 'dataDir' | 'databaseUrl'>,
): Promise<string> {
  const cacheDir = options.templateCacheDir ?? defaultTemplateCacheDir();
  const key = templateKey(options.demoEmail, options.demoPassword);
  const target = path.join(cacheDir, key);
  if (fs.existsSync(path.join(target, 'PG_VERSION'))) return target;
  const log = options.log ?? (() => {});
  // Another process (the build, a parallel test run) building the same template: wait for it.
  fs.mkdirSync(cacheDir, { recursive: true });
  const lock = path.join(cacheDir, `${key}.lock`);
  let owned = false;
  for (const deadline = Date.now() + 5 * 60_000; Date.now() < deadline;) {
    if (fs.existsSync(path.join(target, 'PG_VERSION'))) return target;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      owned = true;
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 5 * 60_000) fs.rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await buildTemplate(options, cacheDir, key, target, log);
  } finally {
    if (owned) fs.rmSync(lock, { force: true });
  }
}

async function buildTemplate(
  options: Omit<OpenOptions, 'dataDir' | 'databaseUrl'>,
  cacheDir: string,
  key: string,
  target: string,
  log: (line: string) => void,
): Promise<string> {
  if (fs.existsSync(path.join(target, 'PG_VERSION'))) return target;
  log(
    `Building the database template ${key} (initdb, migrations, demo data): once per change of the seed or the schema`,
  );
  const building = path.join(
    cacheDir,
    `${key}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  const started = Date.now();
  const database = await openPglite(building);
  try {
    await database.migrate();
    await seedDatabase(database.db, { ...options, log });
  } finally {
    await database.close();
  }
  try {
    fs.renameSync(building, target);
  } catch {
    // Another process finished the same template first: keep theirs.
    fs.rmSync(building, { recursive: true, force: true });
  }
  log(`Template ready in ${Date.now() - started} ms`);
  return target;
}

/**
 * A template younger than this is used as it is: moving every date costs seconds (an update
 * of every row) and the demo data reads the same a few hours later.
 */
export const DEMO_DATES_TOLERANCE_MS = 6 * 60 * 60 * 1000;

/** Moves the demo dates of a copied database forward to now, once. */
export async function catchUpDemoDates(database: Database, now: Date): Promise<void> {
  const seeded = await seedNow(database.db);
  if (!seeded || Math.abs(now.getTime() - seeded.getTime()) < DEMO_DATES_TOLERANCE_MS) return;
  await shiftDates(database.db, seeded, now);
  await database.db.update(meta).set({ value: now.toISOString() }).where(eq(meta.key, 'seed_now'));
}

/**
 * A fresh DATA_DIR's database is the template copied into a folder of its
 * own beside it, brought up to date (migrations, demo dates), then renamed into place: a start
 * killed at any point before the rename leaves no `pglite` folder (the next one starts over),
 * after it a complete one.
 */
async function copyTemplate(options: OpenOptions, dir: string, log: (line: string) => void) {
  const template = await ensurePgliteTemplate(options);
  const started = Date.now();
  fs.rmSync(dir, { recursive: true, force: true });
  const copy = `${dir}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  fs.cpSync(template, copy, { recursive: true });
  await pausePoint('template-copied');
  const database = await openPglite(copy);
  try {
    await database.migrate();
    await catchUpDemoDates(database, options.now ?? new Date());
  } finally {
    await database.close();
  }
  fs.renameSync(copy, dir);
  log(`Database copied from the template in ${Date.now() - started} ms`);
}

/** Opens (and on first use creates, migrates and fills) the server's database. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const log = options.log ?? (() => {});
  const env = options.env ?? process.env;
  if (options.databaseUrl) {
    checkDatabaseUrl(options.databaseUrl);
    await waitForPostgres(options.databaseUrl, {
      timeoutMs: options.connectTimeoutMs ?? connectTimeoutMs(env),
      log,
    });
    const database = await openPostgres(options.databaseUrl);
    try {
      // Several servers may start at once on one PostgreSQL: one migrates (and seeds an empty
      // database) while the others wait for it, then find the work done.
      await database.exclusively(async () => {
        await prepareSchema(database, options.migrate ?? migrateOnStart(env, true), log);
        if (options.demoData && !(await isSeeded(database.db)))
          await seedDatabase(database.db, { ...options, log });
      });
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }
    return database;
  }
  const lock = lockDataDir(options.dataDir, options.lockPurpose ?? 'a server');
  try {
    const dir = path.join(options.dataDir, 'pglite');
    removeUnfinishedCopies(options.dataDir);
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await copyTemplate(options, dir, log);
    const database = await openPglite(dir);
    try {
      await prepareSchema(database, options.migrate ?? migrateOnStart(env, false), log);
      // A folder made by `npm run migrate` (empty): the seed, in one transaction.
      if (!(await isSeeded(database.db))) await seedDatabase(database.db, { ...options, log });
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }
    return releasingLock(database, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}
