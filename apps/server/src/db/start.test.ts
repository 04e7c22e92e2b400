/**
 * What a failed start says (one line, no parameters), the embedded database's lock,
 * and PostgreSQL waited for at start. No database needed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDatabaseUrl, waitForPostgres } from './client';
import { describeStartError } from './errors';
import { LOCK_FILE, lockDataDir } from './lock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-lock-'));
  dirs.push(dir);
  return dir;
}

describe('describeStartError', () => {
  it('names the failure without the query parameters (password hashes) or values', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "staff_pkey"'),
      { code: '23505', table: 'staff', constraint: 'staff_pkey', detail: 'Key (id)=(1) exists' },
    );
    const error = new DrizzleQueryError(
      'insert into "staff" ("id", "password_hash") values ($1, $2)',
      [1, '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g'],
      cause,
    );
    const line = describeStartError(error);
    expect(line).toContain('23505');
    expect(line).toContain('staff_pkey');
    expect(line).not.toContain('argon2');
    expect(line).not.toContain('Key (id)');
    expect(line).not.toContain('\n');
    const typed = Object.assign(new Error('invalid input syntax for type integer: "s3cret"'), {
      code: '22P02',
    });
    expect(describeStartError(typed)).not.toContain('s3cret');
  });
});

describe('checkDatabaseUrl', () => {
  it('names a malformed DATABASE_URL without echoing it', () => {
    expect(() => checkDatabaseUrl('not a url')).toThrow(/DATABASE_URL is not a PostgreSQL URL/);
    expect(() => checkDatabaseUrl('mysql://u:hunter2@db/x')).toThrow(/scheme is mysql/);
    try {
      checkDatabaseUrl('mysql://u:hunter2@db/x');
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
    expect(() => checkDatabaseUrl('postgres://u:p@127.0.0.1:5432/db')).not.toThrow();
  });
});

describe('waitForPostgres', () => {
  it('retries an unreachable server with back-off, then gives up with one line', async () => {
    const lines: string[] = [];
    const error = await waitForPostgres('postgres://u:hunter2@127.0.0.1:1/db', {
      timeoutMs: 1500,
      log: (line) => lines.push(line),
    }).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /PostgreSQL at 127\.0\.0\.1:1 could not be reached in 2 s \(DB_CONNECT_TIMEOUT\): .*ECONNREFUSED/,
    );
    expect((error as Error).message).not.toContain('hunter2');
    // Attempts at 0, 0.5 and 1.5 s: one line said so, not one per attempt.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('not reachable yet');
  });
});

describe('lockDataDir', () => {
  it('refuses a second holder while the first is alive, and frees on release', () => {
    const dir = tempDir();
    // This process holds it for "a server": a child (another process) is refused.
    const lock = lockDataDir(dir, 'a server');
    const file = path.join(dir, LOCK_FILE);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    fs.writeFileSync(
      file,
      JSON.stringify({ pid: process.ppid, host: os.hostname(), started: 'x', purpose: 'a server' }),
    );
    expect(() => lockDataDir(dir, 'npm run staff')).toThrow(
      new RegExp(`in use by a server \\(pid ${process.ppid}`),
    );
    lock.release();
    // Not ours any more (the content names the parent): left in place.
    expect(fs.existsSync(file)).toBe(true);
  });

  it('takes over a stale lock: its process is gone', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid!;
    await new Promise((resolve) => child.once('exit', resolve));
    const file = path.join(dir, LOCK_FILE);
    fs.writeFileSync(
      file,
      JSON.stringify({ pid, host: os.hostname(), started: 'x', purpose: 'a server' }),
    );
    const lock = lockDataDir(dir, 'a server');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('lets one process only take over a stale lock when several start at once', async () => {
    // The lock module alone, bundled for child processes (each its own pid, as real starts).
    const work = tempDir();
    buildSync({
      entryPoints: [fileURLToPath(new URL('./lock.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: path.join(work, 'lock.mjs'),
      logLevel: 'silent',
    });
    const child = path.join(work, 'child.mjs');
    fs.writeFileSync(
      child,
      `import { lockDataDir } from './lock.mjs';
const [dir, at] = process.argv.slice(2);
while (Date.now() < Number(at)) {}
try {
  lockDataDir(dir, 'a start');
  console.log('got');
  setTimeout(() => process.exit(0), 1500);
} catch (error) {
  console.log(error.name === 'DataDirLockedError' ? 'refused' : 'failed: ' + error.message);
}
`,
    );
    const gone = spawn(process.execPath, ['-e', '0']);
    const deadPid = gone.pid!;
    await new Promise((resolve) => gone.once('exit', resolve));
    for (let round = 0; round < 3; round++) {
      const dir = tempDir();
      fs.writeFileSync(
        path.join(dir, LOCK_FILE),
        JSON.stringify({ pid: deadPid, host: os.hostname(), started: 'x', purpose: 'a server' }),
      );
      // Six starts released at the same instant, once all are loaded.
      const at = Date.now() + 1500;
      const outcomes = await Promise.all(
        Array.from(
          { length: 6 },
          () =>
            new Promise<string>((resolve) => {
              const p = spawn(process.execPath, [child, dir, String(at)]);
              let out = '';
              p.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
              p.once('exit', () => resolve(out.trim()));
            }),
        ),
      );
      expect(
        outcomes.filter((o) => o === 'got'),
        `round ${round}: ${outcomes.join(', ')}`,
      ).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'refused')).toHaveLength(5);
      expect(fs.readdirSync(dir)).toEqual([]);
    }
  }, 60_000);

  it('refuses a lock of another host, naming it', () => {
    const dir = tempDir();
    fs.writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: 1, host: 'elsewhere', started: 'x', purpose: 'a server' }),
    );
    expect(() => lockDataDir(dir, 'a server')).toThrow(/on host elsewhere/);
  });
});
