// API benchmark: autocannon on loopback (50 connections, a few seconds per route) against
// every list as the app asks it (the board's and the records' default date ranges, the
// 50-row first and deep pages of offices and users, a users and an offices search by words)
// at scale 10 (30,000 offices, 20,000 requests, 23,000 users; BENCH_SCALE=100 for 100×),
// each shown as a ratio to GET /api/v2/health measured in the same run; then live refresh as
// it happens: a write, and the 50 clients reading the board at once. Runs on PGlite, then on PostgreSQL
// (BENCH_DATABASE_URL or DATABASE_URL, else a Debian cluster it starts when PostgreSQL is
// installed and it runs as root); BENCH_API_ONLY=postgres or pglite runs one. The data is
// seeded once per scale and kept under node_modules/.cache/backoffice-bench/pglite-scaleN
// (PGlite) or in the database: one database per scale, `{scale}` in the URL stands for it
// (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5433/bench{scale}: bench10, bench100),
// and the cluster started here has bench10, bench100. A database that holds another scale
// stops the run (the seed exits 3) rather than measure data of the wrong size. ×100 is
// seeded in shards of ×1 (flat memory): minutes, the first time only (README).
// Every call asks as a browser does (Accept-Encoding: gzip, deflate, br, zstd);
// BENCH_API_IDENTITY=1 asks for plain answers. Then the team at work: 20 writers at once.
//
// Goals, each a ratio to the health call's p99 of the same run: every list's p99 <= 2x; the
// slowest of 50 clients reading the board after a write <= 3x; a write's p99 with 20 writers
// at once <= 5x (the median of three rounds' p99s). The last two are goals on PostgreSQL only:
// on PGlite, one WebAssembly thread, they are printed. `--check` (npm test) runs at scale 1 (the demo data: a fresh data folder
// from the template on PGlite, the empty database given seeded by the server itself), 3 s a
// route, and exits 1 when a goal is missed; the figures are printed either way.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const require = createRequire(path.join(server, 'package.json'));
const autocannon = require('autocannon');

const CHECK = process.argv.includes('--check');
const SCALE = Number(process.env.BENCH_SCALE ?? (CHECK ? 1 : 10));
const CONNECTIONS = 50;
const WRITERS = 20;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? (CHECK ? 3 : 6));
const GOALS = { list: 2, boardAfterWrite: 3, writeP99: 5 };
const missed = [];
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
  // The demo data (scale 1) is what the server makes of an empty data folder or database.
  if (SCALE === 1) return;
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
    // DEMO_DATA: the demo data on a PostgreSQL too (production starts empty).
    env: { DEMO_DATA: '1', ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
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

/**
 * The team's calls go out as autocannon's do, raw HTTP/1.1 on kept-alive sockets, not through
 * fetch: on this 2-core machine the client shares the cores with the server, and fetch's own
 * work (streams, body mixins) for 50 answers at once was counted as the server's. The
 * yardstick, health under autocannon, never paid it.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function call(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': Buffer.byteLength(body) };
    const req = http.request(url, { method, headers: { ...headers, ...length }, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
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
      // The one search rule (names in any order, accents aside, parts of words), read through
      // the trigram indexes of the stored search keys.
      ['users, "martin ma"', '/api/v2/csm/users?perPage=50&searchText=martin%20ma', token],
      ['offices, "allee roy"', '/api/v2/csm/offices?perPage=50&search=allee%20roy', token],
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
    const ratio = (ms) => ms / Math.max(1, health.p99);
    for (const row of rows.slice(1)) {
      if (ratio(row.p99) > GOALS.list || row.errors > 0)
        missed.push(
          `${label} ${row.name}: p99 ${ratio(row.p99).toFixed(2)}x health (goal <= ${GOALS.list}x), ${row.errors} errors`,
        );
    }
    // The two figures of the team at work are goals on PostgreSQL, the production database.
    // On PGlite they are printed, not enforced: PGlite is one WebAssembly thread inside the
    // server's process, so 20 writes at once run one after another (p50 ~ 20 x one write) and
    // the board's recount after a write holds every reader; the demo database is not where a
    // team of five works (README, performance).
    const enforced = label === 'PostgreSQL';
    const note = enforced ? '' : ' (printed, not a goal on PGlite)';
    // The team's figures are measured from a settled server: right after the lists' floods
    // of 50 connections the first rounds ran ~30% slower (104–123 ms for the board after a
    // write, against 79–85 ms three seconds and one pass later, PostgreSQL 15, 30 Nov), a
    // residue of the load before, not of the write. Three rounds warm the path, then a pause.
    await afterWrites(base, token, { rounds: 3, quiet: true });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const board = await afterWrites(base, token);
    log(
      `  slowest board read after a write / health p99: ${ratio(board).toFixed(2)}x (goal <= ${GOALS.boardAfterWrite}x)${note}`,
    );
    if (ratio(board) > GOALS.boardAfterWrite && enforced)
      missed.push(
        `${label} board after a write: ${ratio(board).toFixed(2)}x health p99 (goal <= ${GOALS.boardAfterWrite}x)`,
      );
    const write = await writers(base, token);
    log(
      `  write p99 / health p99: ${ratio(write).toFixed(2)}x (goal <= ${GOALS.writeP99}x)${note}`,
    );
    if (ratio(write) > GOALS.writeP99 && enforced)
      missed.push(
        `${label} write p99 with ${WRITERS} writers: ${ratio(write).toFixed(2)}x health p99 (goal <= ${GOALS.writeP99}x)`,
      );
    return rows;
  } finally {
    await stop(child);
  }
}

/**
 * Live refresh: one write, then the whole team (50 clients) reads the board at once, as the
 * change event makes them do. 10 rounds; the slowest client of each round.
 */
async function afterWrites(base, token, { rounds = 10, quiet = false } = {}) {
  const auth = { authorization: `Bearer ${token}`, ...ENCODING };
  const slowest = [];
  for (let round = 0; round < rounds; round++) {
    const note = await call(`${base}/api/v2/csm/internal_notes`, {
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
        const res = await call(`${base}/api/v2/csm/requests`, { headers: auth });
        if (res.status !== 200) throw new Error(`the board answered ${res.status}`);
        return performance.now() - started;
      }),
    );
    slowest.push(Math.max(...times));
    await new Promise((r) => setTimeout(r, 200));
  }
  slowest.sort((a, b) => a - b);
  if (quiet) return slowest[Math.floor(rounds / 2)];
  log(
    `  after a write, ${CONNECTIONS} clients read the board at once: slowest client median ${slowest[5].toFixed(0)} ms, worst ${slowest[9].toFixed(0)} ms (10 rounds, after 3 rounds to warm up and 3 s of quiet)`,
  );
  return slowest[5];
}

