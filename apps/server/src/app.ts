import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { API_PREFIX, routes } from '@backoffice/api';

export const SERVER_VERSION = '0.1.0';

export interface AppOptions {
  /** The built back-office; when absent the server still answers the API. */
  staticDir?: string;
}

/** The error body of every failed call: `{ code, description }`. */
export function errorBody(code: string, description: string) {
  return { code, description };
}

function apiNotFound(c: Context) {
  return c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404);
}

/** Builds the HTTP application: the API under /api and the single-page app everywhere else. */
export function createApp(options: AppOptions = {}): Hono {
  const app = new Hono();

  app.get(routes.health.path, (c) => c.json({ status: 'ok', version: SERVER_VERSION }));

  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);

  app.onError((err, c) => {
    console.error(err);
    if (c.req.path.startsWith('/api')) {
      return c.json(errorBody('server_error', 'The server could not complete this call.'), 500);
    }
    return c.text('Internal server error', 500);
  });

  const staticDir = options.staticDir;
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : undefined;
  if (staticDir && indexFile && fs.existsSync(indexFile)) {
    const root = path.relative(process.cwd(), staticDir) || '.';
    app.use('/assets/*', async (c, next) => {
      await next();
      // Vite names assets by content hash: they never change under the same name.
      if (c.res.status === 200)
        c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('*', serveStatic({ root }));
    // Single-page fallback: every other GET is a client-side route.
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(fs.readFileSync(indexFile, 'utf8'));
    });
  } else {
    app.get('*', (c) =>
      c.text(
        `The back-office app is not built (looked for ${indexFile ?? 'STATIC_DIR'}). Run "npm start" from the repository root.`,
        503,
      ),
    );
  }
  return app;
}

export { API_PREFIX };
