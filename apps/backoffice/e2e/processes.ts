import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { routes } from '@backoffice/api';

/** The e2e projects' server processes: globalSetup.ts's one per worker, two-servers.ts's three. */

export function freePort(): Promise<number> {
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

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a built entry (index.js or balancer.js) on a free port; resolves once it answers its
 * health call with 200, fails at once if it exits, or after `timeoutMs` (seeding an empty
 * database takes some 10 to 30 s on a loaded machine).
 */
export async function start(
  entry: string,
  env: Record<string, string>,
  timeoutMs = 150_000,
): Promise<Running> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${entry} did not answer ${routes.health.path} with 200:\n${output}`);
    }
    const status = await fetch(`${url}${routes.health.path}`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
