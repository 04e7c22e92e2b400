/**
 * The README's "Backup and restore" for PostgreSQL, run as written: `pg_dump --format=custom`
 * of a demo database, `pg_restore --no-owner --exit-on-error` into an empty one; the restored
 * database holds every row of every table, the same sequences, extension and search keys, and
 * a server started on it signs in and lists what the first one listed.
 * pg_dump and pg_restore of the server's major version or newer (Debian's, beside the server
 * binaries scripts/postgres.mjs uses; `npm test` installs them on Debian).
 * (PostgreSQL only: left out of the PGlite pass, see vitest.config.ts.)
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import { copyTemplateDatabase } from '../test/harness';
import { buildServer, signInThrough, startProcess, type ServerProcess } from '../test/processes';

const admin = process.env.DATABASE_URL as string;
let build: ReturnType<typeof buildServer>;
let folder: string;
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

beforeAll(() => {
  build = buildServer();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-backup-'));
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const cleanup of cleanups) await cleanup();
  build?.remove();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The major version of a PostgreSQL program (`pg_dump (PostgreSQL) 15.18 (Debian …)`). */
function majorOf(program: string): number | null {
  const result = spawnSync(program, ['--version'], { encoding: 'utf8' });
  const found = result.status === 0 ? /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout) : null;
  return found ? Number(found[1]) : null;
}

/** `name` (pg_dump, pg_restore) of PostgreSQL `major` or newer: Debian's, else one on PATH. */
function clientProgram(name: string, major: number): string {
  const debian = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v) && Number(v) >= major)
        .sort((a, b) => Number(a) - Number(b))
        .map((v) => `/usr/lib/postgresql/${v}/bin/${name}`)
    : [];
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((d) => path.join(d, name));
  for (const candidate of [...debian, ...onPath]) {
    if (!fs.existsSync(candidate)) continue;
    const found = majorOf(candidate);
    if (found !== null && found >= major) return candidate;
  }
  throw new Error(
    `No ${name} of PostgreSQL ${major} or newer here (the server's version): install Debian's postgresql-client-${major}`,
  );
}

function run(program: string, args: string[]): void {
  const result = spawnSync(program, args, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0)
    throw new Error(`${path.basename(program)} exited ${result.status}: ${result.stderr}`);
}

/** Each table of the database: its row count and a digest of its rows, in a stable order. */
async function contents(url: string): Promise<Record<string, string>> {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string; digest: string }>(
        `select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${name} t`,
      );
      out[name] = `${rows[0]!.n} rows, ${rows[0]!.digest}`;
    }
    return out;
  });
}

/** Each sequence and where it stands (a restored one must not hand out ids already used). */
async function sequences(url: string): Promise<Record<string, string>> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string; value: string | null }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value
       from pg_sequences order by 1`,
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.value ?? 'unused']));
  });
}

async function usersListed(server: ServerProcess): Promise<number> {
  const token = await signInThrough(server.url);
  const res = await fetch(`${server.url}${routes.users.path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

describe('backup and restore on PostgreSQL, as the README says', () => {
  it('pg_dump, then pg_restore into an empty database: every row, sequence and search key, and a server that serves', async () => {
    const source = await copyTemplateDatabase(admin);
    cleanups.push(source.drop);
    const major = await withClient(source.url, async (client) => {
      const { rows } = await client.query<{ v: string }>(
        "select current_setting('server_version_num') as v",
      );
      return Math.floor(Number(rows[0]!.v) / 10_000);
    });
    const first = await startProcess(build.dir, { DATABASE_URL: source.url, LOG_FORMAT: 'json' });
    servers.push(first);
    const listedBefore = await usersListed(first);
    await first.stop();

    const dump = path.join(folder, 'backoffice.dump');
    run(clientProgram('pg_dump', major), ['--format=custom', `--file=${dump}`, source.url]);
    expect(fs.statSync(dump).size).toBeGreaterThan(100_000);

    // Into an empty database, made first (the README says so).
    const name = `bo_restored_${crypto.randomBytes(5).toString('hex')}`;
    await withClient(admin, (client) => client.query(`create database "${name}"`));
    const restored = new URL(admin);
    restored.pathname = `/${name}`;
    cleanups.push(() =>
      withClient(admin, async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
    );
    run(clientProgram('pg_restore', major), [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${restored.toString()}`,
      dump,
    ]);

    const [before, after] = await Promise.all([
      contents(source.url),
      contents(restored.toString()),
    ]);
    expect(Object.keys(after).length).toBeGreaterThan(20);
    expect(after).toEqual(before);
    expect(await sequences(restored.toString())).toEqual(await sequences(source.url));

    // The search keys' triggers came back with the tables: a rename changes the key.
    await withClient(restored.toString(), async (client) => {
      const { rows } = await client.query<{ id: number }>(
        'select id from users order by id limit 1',
      );
      const id = rows[0]!.id;
      await client.query(`update users set last_name = 'Zyxwvutsrestored' where id = $1`, [id]);
      const key = await client.query<{ key: string }>(
        'select search_key as key from user_search_keys where user_id = $1',
        [id],
      );
      expect(key.rows[0]!.key).toContain('zyxwvutsrestored');
    });

    // A server on the restored database starts (its migrations already there), signs in and
    // lists what the first one listed (one user more: none; the rename above is not a new one).
    const second = await startProcess(build.dir, {
      DATABASE_URL: restored.toString(),
      LOG_FORMAT: 'json',
    });
    servers.push(second);
    expect(await usersListed(second)).toBe(listedBefore);
  }, 240_000);
});
