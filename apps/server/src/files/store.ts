/**
 * The files the server makes (the request dump's CSV) kept where every server reads
 * them. Behind a load balancer with a data folder per host, a file written to one server's
 * folder answered 404 through the others; it was never deleted, and any staff token fetched
 * it. A file is now a row of `generated_files` (the database every server shares), with its
 * creator and its expiry (24 h), behind the small `FileStore` interface, so that a bucket
 * (S3-compatible) can take its place by a setting without the handlers changing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { generatedFiles } from '../db/schema';
import { ApiError } from '../errors';
import { isDatabaseUnreachable } from '../ops/database';
import { log } from '../log';

/** How long a file is kept: 24 h after it was made. */
export const FILE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The largest file kept (50 MiB): a larger one is refused (413), not stored. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** What a stored file is, without its bytes. */
export interface StoredFile {
  id: string;
  kind: string;
  filename: string;
  contentType: string;
  size: number;
  createdBy: number;
  createdAt: Date;
  expiresAt: Date;
}

export interface NewFile {
  kind: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
  /** The staff member who made it: with Admins, the only one who may fetch it. */
  createdBy: number;
  now: Date;
}

export interface FileStore {
  /** Keeps a file for FILE_LIFETIME_MS; 413 `payload_too_large` beyond the store's limit. */
  put(file: NewFile): Promise<StoredFile>;
  /** The file and its bytes, or null when no file has this id or it has expired at `now`. */
  get(id: string, now: Date): Promise<(StoredFile & { bytes: Buffer }) | null>;
  delete(id: string): Promise<void>;
  /** Deletes the files expired at `now`; answers how many. */
  expired(now: Date): Promise<number>;
}

