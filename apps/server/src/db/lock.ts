/**
 * One process per embedded database. PGlite is a single-process database:
 * two processes on one folder each run their own PostgreSQL on the same files (both handed
 * out the same ids, acknowledged writes were lost). Every process that opens DATA_DIR's
 * embedded database (the server, `npm run staff`, seed, migrate, backup, restore) first
 * creates DATA_DIR/pglite.lock whole (written aside, then hard-linked in place: it fails when
 * one exists), holding its pid, host and start time, and removes it when it ends.
 *
 * A lock left by a process killed with kill -9 is stale when its pid is not alive on this
 * host (process.kill(pid, 0) throws ESRCH), or is this very process (a container restarted
 * with the same pid): it is taken over, by one process at a time (a guard file) and only if it
 * is still the lock judged stale, so that two processes starting at once never both run. A lock written on another host (a data folder on a
 * shared disk) cannot be checked from here: refused, naming the host.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'pglite.lock';

interface LockContent {
  pid: number;
  host: string;
  started: string;
  purpose: string;
}

/** The embedded database is in use by another live process: the message says which. */
export class DataDirLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Removes the lock file (once; also done when the process exits). */
  release(): void;
}

function alive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a live process of another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function parse(text: string): LockContent | null {
  try {
    const content = JSON.parse(text) as Partial<LockContent>;
    if (typeof content.pid !== 'number' || typeof content.host !== 'string') return null;
    return {
      pid: content.pid,
      host: content.host,
      started: String(content.started ?? ''),
      purpose: String(content.purpose ?? ''),
    };
  } catch {
    return null;
  }
}

function read(file: string): LockContent | null {
  try {
    return parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Waits `ms` in a synchronous start (the lock is taken before anything else runs). */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A takeover guard older than this was left by a process killed while taking over. */
const GUARD_STALE_MS = 10_000;

/** Creates `file` (EEXIST when it exists) with `content`, flushed to disk. */
function writeNew(file: string, content: string): void {
  const fd = fs.openSync(file, 'wx');
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Creates `file` holding `content`, whole, or fails with EEXIST: written to a file of this
 * process first, then hard-linked in place (link is atomic and never replaces), so that no
 * other process ever reads a half-written lock.
 */
function createWhole(file: string, content: string): void {
  const draft = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  writeNew(draft, content);
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    // A file system without hard links (some network shares): exclusive create, then write.
    writeNew(file, content);
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Removes the lock judged stale (`judged`, its content when it was read), only if it still is
 * that very lock, under a guard file only one process holds: two processes finding the same
 * stale lock at once must not both take it over (the second would delete the first's new
 * lock). Answers false when another process is taking over now (try again shortly).
 */
function removeStale(file: string, judged: string | null): boolean {
  const guard = `${file}.takeover`;
  try {
    createWhole(guard, String(process.pid));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A guard left by a process killed mid-takeover goes after GUARD_STALE_MS.
    try {
      if (Date.now() - fs.statSync(guard).mtimeMs > GUARD_STALE_MS)
        fs.rmSync(guard, { force: true });
    } catch {
      // Gone meanwhile: the next try takes it.
    }
    return false;
  }
  try {
    let now: string | null;
    try {
      now = fs.readFileSync(file, 'utf8');
    } catch {
      now = null;
    }
    // Still the lock judged stale (not one a live process made since): it goes.
    if (now !== null && now === judged) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
  return true;
}

/**
 * Takes DATA_DIR's lock for `purpose` ("the server", "npm run staff"…), or throws
 * DataDirLockedError naming the process that holds it.
 */
export function lockDataDir(dataDir: string, purpose: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockContent = {
    pid: process.pid,
    host: os.hostname(),
    started: new Date().toISOString(),
    purpose,
  };
  for (let attempt = 0; ; attempt++) {
    try {
      createWhole(file, JSON.stringify(mine));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 50) throw error;
    }
    let judged: string | null;
    try {
      judged = fs.readFileSync(file, 'utf8');
    } catch {
      // Released meanwhile: try again.
      continue;
    }
    const held = parse(judged);
    if (held && held.host !== mine.host)
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by ${held.purpose || 'a process'} (pid ${held.pid} on host ${held.host}, since ${held.started}). One process at a time: stop it, or if that host is gone, delete ${file}.`,
      );
    if (held && alive(held.pid))
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by ${held.purpose || 'another process'} (pid ${held.pid}, since ${held.started}). One process at a time: stop it first (or use PostgreSQL, DATABASE_URL, for several servers).`,
      );
    // Stale: its process is gone (kill -9, a crash), or it cannot be read (a version before
    // locks were written whole, killed while writing one). Locks are created whole, so an
    // unreadable one is never a lock being written now.
    if (!removeStale(file, judged)) sleep(20 + Math.random() * 40);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own: a lock another process took over (ours judged stale) stays theirs.
    if (read(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}
