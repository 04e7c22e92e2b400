/**
 * On the embedded database, with real server processes: a first start killed -9
 * while its copy of the template is not yet in place, then a start that serves; a second
 * process on one DATA_DIR refused; `npm run backup` / `npm run restore` giving the same rows;
 * `seed --force` refused on data that is not the demo's; a PostgreSQL that cannot be reached,
 * or a DATABASE_URL that is not one, ending the start with one line.
 * (PGlite only: left out when DATABASE_URL is set, see vitest.config.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Server processes on PGlite start in seconds each, and several are started one after another.
const SLOW = { timeout: 240_000 };
import { buildPath, routes } from '@backoffice/api/contract';
import { buildServer, signInThrough, startProcess, type ServerProcess } from './test/processes';

let build: ReturnType<typeof buildServer>;
const dirs: string[] = [];
const running: ServerProcess[] = [];

beforeAll(() => {
  build = buildServer();
});
afterAll(async () => {
  for (const server of running) await server.kill();
  build.remove();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-first-start-'));
  dirs.push(dir);
  return dir;
}

function env(dir: string, more: Record<string, string> = {}): Record<string, string> {
  return { DATA_DIR: dir, DATABASE_URL: '', STATIC_DIR: path.join(dir, 'no-app'), ...more };
}

async function start(dir: string, more: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startProcess(build.dir, env(dir, more));
  running.push(server);
  return server;
}

/** Runs an entry of the build to its end (or, with `until`, until it prints that, then kill -9). */
function run(entry: string, args: string[], environment: Record<string, string>, until?: string) {
  return build.run(entry, args, environment, until);
}

async function notesOf(server: ServerProcess, token: string, officeId: number) {
  const res = await fetch(`${server.url}${buildPath(routes.office.path, { id: officeId })}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { office: { internalNotes: { note: string }[] } };
  return body.office.internalNotes.map((n) => n.note).sort();
}

describe('a first start killed -9, then started again', () => {
  it(
    'leaves no half database: the next start copies again, takes over the stale lock, serves',
    SLOW,
    async () => {
      const dir = dataDir();
      const killed = await run(
        'index.js',
        [],
        env(dir, { BACKOFFICE_TEST_PAUSE_AT: 'template-copied' }),
        '[test pause] template-copied',
      );
      expect(killed.code).toBe(null);
      const names = fs.readdirSync(dir);
      expect(names).toContain('pglite.lock');
      expect(names.some((n) => n.startsWith('pglite.tmp-'))).toBe(true);
      expect(names).not.toContain('pglite');

      const server = await start(dir);
      expect(await signInThrough(server.url)).toBeTruthy();
      expect(fs.readdirSync(dir).filter((n) => n.startsWith('pglite.tmp-'))).toEqual([]);

      // A second process on the same DATA_DIR, and a command, are refused while it runs.
      const second = await run('index.js', [], env(dir));
      expect(second.code).toBe(1);
      expect(second.output).toMatch(
        new RegExp(
          `in use by a server \\(pid ${server.child.pid}, since .*\\)\\. One process at a time`,
        ),
      );
      const staff = await run('staff.js', ['list'], env(dir));
      expect(staff.code).toBe(1);
      expect(staff.output).toContain(`in use by a server (pid ${server.child.pid}`);
      const backup = await run('backup.js', ['backup', path.join(dir, 'b.tar.gz')], env(dir));
      expect(backup.code).toBe(1);
      expect(backup.output).toContain('One process at a time: stop it first');
      await server.stop();
      expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    },
  );
});

describe('npm run backup and npm run restore', () => {
  it('restores the rows of the backup', SLOW, async () => {
    const dir = dataDir();
    const file = path.join(dir, 'backups', 'before.tar.gz');
    let server = await start(dir);
    let token = await signInThrough(server.url);
    const before = await notesOf(server, token, 7);
    await server.stop();

    const backup = await run('backup.js', ['backup', file], env(dir));
    expect(backup.output).toContain('Backed up');
    expect(backup.code).toBe(0);

    server = await start(dir);
    token = await signInThrough(server.url);
    const res = await fetch(`${server.url}${routes.createInternalNote.path}`, {
      method: routes.createInternalNote.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ office_id: 7, note: '<p>After the backup</p>' }),
    });
    expect(res.status).toBe(200);
    expect(await notesOf(server, token, 7)).toHaveLength(before.length + 1);
    await server.stop();

    const restore = await run('backup.js', ['restore', file], env(dir));
    expect(restore.output).toContain('Restored');
    expect(restore.code).toBe(0);
    expect(fs.readdirSync(dir).some((n) => n.startsWith('pglite.before-restore-'))).toBe(true);

    server = await start(dir);
    token = await signInThrough(server.url);
    expect(await notesOf(server, token, 7)).toEqual(before);
    await server.stop();
  });
});

describe('seed --force', () => {
  it('refuses a database holding data that is not the demo data', SLOW, async () => {
    const dir = dataDir();
    const migrate = await run('migrate.js', [], env(dir));
    expect(migrate.output).toContain('migrations run');
    expect(migrate.code).toBe(0);
    const create = await run(
      'staff.js',
      ['create', '--email', 'ops@example.org', '--name', 'Ops', '--role', 'admin'],
      env(dir),
    );
    expect(create.code).toBe(0);
    const force = await run('seed.js', ['--force'], env(dir));
    expect(force.code).toBe(4);
    expect(force.output).toContain('not demo data');
    expect(force.output).toContain('seed_now');
    const list = await run('staff.js', ['list'], env(dir));
    expect(list.output).toContain('ops@example.org');
  });
});

describe('PostgreSQL at start', () => {
  it('retries an unreachable server, then exits with one line, no password', SLOW, async () => {
    const result = await run('index.js', [], {
      DATABASE_URL: 'postgres://app:hunter2@127.0.0.1:1/app',
      DB_CONNECT_TIMEOUT: '2',
      DEMO_DATA: '1',
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('not reachable yet');
    expect(result.output).toMatch(
      /The database could not be opened: PostgreSQL at 127\.0\.0\.1:1 could not be reached in 2 s \(DB_CONNECT_TIMEOUT\)/,
    );
    expect(result.output).not.toContain('hunter2');
  });

  it('names a malformed DATABASE_URL at once', SLOW, async () => {
    const result = await run('index.js', [], { DATABASE_URL: 'not a url', DEMO_DATA: '1' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('DATABASE_URL is not a PostgreSQL URL');
    expect(result.output).not.toContain('ENOTFOUND');
    expect(result.output).not.toContain('not reachable yet');
  });
});
