import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/** What the proxy saw of one call: the server's answer, and whether it was a replay. */
export interface ProxiedAnswer {
  key: string | null;
  status: number;
  text: string;
  replayed: boolean;
}

/**
 * A test server's app served over HTTP on loopback, behind a proxy that can lose a write's
 * answer after the server gave it (so after its commit): the connection is cut when `cut(key)`
 * says so, and the client sees no answer. Every answer the server gave is told to `seen`.
 * `close` stops the proxy, then the app's HTTP server.
 */
export async function startCuttingProxy(
  fetchApp: Parameters<typeof serve>[0]['fetch'],
  cut: (key: string) => boolean,
  seen: (answer: ProxiedAnswer) => void = () => {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const backend = serve({ fetch: fetchApp, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => backend.once('listening', resolve));
  const backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  const proxy = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'accept', 'idempotency-key']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = await fetch(`${backendUrl}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    // The whole answer is in: the server has committed the write (or refused it).
    const text = await upstream.text();
    const key = headers['idempotency-key'] ?? null;
    seen({
      key,
      status: upstream.status,
      text,
      replayed: upstream.headers.get('idempotent-replayed') === 'true',
    });
    if (key && cut(key)) {
      req.socket.destroy();
      return;
    }
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
    });
    res.end(text);
  });
  const url = await new Promise<string>((resolve) =>
    proxy.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`),
    ),
  );
  return {
    url,
    async close() {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await new Promise((resolve) => backend.close(resolve));
    },
  };
}
