// A tiny static file server (no dependency) for the Storybook build during tests.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ensureChromium, root } from './lib.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** Serves `dir` on 127.0.0.1 at a free port; resolves to { url, close }. */
export function serveStatic(dir) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory())
      file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((r) => server.close(r)),
      });
    });
  });
}

/**
 * A Storybook check run on its own: serves the static Storybook (STORYBOOK_STATIC_DIR, else
 * storybook-static), runs `check(url, chromiumPath)` on it, closes the server; the check's result.
 */
export async function checkStaticStorybook(check) {
  const dir = process.env.STORYBOOK_STATIC_DIR || path.join(root, 'storybook-static');
  const server = await serveStatic(path.resolve(dir));
  const result = await check(server.url, ensureChromium());
  await server.close();
  return result;
}
