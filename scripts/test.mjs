#!/usr/bin/env node
// `npm test`: install what is missing (dependencies, Chromium), then run every test:
// lint and format, typecheck, unit tests (the server suite on PGlite), the server suite again
// on PostgreSQL, Storybook (play, axe, screenshots), end-to-end (one server on PGlite; two
// servers and the balancer on PostgreSQL).
// Every step runs even if an earlier one failed; the exit code says whether all passed.
import fs from 'node:fs';
import path from 'node:path';
import { summarize } from './test-summary.mjs';
import {
  ensureChromium,
  ensureDependencies,
  ensureHeadlessShell,
  log,
  root,
  runPnpm,
} from './lib.mjs';

ensureDependencies();
const chromium = ensureChromium();
const headlessShell = ensureHeadlessShell(chromium);
const resultsDir = path.join(root, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });
const env = { CHROMIUM_PATH: chromium, TEST_RESULTS_DIR: resultsDir };

// A PostgreSQL given to the command (TEST_DATABASE_URL, or DATABASE_URL) serves the PostgreSQL
// steps; every other step runs on the embedded database, whatever the environment says.
if (process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL)
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
/** The run's PostgreSQL (scripts/postgres.mjs), started at the first step that needs it. */
let postgres = null;
let postgresError = null;
async function withPostgres() {
  if (postgres || postgresError) return postgres;
  log('PostgreSQL for the tests');
  try {
    const { ensurePostgres } = await import('./postgres.mjs');
    postgres = await ensurePostgres();
  } catch (error) {
    postgresError = error;
    console.error(`✖ No PostgreSQL for the tests: ${error.message}`);
  }
  return postgres;
}

const turbo = (...tasks) => [
  'exec',
  'turbo',
  'run',
  ...tasks,
  '--concurrency=2',
  '--continue',
  '--output-logs=new-only',
];
const steps = [
  ['Lint and format', ['run', 'lint']],
  ['Typecheck, unit tests and build', turbo('typecheck', '//#typecheck:root', 'test', 'build')],
  // The server suite again on PostgreSQL, where writes really run side by side (the
  // race tests bite there) and several server processes share one database. Not a turbo task:
  // its result depends on the database, not only on the files, so it is never cached.
  [
    'Server tests on PostgreSQL',
    ['--filter', '@backoffice/server', 'exec', 'vitest', 'run'],
    { postgres: (server) => ({ DATABASE_URL: server.url }) },
  ],
  // The deployment sample. The folder `npm run package` makes from the build just
  // made (what the image copies) started alone from a temporary folder: it migrates, signs in
  // and reads a list (scripts/package-check.mjs, 29 s of CPU, 42 s here); then the balancer's
  // configuration through `nginx -t` and the sample's wiring (scripts/check-deploy.mjs;
  // Debian's nginx-light installed when absent and root, 8 s).
  [
    'Deployment: the packaged server starts alone and signs in; nginx -t',
    [
      'exec',
      'sh',
      '-c',
      'node scripts/package-check.mjs; s=$?; node scripts/check-deploy.mjs || s=1; exit $s',
    ],
  ],
  // The built OpenAPI document against the last release's (breaking changes named).
  [
    'OpenAPI: breaking changes against the last release',
    ['exec', 'node', 'scripts/openapi-breaking.mjs'],
  ],
  // The budgets fail when missed (figures printed either way): each route's JavaScript at
  // its first paint, the routes' whole JavaScript until idle where its goal is met (the sign-in
  // route, 20 s), then the API's latencies as ratios to its health call on both databases
  // (the lists, the board re-read by 50 clients after a write, a write among 20 writers).
  [
    'Budgets: route sizes and API latency ratios',
    [
      'exec',
      'sh',
      '-c',
      'node bench/70-app.mjs --sizes --check; s=$?; node bench/71-route-idle.mjs --check || s=1; node bench/60-api.mjs --check || s=1; exit $s',
    ],
    { postgres: (server) => ({ BENCH_DATABASE_URL: server.url }) },
  ],
  ['Storybook: play functions, accessibility, screenshots', turbo('//#test-storybook')],
  // Project `chromium`: one server on PGlite; project `two-servers`: two server processes and
  // the balancer on the run's PostgreSQL (TEST_DATABASE_URL), two browsers.
  [
    'End-to-end in Chromium against the real server',
    turbo('e2e'),
    // Without a PostgreSQL here the step still runs: the chromium project needs none, and the
    // two-server project says why it has none. In Chromium's headless shell, two spec files
    // at once (each worker with its own server): 27 min 15 s became 14 min 29 s here (29 Nov).
    {
      postgres: (server) => ({
        ...(server ? { TEST_DATABASE_URL: server.url } : {}),
        CHROMIUM_PATH: headlessShell,
        E2E_WORKERS: process.env.E2E_WORKERS ?? '2',
      }),
      required: false,
    },
  ],
];

const failed = [];
/** How long each step took, printed in the closing summary: CI's budget is 45 minutes. */
const timings = [];
const runStarted = Date.now();
const minutes = (ms) =>
  `${Math.floor(ms / 60_000)} min ${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')} s`;
try {
  for (const [title, args, { postgres: postgresEnv, required = true } = {}] of steps) {
    const server = postgresEnv ? await withPostgres() : null;
    log(title);
    if (postgresEnv && !server && required) {
      failed.push(title);
      continue;
    }
    const stepEnv = postgresEnv ? { ...env, ...postgresEnv(server) } : env;
    const started = Date.now();
    const status = runPnpm(args, { allowFailure: true, env: stepEnv });
    timings.push(`  ${minutes(Date.now() - started).padStart(12)}  ${title}`);
    if (status !== 0) failed.push(title);
  }
} finally {
  await postgres?.stop();
}

const summary = summarize(resultsDir, root, failed);
const text = `Steps, by time (the whole run: ${minutes(Date.now() - runStarted)}):\n${timings.join('\n')}\n${summary.text}`;
console.log(text);
// `.ci/run` prints this again after its last suite, so it is the end of the log.
fs.writeFileSync(path.join(resultsDir, 'summary.txt'), `${text}\n`);
process.exit(failed.length || summary.failed ? 1 : 0);
