// API benchmark: autocannon on loopback (50 connections, a few seconds per route) against
// every list as the app asks it (the board's and the records' default date ranges, the
// 50-row first and deep pages of offices and users) at scale 10 (30,000 offices, 20,000
// requests, 23,000 users; BENCH_SCALE=100 for 100×), each shown as a ratio to GET
// /api/v2/health measured in the same run; then live refresh as it happens: a write, and the
// 50 clients reading the board at once (issue 29). Runs on PGlite, then on PostgreSQL
// (BENCH_DATABASE_URL or DATABASE_URL, else a Debian cluster it starts when PostgreSQL is
// installed and it runs as root); BENCH_API_ONLY=postgres or pglite runs one. The data is
// seeded once per scale and kept under node_modules/.cache/backoffice-bench/pglite-scaleN
// (PGlite) or in the database: one database per scale, `{scale}` in the URL stands for it
// (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5433/bench{scale}: bench10, bench100),
// and the cluster started here has bench10, bench100. A database that holds another scale
// stops the run (the seed exits 3) rather than measure data of the wrong size. ×100 is
// seeded in shards of ×1 (flat memory): minutes, the first time only (README).
// Every call asks as a browser does (Accept-Encoding: gzip, deflate, br, zstd);
// BENCH_API_IDENTITY=1 asks for plain answers.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const require = createRequire(path.join(server, 'package.json'));
const autocannon = require('autocannon');

const SCALE = Number(process.env.BENCH_SCALE ?? 10);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 6);
const ENCODING = process.env.BENCH_API_IDENTITY
  ? {}
  : { 'accept-encoding': 'gzip, deflate, br, zstd' };
