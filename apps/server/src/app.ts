import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { timeout } from 'hono/timeout';
import { HTTPException } from 'hono/http-exception';
import { API_PREFIX, routes } from '@backoffice/api/contract';
import { csvReaders, handlers } from './handlers';
import { SERVER_VERSION } from './handlers/health';
import type { Services } from './http/context';
import { mountRoutes } from './http/mount';
import { mountEvents } from './http/events';
import { DOCS_PREFIX, OPENAPI_PATH, mountApiDocs } from './http/openapi';
import { compressAnswers } from './http/compression';
import { AppPage, cameOverHttps, databaseRefusal, securityHeaders } from './http/security';
import { TrustedProxies } from './http/addresses';
import { serveAssets } from './http/static';
import { MEDIA_PREFIX, officePictureSvg } from './media';
import { DATABASE_RETRY_AFTER_SECONDS, DatabaseMonitor } from './ops/database';
import { Lifecycle } from './ops/lifecycle';
import { errorFacts, log } from './log';
import { hasMetricsToken, metricsText, watchServices } from './ops/metrics';
import { noteRoute, observeRequests } from './ops/requests';

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
  /** Where the database stands (outages answered 503, readiness). */
  monitor?: DatabaseMonitor;
  /** Starting, serving or draining (readiness; the live streams closed at shutdown). */
  lifecycle?: Lifecycle;
  /**
   * /metrics on this port, behind `Authorization: Bearer <metricsToken>`; absent,
   * /metrics answers 404 here (METRICS_PORT serves it on a port of its own instead).
   */
  metricsToken?: string;
}

/** The error body of every failed call: `{ code, description }`. */
export function errorBody(code: string, description: string) {
  return { code, description };
}

/** 503 `database_unavailable` with Retry-After: the database cannot be reached now. */
function databaseUnavailable(c: Context) {
  c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  return c.json(
    errorBody(
      'database_unavailable',
      'The database cannot be reached right now: try again in a few seconds.',
    ),
    503,
  );
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
  const services = options.services ?? (() => null);
  const monitor = options.monitor ?? new DatabaseMonitor(() => services()?.database ?? null);
  const lifecycle = options.lifecycle ?? new Lifecycle();
  watchServices(services);
  // The request's id, its log line and its metrics, for every answer.
  app.use('*', observeRequests());
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

  // The metrics, only to who has the token (or on METRICS_PORT, index.ts).
  app.get('/metrics', async (c) => {
    const token = options.metricsToken;
    if (!token) return c.text('Not found', 404);
    if (!hasMetricsToken(c, token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.text('Unauthorized', 401);
    }
    const { body, contentType } = await metricsText();
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': contentType });
  });

  // Readiness. 200 only while the database answers (a check kept a second);
  // 503 not_ready while starting, draining or cut off. Health stays the liveness answer.
  app.get(routes.ready.path, async (c) => {
    noteRoute(c, 'ready');
    const expectDatabase = options.services !== undefined;
    const why = !expectDatabase
      ? null
      : !services()
        ? 'The server is starting: the database is being prepared.'
        : lifecycle.draining
          ? 'The server is shutting down.'
          : !(await monitor.check())
            ? 'The database cannot be reached.'
            : null;
    c.header('Cache-Control', 'no-store');
    if (why) {
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(errorBody('not_ready', why), 503);
    }
    return c.json({ status: 'ready' as const }, 200);
  });

  // While the database is known to be cut off, calls are answered at once (the
  // monitor asks it every second and lets them through again once it answers).
  app.use(`${API_PREFIX}/*`, async (c, next) => {
    const path = c.req.path;
    const needsNoDatabase =
      path === routes.health.path || path === OPENAPI_PATH || path.startsWith(DOCS_PREFIX);
    if (monitor.down && !needsNoDatabase) return databaseUnavailable(c);
    await next();
  });

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
  mountRoutes(app, handlers, services, options.services !== undefined, csvReaders);
  // The OpenAPI document and the docs page (public, no token: no personal data).
  mountApiDocs(app, SERVER_VERSION);
  // The change events stream (not a route of the table: its answer never ends).
  mountEvents(app, services, { lifecycle, monitor });
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
    // The database cut off is an outage (told once by the monitor), not a bug.
    if (monitor.failed(err) && c.req.path.startsWith('/api')) return databaseUnavailable(c);
    const refusal = databaseRefusal(err);
    if (refusal && c.req.path.startsWith('/api')) {
      // Logged: the structs should have refused the value first (see databaseRefusal).
      if (refusal.status === 400) log().warn(errorFacts(err), 'A value the database refused');
      return c.json(refusal.body(), refusal.status);
    }
    log().error(errorFacts(err), 'A call failed');
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
