// The built server for benchmarks: started on a free port (its own temporary data folder, or
// the one given), stopped, signed in to.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The server's paths (the route table is TypeScript; these scripts are plain Node).
export const API = '/api/v2';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts apps/server/dist on a free port and waits until it is healthy. Without `dataDir` it
 * gets a temporary data folder, removed by `stop()`; `env` adds settings (DATABASE_URL).
 */
export async function startServer({ dataDir, env = {} } = {}) {
  const entry = path.join(root, 'apps/server/dist/index.js');
  if (!fs.existsSync(entry)) throw new Error(`Build the server first: ${entry} is missing`);
  const port = await freePort();
  const own = !dataDir;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-'));
  const child = spawn(process.execPath, [entry], {
    // DEMO_DATA: the demo data on a PostgreSQL too (production starts empty).
    env: {
      DEMO_DATA: '1',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The server stopped while starting');
    try {
      if ((await fetch(`${url}${API}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The server did not start within 120 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    dataDir: dir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (own) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs in with the demo account; the bearer token. */
export async function signIn(url) {
  const response = await fetch(`${url}${API}/csm/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: process.env.DEMO_EMAIL || 'csm@example.com',
      password: process.env.DEMO_PASSWORD || 'demo1234',
    }),
  });
  return (await response.json()).token;
}

/**
 * The PostgreSQL a benchmark writes to: BENCH_DATABASE_URL, else a database `name` made afresh
 * on the CI cluster (:5433); null when there is neither.
 */
function benchPostgresUrl(name) {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return given;
  const psql = (sql) =>
    execFileSync('psql', ['-h', '127.0.0.1', '-p', '5433', '-U', 'postgres', '-qc', sql], {
      stdio: 'ignore',
    });
  try {
    psql('select 1');
    psql(`drop database if exists ${name}`);
    psql(`create database ${name}`);
    return `postgres://postgres@127.0.0.1:5433/${name}`;
  } catch {
    return null;
  }
}

/**
 * Runs `measure(label, env)` on PGlite, then on PostgreSQL (a database `name`, see
 * benchPostgresUrl) or says it was skipped: the rows of both, for report().
 */
export async function onBothDatabases(name, measure) {
  const rows = await measure('PGlite', { DATABASE_URL: '' });
  const url = benchPostgresUrl(name);
  if (url) rows.push(...(await measure('PostgreSQL', { DATABASE_URL: url })));
  else
    rows.push({
      label: 'PostgreSQL',
      value: 'skipped (no cluster on :5433, no BENCH_DATABASE_URL)',
    });
  return rows;
}
