#!/usr/bin/env node
// The packaged server folder runs alone. A step of `npm test`, after the
// build: `npm run package -- --no-build` into a temporary folder outside the repository (so
// nothing can be resolved from the workspace's node_modules), moved once made (the folder
// survives being moved, as the image's COPY moves it), run with an environment holding only
// PATH: `node dist/migrate.js` on a fresh DATA_DIR (what compose's
// migrate service runs), then `node dist/index.js` (which seeds the demo data there), until
// /api/v2/ready answers 200; then the app's page, a sign-in with the README's demo account, a
// list read with its token, and SIGTERM ending in exit 0.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { log, root } from './lib.mjs';

const started = Date.now();
const seconds = (from = started) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const failures = [];
function check(ok, what) {
  console.log(`${ok ? '✓' : '✖'} ${what}`);
  if (!ok) failures.push(what);
  return ok;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-package-'));
const app = path.join(tmp, 'app');
const dataDir = path.join(tmp, 'data');
// Node looks for packages in every node_modules above the folder: none may be there.
for (let dir = tmp; ; dir = path.dirname(dir)) {
  if (fs.existsSync(path.join(dir, 'node_modules'))) {
    console.error(`✖ ${dir}/node_modules exists: the check needs a temporary folder without one`);
    process.exit(1);
  }
  if (path.dirname(dir) === dir) break;
}

log('Packaging the server folder (npm run package -- --no-build --out <temporary folder>)');
const built = path.join(tmp, 'packaged');
const packaged = spawnSync(
  process.execPath,
  ['scripts/package.mjs', '--no-build', '--out', built],
  { cwd: root, stdio: 'inherit' },
);
if (packaged.status !== 0) process.exit(packaged.status ?? 1);
const packageSeconds = seconds();
// Run from another path than the one it was made in, as the image's COPY moves it (a rename:
// a copy of its 8,500 files costs 10 s here).
fs.renameSync(built, app);
const env = {
  PATH: process.env.PATH,
  HOME: tmp,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_FORMAT: 'json',
};

let server;
try {
  log(`Running it from ${app}`);
  let from = Date.now();
  const migrate = spawnSync(process.execPath, ['dist/migrate.js'], {
    cwd: app,
    env,
    encoding: 'utf8',
  });
  check(
    migrate.status === 0,
    `node dist/migrate.js on a fresh DATA_DIR exits 0 (${seconds(from)}): ${(migrate.stdout + migrate.stderr).trim()}`,
  );

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  from = Date.now();
  server = spawn(process.execPath, ['dist/index.js'], {
    cwd: app,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));

  let ready = false;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline && server.exitCode === null;) {
    ready = (await fetch(`${url}/api/v2/ready`).catch(() => null))?.status === 200;
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!check(ready, `GET /api/v2/ready answers 200 (${seconds(from)} after the start)`)) {
    console.log(output);
  } else {
    const page = await fetch(`${url}/`);
    const html = await page.text();
    check(
      page.status === 200 && /<div id="root"/.test(html),
      `GET / answers the built app from public/ (${page.status})`,
    );
    const health = await (await fetch(`${url}/api/v2/health`)).json();
    check(health.status === 'ok', `GET /api/v2/health: ${JSON.stringify(health)}`);

    const login = await fetch(`${url}/api/v2/csm/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'csm@example.com', password: 'demo1234' }),
    });
    const { token } = await login.json();
    if (
      check(login.status === 200 && Boolean(token), `Sign-in as csm@example.com (${login.status})`)
    ) {
      const offices = await fetch(`${url}/api/v2/csm/offices?page=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await offices.json();
      check(
        offices.status === 200 && body.total > 0 && body.offices?.length > 0,
        `GET /api/v2/csm/offices with the token: ${offices.status}, ${body.total} offices`,
      );
    }
  }

  from = Date.now();
  server.kill('SIGTERM');
  const code = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve('still running'), 40_000)),
  ]);
  check(code === 0, `SIGTERM: exit ${code} (${seconds(from)})`);
  if (code !== 0) console.log(output.slice(-4000));
} finally {
  if (server?.exitCode === null) server.kill('SIGKILL');
  // Deleting its 8,500 files takes 15 s on this kind of machine: done after the check ends.
  spawn('rm', ['-rf', tmp], { detached: true, stdio: 'ignore' }).unref();
}

console.log(
  `Packaged folder check: ${failures.length ? `${failures.length} failed` : 'passed'} in ${seconds()} (packaging ${packageSeconds})`,
);
process.exit(failures.length ? 1 : 0);

/** A port nothing listens on now (the server gets it a moment later). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