/** A new file id: 32 random bytes in base64url (43 characters). */
export function newFileId(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What a file id looks like: a call with anything else is not looked up. */
export const FILE_ID_PATTERN = /^[\w-]{43}$/;

export function fileTooLarge(maxBytes: number): ApiError {
  const mb = Math.round(maxBytes / (1024 * 1024));
  return new ApiError(
    413,
    'payload_too_large',
    `The file would be larger than ${mb} MB: narrow the filters to export fewer rows.`,
  );
}

/**
 * What a new file will be, under a new id, kept FILE_LIFETIME_MS from `now`; 413 beyond
 * `maxBytes`, before anything is stored.
 */
export function describeNewFile(file: NewFile, maxBytes: number): StoredFile {
  if (file.bytes.byteLength > maxBytes) throw fileTooLarge(maxBytes);
  return {
    id: newFileId(),
    kind: file.kind,
    filename: file.filename,
    contentType: file.contentType,
    size: file.bytes.byteLength,
    createdBy: file.createdBy,
    createdAt: file.now,
    expiresAt: new Date(file.now.getTime() + FILE_LIFETIME_MS),
  };
}

/**
 * The row of a file not expired at `now` (its bytes null when a bucket keeps them), or null;
 * an id that is not one is not looked up. Both stores read files through it.
 */
export async function findLiveFile(
  database: Pick<Database, 'db'>,
  id: string,
  now: Date,
): Promise<(StoredFile & { bytes: Buffer | null }) | null> {
  if (!FILE_ID_PATTERN.test(id)) return null;
  const [row] = await database.db
    .select()
    .from(generatedFiles)
    .where(and(eq(generatedFiles.id, id), gt(generatedFiles.expiresAt, now)));
  return row ?? null;
}

/** The files in the database's `generated_files` table (the default store). */
export class DatabaseFileStore implements FileStore {
  constructor(
    private readonly database: Pick<Database, 'db'>,
    private readonly maxBytes = MAX_FILE_BYTES,
  ) {}

  async put(file: NewFile): Promise<StoredFile> {
    const stored = describeNewFile(file, this.maxBytes);
    await this.database.db
      .insert(generatedFiles)
      .values({ ...stored, bytes: Buffer.from(file.bytes) });
    return stored;
  }

  async get(id: string, now: Date): Promise<(StoredFile & { bytes: Buffer }) | null> {
    const row = await findLiveFile(this.database, id, now);
    // A row without bytes was stored in a bucket (FILES_S3_* since unset): not here to serve.
    return row?.bytes ? { ...row, bytes: row.bytes } : null;
  }

  async delete(id: string): Promise<void> {
    await this.database.db.delete(generatedFiles).where(eq(generatedFiles.id, id));
  }

  async expired(now: Date): Promise<number> {
    const gone = await this.database.db
      .delete(generatedFiles)
      .where(lte(generatedFiles.expiresAt, now))
      .returning({ id: generatedFiles.id });
    return gone.length;
  }
}

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The advisory lock key of the cleanup of expired files (one server at a time). */
export const FILE_CLEANUP_LOCK = 38_003;

/** How often a server tries the cleanup (the one that gets the lock runs it). */
export const FILE_CLEANUP_EVERY_MS = 15 * 60 * 1000;

/**
 * Deletes the expired files, once across the cluster: on PostgreSQL, inside a transaction
 * holding `pg_try_advisory_xact_lock` (a server that does not get it skips this period; the
 * lock ends with the transaction, so a server killed mid-way leaves none behind), and only
 * when no server ran it in the last period (kept in `meta`). PGlite has one process only.
 * Answers how many files were deleted, or null when another server runs or ran it.
 */
export async function cleanUpFiles(
  database: Database,
  store: FileStore,
  now: Date,
  everyMs = FILE_CLEANUP_EVERY_MS,
): Promise<number | null> {
  if (database.kind === 'pglite') return store.expired(now);
  return database.db.transaction(async (tx) => {
    const locked = rowsOf<{ got: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${FILE_CLEANUP_LOCK}) as got`),
    );
    if (!locked[0]?.got) return null;
    const last = rowsOf<{ value: string }>(
      await tx.execute(sql`select value from meta where key = 'files_cleaned_at' for update`),
    );
    const lastAt = Number(last[0]?.value ?? 0);
    if (now.getTime() - lastAt < everyMs && lastAt <= now.getTime()) return null;
    await tx.execute(
      sql`insert into meta (key, value) values ('files_cleaned_at', ${String(now.getTime())})
          on conflict (key) do update set value = excluded.value`,
    );
    // The store's own delete, on the database's pool: a bucket's objects are not in the lock's
    // transaction anyway; the lock only says which server does the work this period.
    return store.expired(now);
  });
}

/**
 * Runs the cleanup every FILE_CLEANUP_EVERY_MS (and once soon after start) for as long as the
 * process lives; a failure (the database away) is one log line, and the next period tries
 * again. Answers a stop function.
 */
export function startFileCleanup(
  database: Database,
  store: FileStore,
  now: () => Date = () => new Date(),
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const deleted = await cleanUpFiles(database, store, now());
      if (deleted) log().info(`Expired files deleted: ${deleted}`);
    } catch (error) {
      const code = (error as { cause?: { code?: string }; code?: string }).cause?.code;
      // The database cut off is an outage the monitor logs once; the next period tries again.
      if (isDatabaseUnreachable(error))
        log().warn('The cleanup of expired files waits for the database');
      else log().error(`The cleanup of expired files failed (${code ?? 'no SQLSTATE'})`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), 60_000);
  const timer = setInterval(() => void run(), FILE_CLEANUP_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/** What versions before generated files wrote exports as: `DATA_DIR/exports/requests-<id>.csv`. */
const LEGACY_EXPORT = /^requests-[\w-]+\.csv$/;

/**
 * Deletes the exports an earlier version left in `DATA_DIR/exports` (never served since the
 * files moved to the store, and holding every exported request's personal data); the folder
 * goes too when nothing else is in it. Answers how many files were deleted. Run at start.
 */
export function removeLegacyExports(dataDir: string): number {
  const folder = path.join(dataDir, 'exports');
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!LEGACY_EXPORT.test(name)) continue;
    fs.rmSync(path.join(folder, name), { force: true });
    removed += 1;
  }
  if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  return removed;
}
