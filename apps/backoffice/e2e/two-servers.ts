/**
 * The `two-servers` project's setting: two processes of the built server on one
 * PostgreSQL database, and the README's round-robin balancer in front of them, as "Several
 * servers on one PostgreSQL" runs them. The PostgreSQL is the test command's
 * (TEST_DATABASE_URL, from scripts/postgres.mjs), or one that scripts/postgres.mjs starts for
 * this worker when the project runs alone; the database is made fresh for the worker, and the
 * two servers, starting at once on it, migrate and seed it in turns (an advisory lock).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { start } from './processes';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

/** What scripts/postgres.mjs offers (a plain Node module, shared with the test command). */
interface PostgresModule {
  ensurePostgres(options?: { log?: (line: string) => void }): Promise<{
    url: string;
    source: string;
    stop(): Promise<void>;
  }>;
  createDatabase(url: string, name: string): Promise<string>;
  dropDatabase(url: string, name: string): Promise<void>;
}

export interface TwoServers {
  /** http://127.0.0.1:<port> of server 1, server 2 and the balancer in front of both. */
  one: string;
  two: string;
  balancer: string;
  /** The names the history gives the two servers (SERVER_NAME). */
  names: readonly [string, string];
}

/** Starts PostgreSQL (when not given), a fresh database, two servers and the balancer. */
export async function startTwoServers(): Promise<{ servers: TwoServers; stop(): Promise<void> }> {
  const dist = path.join(repoRoot, 'apps/server/dist');
  for (const entry of ['index.js', 'balancer.js']) {
    if (!fs.existsSync(path.join(dist, entry)))
      throw new Error(`Build the server first: ${path.join(dist, entry)} is missing`);
  }
  const postgresModule = (await import(
    pathToFileURL(path.join(repoRoot, 'scripts/postgres.mjs')).href
  )) as PostgresModule;
  const postgres = await postgresModule.ensurePostgres({ log: (line) => console.info(line) });
  const database = `bo_e2e_${crypto.randomBytes(5).toString('hex')}`;
  const stopping: (() => Promise<void>)[] = [postgres.stop];
  const stopAll = async () => {
    for (const stop of stopping.splice(0).reverse()) await stop();
  };
  try {
    const url = await postgresModule.createDatabase(postgres.url, database);
    stopping.push(() => postgresModule.dropDatabase(postgres.url, database));
    // One DATA_DIR for both, as a shared volume would be (request exports are files there).
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-two-'));
    stopping.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const names = ['e2e-server-1', 'e2e-server-2'] as const;
    const started = Date.now();
    const [one, two] = await Promise.all(
      names.map((name) =>
        start(path.join(dist, 'index.js'), {
          DATABASE_URL: url,
          // The demo data and accounts on this PostgreSQL too (production starts empty).
          DEMO_DATA: '1',
          DATA_DIR: dataDir,
          SERVER_NAME: name,
          TRUSTED_PROXIES: '127.0.0.1',
        }),
      ),
    );
    stopping.push(one!.stop, two!.stop);
    const balancer = await start(path.join(dist, 'balancer.js'), {
      BALANCE_TARGETS: `${one!.url},${two!.url}`,
    });
    stopping.push(balancer.stop);
    console.info(
      `[two servers] ${one!.url} and ${two!.url} on ${postgres.source} (database ${database}), ` +
        `balancer ${balancer.url}; ready in ${Date.now() - started} ms`,
    );
    return {
      servers: { one: one!.url, two: two!.url, balancer: balancer.url, names },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
