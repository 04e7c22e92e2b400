import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { start } from './processes';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

/** Starts one built product (one Node process) on a free port with a temporary data folder. */
async function startServer(serverEntry: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
  const server = await start(serverEntry, { DATA_DIR: dataDir }, 90_000).catch((error) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    stop: async () => {
      // Its data folder goes once the process has let go of it (it exits within 5 s of SIGTERM).
      await server.stop();
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
