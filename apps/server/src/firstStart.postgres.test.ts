/**
 * On PostgreSQL, with real server processes: a first start killed -9 in the middle
 * of the seed, then a start that seeds again and serves; `npm run migrate` on an empty
 * database, then a production start (no migration at start) that serves; a schema behind
 * refused with the command to run; a newer one served with a warning.
 * (PostgreSQL only: runs when DATABASE_URL is set, see vitest.config.ts.)
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, signInThrough, startProcess, type ServerProcess } from './test/processes';

const SLOW = { timeout: 240_000 };
let build: ReturnType<typeof buildServer>;
const running: ServerProcess[] = [];
const databases: string[] = [];
const admin = process.env.DATABASE_URL as string;

async function query(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** An empty database of its own: its URL. */
async function emptyDatabase(): Promise<string> {
  const name = `bo_start_${crypto.randomBytes(5).toString('hex')}`;
  await query(admin, `create database "${name}"`);
  databases.push(name);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(() => {
  build = buildServer();
});
afterAll(async () => {
  for (const server of running) await server.kill();
  build.remove();
  for (const name of databases)
    await query(admin, `drop database if exists "${name}" with (force)`);
});

/** Runs an entry of the build to its end (or, with `until`, until it prints that, then kill -9). */
function run(entry: string, environment: Record<string, string>, until?: string) {
  return build.run(entry, [], environment, until);
}

const production = {
  DEMO_DATA: '',
  SECRET_KEY: 'a-long-random-text-for-the-tests-only-0123456789',
};

describe('a first start on PostgreSQL killed -9 during the seed', () => {
  it(
    'is seeded again from scratch by the next start, which serves and signs in',
    SLOW,
    async () => {
      const url = await emptyDatabase();
      const killed = await run(
        'index.js',
        { DATABASE_URL: url, DEMO_DATA: '1', BACKOFFICE_TEST_PAUSE_AT: 'seed' },
        '[test pause] seed',
      );
      expect(killed.code).toBe(null);
      const server = await startProcess(build.dir, { DATABASE_URL: url, DEMO_DATA: '1' });
      running.push(server);
      expect(await signInThrough(server.url)).toBeTruthy();
      expect(server.output()).not.toContain('argon2');
      expect(server.output()).not.toContain('duplicate key');
      await server.stop();
    },
  );
});

describe('npm run migrate, then a production start', () => {
  it('refuses a schema behind, serves once migrated, and warns on a newer one', SLOW, async () => {
    const url = await emptyDatabase();
    const behind = await run('index.js', { DATABASE_URL: url, ...production });
    expect(behind.code).toBe(1);
    expect(behind.output).toContain('The database schema is behind');
    expect(behind.output).toContain('npm run migrate');

    const migrate = await run('migrate.js', { DATABASE_URL: url });
    expect(migrate.output).toContain('migrations run');
    expect(migrate.code).toBe(0);
    const again = await run('migrate.js', { DATABASE_URL: url });
    expect(again.output).toContain('is up to date');

    let server = await startProcess(build.dir, { DATABASE_URL: url, ...production });
    running.push(server);
    expect(server.output()).toContain('No staff account yet');
    await server.stop();

    // A newer version migrated it: this one serves, with a warning.
    await query(
      url,
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', 9999999999999)`,
    );
    server = await startProcess(build.dir, { DATABASE_URL: url, ...production });
    running.push(server);
    expect(server.output()).toContain('the database schema is newer than this server knows');
    await server.stop();
  });
});
