/**
 * Real server processes for the tests that need them (kill -9, several servers on one
 * PostgreSQL): the server is bundled once per test file by its own build script into
 * apps/server/.test-dist-<id>/ (beside dist/, so that it finds drizzle/ and node_modules as
 * the built server does), then started with `node` like `npm start` does.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../db/open';
import { TEST_ACCOUNT } from './account';

/** A bundle of the server made for a test file: its folder, removal, and its commands' runs. */
export interface ServerBuild {
  dir: string;
  remove: () => void;
  /** Runs a command of the build to its end (see runEntry). */
  run: (
    entry: string,
    args: string[],
    env: Record<string, string>,
    until?: string,
  ) => Promise<{ code: number | null; output: string }>;
}

/** Bundles the server (index.js, balancer.js) into a folder of its own; answers the folder. */
export function buildServer(): ServerBuild {
  const dir = path.join(
    SERVER_ROOT,
    `.test-dist-${process.pid}-${crypto.randomBytes(3).toString('hex')}`,
  );
  const result = spawnSync(process.execPath, ['build.mjs'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, SERVER_OUT_DIR: dir, SKIP_DB_TEMPLATE: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`The server build failed: ${result.stderr}`);
  return {
    dir,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
    run: (entry, args, env, until) => runEntry(dir, entry, args, env, until),
  };
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  /** What it printed. */
  output: () => string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL at once (kill -9), then waits for the exit. */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A built entry's environment: a free port on loopback, the test templates' demo account. */
function processEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    // The demo account of the test templates (the global setup built them for it).
    DEMO_EMAIL: TEST_ACCOUNT.demoEmail,
    DEMO_PASSWORD: TEST_ACCOUNT.demoPassword,
    ...env,
  };
}

/**
 * Runs `<dir>/<entry>` (a command of the build) to its end, or with `until` until it prints
 * that, then kill -9: its exit code and what it printed.
 */
export function runEntry(
  dir: string,
  entry: string,
  args: string[],
  env: Record<string, string>,
  until?: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(dir, entry), ...args], {
    cwd: SERVER_ROOT,
    env: processEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const hear = (chunk: Buffer) => {
    output += chunk.toString();
    if (until && output.includes(until)) child.kill('SIGKILL');
  };
  child.stdout.on('data', hear);
  child.stderr.on('data', hear);
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/**
 * Starts `<dir>/<entry>` with the environment given (PORT 0: a free port, read from what it
 * prints) and waits until `ready` answers 200 (the API's health, once the database is open).
 */
export async function startProcess(
  dir: string,
  env: Record<string, string>,
  { entry = 'index.js', ready = '/api/v2/health', timeoutMs = 90_000 } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(dir, entry)], {
    cwd: SERVER_ROOT,
    // Test databases are demo databases, on PostgreSQL too (production is empty).
    env: processEnv({ DEMO_DATA: '1', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  let port: string | undefined;
  while (!port) {
    if (child.exitCode !== null) throw new Error(`${entry} exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`${entry} did not start: ${output}`);
    port = /http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (!port) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`${entry} was not ready: ${output}`);
    const status = await fetch(`${url}${ready}`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** Signs in through a server as the demo account; answers the token. */
export async function signInThrough(
  url: string,
  headers: Record<string, string> = {},
  /** Another demo account than the first (the demo staff share its password). */
  email: string = TEST_ACCOUNT.demoEmail,
): Promise<string> {
  const res = await fetch(`${url}/api/v2/csm/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: TEST_ACCOUNT.demoPassword }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`Sign-in through ${url} answered ${res.status}`);
  return body.token;
}
