// A list's CSV download at 100,000 rows: the contracts list's `format=csv`, streamed
// by the built server from 100,000 contracts, read by a client at full speed while the
// server's resident memory (RSS, /proc/<pid>/status) is sampled every 20 ms. Goal: the
// server's memory grows by less than 100 MB over its level before the download.
//
// The rows: the demo database's contracts copied (same requests, host and guest, new uuid)
// until there are 100,000, into a temporary data folder (PGlite, the default), or into the
// PostgreSQL database BENCH_CSV_DATABASE_URL names (the copies are deleted afterwards).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import os from 'node:os';
import { report } from './_browser.mjs';
import { API, root, signIn, startServer } from './_server.mjs';

const ROWS = 100_000;
const GOAL_MB = 100;
const MB = 1024 * 1024;
const require = createRequire(path.join(root, 'apps/server/package.json'));

/** Copies of the demo contracts until the table holds `ROWS` rows; answers how many were added. */
const FILL = `
  insert into contracts (uuid, request_id, host_id, guest_id, start_date, end_date, signed_at,
    payment_terms_type, service_fee, service_fee_percentage, deposit_due_date,
    deposit_due_date_type, deposit_amount, total_amount, created_at)
  select 'bench-' || g, c.request_id, c.host_id, c.guest_id, c.start_date, c.end_date,
    c.signed_at, c.payment_terms_type, c.service_fee, c.service_fee_percentage,
    c.deposit_due_date, c.deposit_due_date_type, c.deposit_amount, c.total_amount, c.created_at
  from generate_series(1, greatest(0, ${ROWS} - (select count(*) from contracts))) g
  join (select row_number() over (order by id) - 1 as rn, * from contracts) c
    on c.rn = g % (select count(*) from contracts where uuid not like 'bench-%')`;
const CLEAN = `delete from contracts where uuid like 'bench-%'`;

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The server's RSS: its highest value over `ms`. */
async function settledRss(pid, ms = 1500) {
  let max = 0;
  for (const end = Date.now() + ms; Date.now() < end;) {
    max = Math.max(max, rssOf(pid));
    await new Promise((r) => setTimeout(r, 20));
  }
  return max;
}

async function withPglite(fn) {
  const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-csv-'));
  try {
    // A first start copies the demo database into the folder; then the rows are added to it
    // here (PGlite opens a folder from one process at a time), and the server starts again.
    await (await startServer({ dataDir })).stop();
    const db = new PGlite(path.join(dataDir, 'pglite'));
    await db.exec(FILL);
    await db.close();
    const server = await startServer({ dataDir });
    try {
      return await fn(server, 'PGlite');
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgres(url, fn) {
  const pg = require('pg');
  const server = await startServer({ env: { DATABASE_URL: url } });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(FILL);
    return await fn(server, 'PostgreSQL');
  } finally {
    await client.query(CLEAN);
    await client.end();
    await server.stop();
  }
}

async function measure(server, kind) {
  const token = await signIn(server.url);
  const headers = { Authorization: `Bearer ${token}` };
  const { total } = await (
    await fetch(`${server.url}${API}/contracts?perPage=20`, { headers })
  ).json();
  // Warm the route up: a CSV of a few rows, then let the heap settle.
  await (
    await fetch(`${server.url}${API}/contracts?format=csv&search=bench-1`, { headers })
  ).text();
  const pid = server.child.pid;
  const before = await settledRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  const started = performance.now();
  const response = await fetch(`${server.url}${API}/contracts?format=csv`, { headers });
  const reader = response.body.getReader();
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  const growth = (peak - before) / MB;
  report(
    `Contracts CSV, ${total.toLocaleString('en-GB')} rows, ${kind} (built server, one download)`,
    [
      {
        label: 'status, file name',
        value: `${response.status} ${/filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]}`,
      },
      {
        label: 'lines (header + rows)',
        value: lines.toLocaleString('en-GB'),
        goal: lines === total + 1,
      },
      {
        label: 'size (MB), time (s)',
        value: `${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s`,
      },
      {
        label: 'server RSS before / peak (MB)',
        value: `${(before / MB).toFixed(0)} / ${(peak / MB).toFixed(0)}`,
      },
      {
        label: `server RSS growth (goal < ${GOAL_MB} MB)`,
        value: `${growth.toFixed(1)} MB`,
        goal: growth < GOAL_MB,
      },
    ],
  );
  return growth < GOAL_MB && lines === total + 1;
}

let ok = await withPglite(measure);
const url = process.env.BENCH_CSV_DATABASE_URL;
if (url) ok = (await withPostgres(url, measure)) && ok;
else console.log('  (PostgreSQL too: set BENCH_CSV_DATABASE_URL to a database of yours)');
process.exit(ok ? 0 : 1);
