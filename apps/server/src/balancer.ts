/**
 * A small round-robin load balancer, to run several servers on one PostgreSQL on one machine
 * (see the README, "Several servers on one PostgreSQL"; the two-server test runs it):
 *
 *   BALANCE_TARGETS=http://127.0.0.1:3001,http://127.0.0.1:3002 PORT=3000 node dist/balancer.js
 *
 * No sticky sessions: each call goes to the next server in turn (every server reads the same
 * sessions, limits and data version from the database). A call whose server cannot be
 * reached is sent to the next one. It adds X-Forwarded-For, which the servers read when
 * their TRUSTED_PROXIES names this balancer's address. In production, nginx or HAProxy do
 * the same job (README).
 */
import http from 'node:http';

export interface BalancerOptions {
  targets: readonly string[];
  port: number;
  host?: string;
}

/** Bodies are read whole before they are forwarded (so a call can go to another server). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

function readAll(req: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function forward(
  target: URL,
  req: http.IncomingMessage,
  body: Buffer,
  res: http.ServerResponse,
): Promise<boolean> {
  return new Promise((resolve) => {
    const client = req.socket.remoteAddress ?? '';
    const forwarded = req.headers['x-forwarded-for'];
    const headers = {
      ...req.headers,
      host: target.host,
      'x-forwarded-for': forwarded ? `${String(forwarded)}, ${client}` : client,
      'content-length': String(body.length),
    };
    delete headers['transfer-encoding'];
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => resolve(true));
        answer.on('error', () => resolve(true));
      },
    );
    // Not reached: the call may go to the next server (nothing was sent back yet).
    upstream.on('error', () => resolve(res.headersSent));
    upstream.end(body);
  });
}

/** Starts the balancer; resolves with the server once it listens. */
export function startBalancer(options: BalancerOptions): Promise<http.Server> {
  const targets = options.targets.map((t) => new URL(t));
  if (targets.length === 0) throw new Error('BALANCE_TARGETS names no server');
  let next = 0;
  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await readAll(req).catch(() => null);
      if (body === null) {
        res.writeHead(413, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ code: 'payload_too_large', description: 'The body is too large.' }),
        );
        return;
      }
      for (let tried = 0; tried < targets.length; tried++) {
        const target = targets[next % targets.length] as URL;
        next += 1;
        if (await forward(target, req, body, res)) return;
      }
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'bad_gateway', description: 'No server could be reached.' }));
    })();
  });
  return new Promise((resolve) => {
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve(server));
  });
}

// Run as a program (dist/balancer.js): settings from the environment.
if (process.argv[1] && /balancer\.(js|ts)$/.test(process.argv[1])) {
  const targets = (process.env.BALANCE_TARGETS ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const port = Number(process.env.PORT || 3000);
  void startBalancer({ targets, port, host: process.env.HOST || '0.0.0.0' }).then((server) => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.info(`Balancer on http://localhost:${actual} → ${targets.join(', ')}`);
  });
  const stop = () => process.exit(0);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
