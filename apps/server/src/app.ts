import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { timeout } from 'hono/timeout';
import { HTTPException } from 'hono/http-exception';
import { API_PREFIX } from '@backoffice/api';
import { csvReaders, handlers } from './handlers';
import { SERVER_VERSION } from './handlers/health';
import type { Services } from './http/context';
import { mountRoutes } from './http/mount';
import { mountEvents } from './events';
import { DOCS_PREFIX, OPENAPI_PATH, mountApiDocs } from './http/openapi';
import { compressAnswers } from './http/compression';
import { AppPage, cameOverHttps, databaseRefusal, securityHeaders } from './http/security';
import { TrustedProxies } from './http/addresses';
import { serveAssets } from './http/static';
import { MEDIA_PREFIX, officePictureSvg } from './media';

export { SERVER_VERSION };

/** A call that takes longer than this answers 504 (PGlite runs one query at a time). */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface AppOptions {
  /** The built back-office; when absent the server still answers the API. */
  staticDir?: string;
  /**
   * The database and services once they are ready (null while the database is prepared:
   * every API route, health included, answers 503 until then). Without it the app is the
   * shell alone: health answers, other API routes answer 503.
   */
  services?: () => Services | null;
  /** Per-call time limit in ms (default 30 s). */
  requestTimeoutMs?: number;
  /** Another API origin the app was built to call (VITE_API_BASE_URL), for its CSP. */
  apiBaseUrl?: string;
  /**
   * Where images may come from besides the server itself, for the app's CSP: the map tiles'
   * server (VITE_MAP_TILE_URL) and any picture servers (IMG_ORIGINS). Nothing else: an image
   * from any host would let a page send data out in its address.
   */
  imageUrls?: readonly string[];
  /** Load balancers whose X-Forwarded-For and X-Forwarded-Proto are believed. */
  trustedProxies?: TrustedProxies;
  /** Serve the build's source maps (SERVE_SOURCE_MAPS=1, to debug); default no. */
  sourceMaps?: boolean;
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
  const staticDir = options.staticDir;
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : undefined;

  const page = indexFile
    ? new AppPage(indexFile, options.apiBaseUrl, options.imageUrls)
    : undefined;
  const trusted = options.trustedProxies ?? new TrustedProxies();
  // First, so that every answer gets them, errors and the single-page fallback included.
  app.use(
    '*',
    securityHeaders({
      apiPrefix: '/api',
      page,
      published: [OPENAPI_PATH, DOCS_PREFIX],
      overHttps: (c) => cameOverHttps(c, trusted),
    }),
  );
  // API answers (JSON, CSV) compressed as each call's Accept-Encoding allows.
  app.use('/api/*', compressAnswers());

  app.use(
    `${API_PREFIX}/*`,
    timeout(
      options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      () =>
        new HTTPException(504, {
          res: Response.json(errorBody('timeout', 'The server took too long to answer.'), {
            status: 504,
          }),
        }),
    ),
  );
  mountRoutes(
    app,
    handlers,
    options.services ?? (() => null),
    options.services !== undefined,
    csvReaders,
  );
  // Issue 28: the OpenAPI document and the docs page (public, no token: no personal data).
  mountApiDocs(app, SERVER_VERSION);
  // Issue 20: the change events stream (not a route of the table: its answer never ends).
  mountEvents(app, options.services ?? (() => null));
  app.get(`${MEDIA_PREFIX}:file`, (c) => {
    const match = /^(\d+)\.svg$/.exec(c.req.param('file'));
    const svg = match ? officePictureSvg(Number(match[1])) : null;
    if (!svg) return c.notFound();
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml' });
  });

  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);

  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    const refusal = databaseRefusal(err);
    if (refusal && c.req.path.startsWith('/api')) {
      // Logged: the structs should have refused the value first (see databaseRefusal).
      if (refusal.status === 400) console.error(err);
      return c.json(refusal.body(), refusal.status);
    }
    console.error(err);
    if (c.req.path.startsWith('/api')) {
      return c.json(errorBody('server_error', 'The server could not complete this call.'), 500);
    }
    return c.text('Internal server error', 500);
  });

  if (staticDir && page && fs.existsSync(page.file)) {
    const root = path.relative(process.cwd(), staticDir) || '.';
    // The page itself, with a fresh style nonce and its policy (see AppPage).
    const servePage = (c: Context) => {
      const { html, csp } = page.render();
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Security-Policy', csp);
      return c.html(html);
    };
    const compressPage = compressAnswers();
    app.get('/', compressPage, servePage);
    app.get('/index.html', compressPage, servePage);
    // The built scripts and styles, pre-compressed by the build (brotli and gzip); never
    // their source maps (unless asked), wherever one is asked for.
    const sourceMaps = options.sourceMaps ?? false;
    app.use('*', async (c, next) =>
      !sourceMaps && c.req.path.endsWith('.map') ? c.text('Not found', 404) : next(),
    );
    app.use('/assets/*', serveAssets(staticDir, '/assets/', { sourceMaps }));
    app.use('*', serveStatic({ root }));
    // Single-page fallback: every other GET is a client-side route.
    app.get('*', compressPage, servePage);
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
