import fs from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import os from 'node:os';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { routes } from '@backoffice/api/contract';
import { createApp, errorBody } from './app';
import { readConfig, readOutboxConfig, type OutboxConfig } from './config';
import { count } from 'drizzle-orm';
import { describeStartError } from './db/errors';
import { openDatabase } from './start/database';
import { staff } from './db/schema';
import type { Services } from './http/context';
import { createServices } from './http/services';
import { BucketFileStore, bucketSettingsFrom, type BucketSettings } from './files/bucket';
import { TrustedProxies } from './http/addresses';
import { SERVER_NAME } from './config';
import { removeLegacyExports, startFileCleanup } from './files/store';
import { startOutbox, type OutboxWorker } from './outbox/worker';
import { BUILD_COMMIT, SERVER_VERSION } from './handlers/health';
import { DatabaseMonitor } from './ops/database';
import { Lifecycle } from './ops/lifecycle';
import { createLogger, setLogger } from './log';
import { metricsText } from './ops/metrics';

// The log: JSON lines (pino), readable on a terminal or with LOG_FORMAT=pretty; LOG_LEVEL.
const log = setLogger(createLogger(process.env));
const config = readConfig();
let trustedProxies: TrustedProxies;
let outboxConfig: OutboxConfig;
/** FILES_S3_*: generated files in an S3-compatible bucket; unset, in the database. */
let bucket: BucketSettings | null;
try {
  // A setting that cannot be read stops the start at once, named (not at the first call);
  // the URL settings' messages never repeat their value (it holds a password or a token).
  trustedProxies = new TrustedProxies(config.trustedProxies);
  outboxConfig = readOutboxConfig(process.env);
  bucket = bucketSettingsFrom(process.env);
} catch (error) {
  log.fatal((error as Error).message);
  process.exit(1);
}
/** Seconds a call in flight at SIGTERM is given to finish. */
const shutdownGraceMs = seconds('SHUTDOWN_GRACE', 25) * 1000;
/** METRICS_PORT: /metrics on a port of its own (no token); else behind METRICS_TOKEN. */
const metricsPort = process.env.METRICS_PORT ? seconds('METRICS_PORT', 0) : undefined;

/** A whole number setting, or the start stops with its name. */
function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    log.fatal(`${name} must be a whole number, got "${raw}"`);
    process.exit(1);
  }
  return value;
}
fs.mkdirSync(config.dataDir, { recursive: true });
// The embedded default is the demo; PostgreSQL is production unless DEMO_DATA=1,
// and production keeps its second factors' secrets under a key of its own (SECRET_KEY).
const demo = !config.databaseUrl || process.env.DEMO_DATA === '1';
if (!demo && !process.env.SECRET_KEY) {
  log.fatal(
    'SECRET_KEY is required with DATABASE_URL (outside the demo): a long random text, the same on every server (README, Settings).',
  );
  process.exit(1);
}

// The HTTP server listens at once; the API (health included) answers 503 until the database
// is open, migrated and seeded (a fresh DATA_DIR is copied from a cached template).
let services: Services | null = null;
let outboxWorker: OutboxWorker | null = null;
const lifecycle = new Lifecycle();
const monitor = new DatabaseMonitor(() => services?.database ?? null);
const app = createApp({
  lifecycle,
  monitor,
  metricsToken: metricsPort === undefined ? process.env.METRICS_TOKEN || undefined : undefined,
  staticDir: config.staticDir,
  services: () => services,
  apiBaseUrl: config.apiBaseUrl,
  imageUrls: config.imageUrls,
  trustedProxies,
  sourceMaps: config.sourceMaps,
});
// Calls under way, so that a shutdown closes the database only once they are answered.
let inFlight = 0;
const fetch: typeof app.fetch = async (...args) => {
  inFlight += 1;
  try {
    return await app.fetch(...args);
  } finally {
    inFlight -= 1;
  }
};
const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://localhost:${info.port}`;
  log.info(`Back-office running at ${url}`);
  log.info(`API health: ${url}${routes.health.path}, readiness: ${url}${routes.ready.path}`);
  log.info(`Version ${SERVER_VERSION}, commit ${BUILD_COMMIT}`);
  log.info(`Data folder: ${config.dataDir}`);
  // The history names this process SERVER_NAME; the log says which host and process it is.
  log.info(
    `Server name in the history: ${SERVER_NAME} (host ${os.hostname()}, pid ${process.pid})`,
  );
  // The password is never written to the log (the README gives the demo's).
  if (demo) log.info(`Demo sign-in: ${config.demoEmail} (the README gives the password)`);
});

