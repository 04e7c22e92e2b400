/**
 * Issue 38, item 4: one process per embedded database. PGlite is a single-process database:
 * two processes on one folder each run their own PostgreSQL on the same files (both handed
 * out the same ids, acknowledged writes were lost). Every process that opens DATA_DIR's
 * embedded database (the server, `npm run staff`, seed, migrate, backup, restore) first
 * creates DATA_DIR/pglite.lock with `open(…, 'wx')` (fails when it exists), holding its pid,
 * host and start time, and removes it when it ends.
 *
 * A lock left by a process killed with kill -9 is stale when its pid is not alive on this
 * host (process.kill(pid, 0) throws ESRCH), or is this very process (a container restarted
 * with the same pid): it is taken over. A lock written on another host (a data folder on a
 * shared disk) cannot be checked from here: refused, naming the host.
 */
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

function read(file: string): LockContent | null {
  try {
    const content = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockContent>;
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
    let fd: number;
    try {
      fd = fs.openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
      const held = read(file);
      if (held && held.host !== mine.host)
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by ${held.purpose || 'a process'} (pid ${held.pid} on host ${held.host}, since ${held.started}). One process at a time: stop it, or if that host is gone, delete ${file}.`,
        );
      if (held && alive(held.pid))
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by ${held.purpose || 'another process'} (pid ${held.pid}, since ${held.started}). One process at a time: stop it first (or use PostgreSQL, DATABASE_URL, for several servers).`,
        );
      // Stale: its process is gone (kill -9, a crash), or the file was cut off while being
      // written (an unreadable lock is as old as the instant its writer died).
      fs.rmSync(file, { force: true });
      continue;
    }
    try {
      fs.writeSync(fd, JSON.stringify(mine));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    break;
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