/**
 * The team at work: 20 writers at once, each toggling the best deal of an office of its own
 * 20 times (each write with its key, its lock and its history row); the p99 of all of them.
 */
async function writers(base, token) {
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    ...ENCODING,
  };
  const page = await (
    await fetch(`${base}/api/v2/csm/offices?perPage=${WRITERS}`, { headers })
  ).json();
  // Three rounds, the median of their p99s: one stall of the machine (a CI neighbour, a
  // collection) moves one round, not the figure.
  const rounds = [];
  for (let round = 0; round < 3; round++)
    rounds.push(await writersRound(base, page, headers, round));
  rounds.sort((a, b) => a - b);
  log(
    `  ${WRITERS} writers at once, 3 rounds of ${WRITERS * 20} writes: p99 of each ${rounds.map((r) => r.toFixed(0)).join(', ')} ms, median ${rounds[1].toFixed(0)} ms`,
  );
  return rounds[1];
}

async function writersRound(base, page, headers, round) {
  const times = [];
  await Promise.all(
    page.offices.slice(0, WRITERS).map(async (office, writer) => {
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        const res = await call(`${base}/api/v2/csm/offices/${office.id}/best_deal`, {
          method: 'PATCH',
          headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({ isBestDeal: (i + writer + round) % 2 === 0 }),
        });
        if (res.status !== 200) throw new Error(`a write answered ${res.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  log(
    `  round ${round + 1}: ${times.length} writes, p50 ${p(0.5).toFixed(0)} ms, p99 ${p(0.99).toFixed(0)} ms`,
  );
  return p(0.99);
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
const pgliteDir =
  SCALE === 1
    ? fs.mkdtempSync(path.join(cacheDir, 'pglite-check-'))
    : path.join(cacheDir, `pglite-scale${SCALE}`);
const pglite =
  only === 'postgres'
    ? null
    : await measure('PGlite', { DATA_DIR: pgliteDir, DATABASE_URL: '' }).finally(() => {
        if (SCALE === 1) fs.rmSync(pgliteDir, { recursive: true, force: true });
      });
/**
 * In `--check`, a database of its own on the server given (created, then dropped), which the
 * server fills with the demo data as it starts.
 */
async function freshDatabase(given) {
  const pg = require('pg');
  const name = `bench_check_${process.pid}`;
  const admin = new pg.Client({ connectionString: given });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const own = new URL(given);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: given });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

const url = only === 'pglite' ? null : postgresUrl();
let postgres = null;
if (url && CHECK && SCALE === 1) {
  const fresh = await freshDatabase(url);
  try {
    postgres = await measure('PostgreSQL', { DATABASE_URL: fresh.url });
  } finally {
    await fresh.drop();
  }
} else if (url) postgres = await measure('PostgreSQL', { DATABASE_URL: url });
else
  log(
    '\nPostgreSQL: skipped (set BENCH_DATABASE_URL, or install Debian postgresql and run as root)',
  );

for (const [label, rows] of [
  ['PGlite', pglite],
  ['PostgreSQL', postgres],
]) {
  if (!rows) continue;
  const health = rows[0];
  const worst = Math.max(...rows.slice(1).map((r) => r.p99 / Math.max(1, health.p99)));
  log(
    `${label} goal p99 <= ${GOALS.list}x health: worst list ratio ${worst.toFixed(2)} ${worst <= GOALS.list ? '(met)' : '(MISSED)'}`,
  );
}
agent.destroy();
if (missed.length) {
  log(`\n${missed.length} goal(s) missed:`);
  for (const line of missed) log(`  ✖ ${line}`);
} else log('\nEvery goal met.');
if (CHECK && (missed.length || (!postgres && only !== 'pglite'))) process.exit(1);