// The metrics on a port of their own (not published by the balancer), no token.
let metricsServer: ReturnType<typeof serve> | null = null;
if (metricsPort !== undefined) {
  const metricsApp = new Hono();
  metricsApp.get('/metrics', async (c) => {
    const { body, contentType } = await metricsText();
    return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  });
  metricsApp.all('*', (c) => c.text('Not found', 404));
  metricsServer = serve(
    { fetch: metricsApp.fetch, port: metricsPort, hostname: config.host },
    (info) => log.info(`Metrics at http://localhost:${info.port}/metrics`),
  );
}

// A request Node refuses before the app sees it (headers over 16 KB, broken HTTP) still gets
// the API's error body rather than an empty answer.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(
    tooLarge
      ? errorBody('headers_too_large', 'The request line or its headers are larger than 16 KB.')
      : errorBody('bad_request', 'The request is not valid HTTP.'),
  );
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
});

const started = Date.now();
openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  demoEmail: config.demoEmail,
  demoPassword: config.demoPassword,
  demoData: demo,
  log: (line) => log.info(line),
})
  .then(async (database) => {
    if (!demo) {
      const [row] = await database.db.select({ n: count() }).from(staff);
      if ((row?.n ?? 0) === 0)
        log.info(
          'No staff account yet: create the first Admin with npm run staff -- create --email E --name N --role admin',
        );
    }
    services = createServices(database, {
      dataDir: config.dataDir,
      publicSiteUrl: config.publicSiteUrl,
      trustedProxies: config.trustedProxies,
      emailDelivery: Boolean(outboxConfig.smtpUrl),
      ...(bucket ? { files: new BucketFileStore(database, bucket) } : {}),
    });
    if (bucket)
      log.info(`Generated files kept in the bucket ${bucket.bucket} at ${bucket.endpoint}`);
    // Exports an earlier version wrote to DATA_DIR/exports: never served now, personal data.
    const legacy = removeLegacyExports(config.dataDir);
    if (legacy) log.info(`Deleted ${legacy} old exports from DATA_DIR/exports (no longer served)`);
    // Expired generated files deleted, by one server of the cluster per period.
    startFileCleanup(database, services.files);
    // Queued emails and SMS sent, each once across the cluster (outbox/).
    if (!stopping) outboxWorker = startOutbox(database, outboxConfig);
    log.info(`Database ready (${database.kind}) in ${Date.now() - started} ms`);
  })
  .catch((error: unknown) => {
    // One line, no query parameters (a failed query's message holds its values: hashes).
    log.fatal(`The database could not be opened: ${describeStartError(error)}`);
    process.exit(1);
  });

/**
 * A graceful stop. Readiness answers 503 at once (the balancer stops sending calls
 * here); the live streams are told to reconnect (to another server) and closed; the calls in
 * flight get SHUTDOWN_GRACE seconds to finish while the listener still answers (a balancer
 * that has not yet seen /ready fail is not refused); then the listener and the database
 * close, and the process exits 0. Each step is logged.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  lifecycle.drain();
  log.info({ event: 'shutdown', signal }, `${signal}: shutting down, readiness answers 503`);
  const streams = await lifecycle.closeStreams();
  log.info({ event: 'shutdown' }, `Live streams closed with a retry hint: ${streams}`);
  const deadline = Date.now() + shutdownGraceMs;
  if (inFlight > 0)
    log.info(
      { event: 'shutdown' },
      `Waiting up to ${shutdownGraceMs / 1000} s for ${inFlight} call(s) in flight`,
    );
  while (inFlight > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  if (inFlight > 0)
    log.warn({ event: 'shutdown' }, `${inFlight} call(s) still in flight after the grace period`);
  else log.info({ event: 'shutdown' }, 'No call in flight');
  server.close();
  (server as HttpServer).closeAllConnections?.();
  metricsServer?.close();
  log.info({ event: 'shutdown' }, 'Listener closed');
  monitor.stop();
  // The message being sent finishes (bounded by its timeout); the rest are left queued.
  await outboxWorker?.stop();
  log.info({ event: 'shutdown' }, 'Outbox worker stopped');
  await services?.seo.idle();
  await services?.database.close().catch(() => {});
  log.info({ event: 'shutdown' }, 'Database closed; exiting');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