const cacheDir = path.join(server, 'node_modules/.cache/backoffice-bench');
const log = (line) => console.log(line);

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function seed(env) {
  const started = Date.now();
  const r = spawnSync(
    process.execPath,
    [path.join(server, 'dist/seed.js'), '--scale', String(SCALE)],
    {
      env: { ...process.env, ...env },
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) throw new Error('seeding failed');
  log(`  data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(server, 'dist/index.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server stopped');
    try {
      const res = await fetch(`${base}/api/v2/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, base };
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

function load(url, token) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: 30,
        headers: { ...ENCODING, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function measure(label, env) {
  log(`\n${label}: scale ${SCALE}`);
  seed(env);
  const { child, base } = await startServer(env);
  try {
    const login = await fetch(`${base}/api/v2/csm/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'csm@example.com', password: 'demo1234' }),
    });
    const { token } = await login.json();
    const offices = await (
      await fetch(`${base}/api/v2/csm/offices?perPage=50`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const users = await (
      await fetch(`${base}/api/v2/csm/users?perPage=50`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    log(
      `  ${offices.total} offices (${offices.pages} pages), ${users.total} users (${users.pages} pages)`,
    );
    const days = (n) => {
      const fmt = (d) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(d);
      return `startDate=${fmt(new Date(Date.now() - (n - 1) * 86_400_000))}&endDate=${fmt(new Date())}`;
    };
    const targets = [
      ['health', '/api/v2/health', null],
      ['board, last 7 days', '/api/v2/csm/requests', token],
      ['conversations, 7 d', `/api/v2/csm/conversations?${days(7)}&page=1&perPage=50`, token],
      ['documents, 28 days', `/api/v2/csm/documents?${days(28)}&page=1&perPage=50`, token],
      ['contracts, page 1', '/api/v2/contracts?page=1&perPage=50', token],
      ['offices, page 1', '/api/v2/csm/offices?perPage=50', token],
      [
        `offices, page ${offices.pages}`,
        `/api/v2/csm/offices?perPage=50&page=${offices.pages}`,
        token,
      ],
      ['users, page 1', '/api/v2/csm/users?perPage=50', token],
      [`users, page ${users.pages}`, `/api/v2/csm/users?perPage=50&page=${users.pages}`, token],
    ];
    const rows = [];
    for (const [name, route, auth] of targets) {
      // Let the previous run's queue drain, then warm the route up once.
      await fetch(`${base}${route}`, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });
      await new Promise((r) => setTimeout(r, 1000));
      const r = await load(`${base}${route}`, auth);
      rows.push({
        name,
        p50: r.latency.p50,
        p99: r.latency.p99,
        rps: r.requests.average,
        bytes: r.throughput.total / Math.max(1, r.requests.total),
        errors: r.errors + r.non2xx + r.timeouts,
      });
    }
    const health = rows[0];
    log(
      `  ${'route'.padEnd(20)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)}   p99 / health   req/s / health   bytes/answer   errors`,
    );
    for (const row of rows) {
      log(
        `  ${row.name.padEnd(20)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${row.rps.toFixed(0).padStart(8)}   ${(row.p99 / Math.max(1, health.p99)).toFixed(2).padStart(12)}   ${(row.rps / health.rps).toFixed(3).padStart(14)}   ${row.bytes.toFixed(0).padStart(12)}   ${row.errors}`,
      );
    }
    await afterWrites(base, token);
    return rows;
  } finally {
    await stop(child);
  }
}

/**
 * Live refresh: one write, then the whole team (50 clients) reads the board at once, as the
 * change event makes them do. 10 rounds; the slowest client of each round.
 */
async function afterWrites(base, token) {
  const auth = { authorization: `Bearer ${token}`, ...ENCODING };
  const slowest = [];
  for (let round = 0; round < 10; round++) {
    const note = await fetch(`${base}/api/v2/csm/internal_notes`, {
      method: 'POST',
      headers: {
        ...auth,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ office_id: 1, note: `Bench round ${round}` }),
    });
    if (note.status !== 200) throw new Error(`the write answered ${note.status}`);
    const started = performance.now();
    const times = await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        const res = await fetch(`${base}/api/v2/csm/requests`, { headers: auth });
        await res.arrayBuffer();
        return performance.now() - started;
      }),
    );
    slowest.push(Math.max(...times));
    await new Promise((r) => setTimeout(r, 200));
  }
  slowest.sort((a, b) => a - b);
  log(
    `  after a write, ${CONNECTIONS} clients read the board at once: slowest client median ${slowest[5].toFixed(0)} ms, worst ${slowest[9].toFixed(0)} ms (10 rounds)`,
  );
}

/** A PostgreSQL to measure: the URL given, else a Debian cluster started here, else none. */
function postgresUrl() {
  const given = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (given) return given.replaceAll('{scale}', String(SCALE));
  const has = spawnSync('sh', ['-c', 'command -v pg_createcluster && command -v pg_lsclusters'], {
    encoding: 'utf8',
  });
  if (has.status !== 0 || process.getuid?.() !== 0) return null;
  const database = `bench${SCALE}`;
  const clusters = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).stdout;
  const version = spawnSync('sh', ['-c', 'ls /usr/lib/postgresql | sort -n | tail -1'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (!/\sbench\s/.test(clusters)) {
    spawnSync(
      'pg_createcluster',
      [
        version,
        'bench',
        '--port',
        '5434',
        '--start',
        '--',
        '--auth-local=trust',
        '--auth-host=trust',
      ],
      { stdio: 'ignore' },
    );
  } else {
    spawnSync('pg_ctlcluster', [version, 'bench', 'start'], { stdio: 'ignore' });
  }
  const exists = spawnSync(
    'psql',
    [
      '-h',
      '127.0.0.1',
      '-p',
      '5434',
      '-U',
      'postgres',
      '-tAc',
      `select 1 from pg_database where datname='${database}'`,
    ],
    { encoding: 'utf8' },
  );
  if (exists.status !== 0) return null;
  if (exists.stdout.trim() !== '1') {
    spawnSync(
      'psql',
      ['-h', '127.0.0.1', '-p', '5434', '-U', 'postgres', '-c', `create database ${database}`],
      { stdio: 'ignore' },
    );
  }
  return `postgres://postgres@127.0.0.1:5434/${database}`;
}

fs.mkdirSync(cacheDir, { recursive: true });
log(
  `API benchmark: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per route, loopback, ${process.env.BENCH_API_IDENTITY ? 'plain answers' : 'Accept-Encoding as a browser'}`,
);
const only = process.env.BENCH_API_ONLY;
const pglite =
  only === 'postgres'
    ? null
    : await measure('PGlite', {
        DATA_DIR: path.join(cacheDir, `pglite-scale${SCALE}`),
        DATABASE_URL: '',
      });
const url = only === 'pglite' ? null : postgresUrl();
let postgres = null;
if (url) postgres = await measure('PostgreSQL', { DATABASE_URL: url });
else
  log(
    '\nPostgreSQL: skipped (set BENCH_DATABASE_URL, or install Debian postgresql and run as root)',
  );

if (postgres) {
  const health = postgres[0];
  const worst = Math.max(...postgres.slice(1).map((r) => r.p99 / Math.max(1, health.p99)));
  log(
    `\nPostgreSQL goal p99 <= 2x health: worst list ratio ${worst.toFixed(2)} ${worst <= 2 ? '(met)' : '(not met)'}`,
  );
}
void pglite;
