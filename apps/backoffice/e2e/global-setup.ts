import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '@backoffice/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}${routes.health.path}`);
      if (res.ok) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `The server did not answer at ${url} within ${timeoutMs} ms: ${String(lastError)}`,
  );
}

/** Starts one built product (one Node process) on a free port with a temporary data folder. */
async function startServer(serverEntry: string) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return {
    url,
    stop: async () => {
      // Its data folder goes once the process has let go of it (it exits within 5 s of SIGTERM).
      const exited = child.exitCode !== null || child.signalCode !== null;
      const exit = exited ? Promise.resolve() : new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exit;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One server per Playwright worker (`E2E_WORKERS`, see playwright.config.ts), each with its own
 * data: the spec files run side by side, and a test that cancels a request or signs a contract
 * never changes what a test in the other worker reads. `E2E_BASE_URLS` lists them in worker
 * order (fixtures.ts gives each worker its own); `E2E_BASE_URL` set by hand runs every worker
 * against that one server instead.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const serverEntry = path.join(repoRoot, 'apps/server/dist/index.js');
  if (!fs.existsSync(serverEntry))
    throw new Error(`Build the server first: ${serverEntry} is missing`);
  const count = Math.max(1, Number(process.env.E2E_WORKERS) || 1);
  const servers = await Promise.all(Array.from({ length: count }, () => startServer(serverEntry)));
  process.env.E2E_BASE_URLS = servers.map((server) => server.url).join(',');
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
