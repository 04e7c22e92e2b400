import fs from 'node:fs';
import os from 'node:os';
import { serve } from '@hono/node-server';
import { routes } from '@backoffice/api';
import { createApp, errorBody } from './app';
import { readConfig } from './config';
import { count } from 'drizzle-orm';
import { describeStartError } from './db/errors';
import { openDatabase } from './db/open';
import { staff } from './db/schema';
import type { Services } from './http/context';
import { createServices } from './services';
import { TrustedProxies } from './http/addresses';
import { SERVER_NAME } from './http/writes';
import { startFileCleanup } from './files/store';

const config = readConfig();
let trustedProxies: TrustedProxies;
try {
  // A setting that cannot be read stops the start at once, named (not at the first call).
  trustedProxies = new TrustedProxies(config.trustedProxies);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
fs.mkdirSync(config.dataDir, { recursive: true });
// Issue 37: the embedded default is the demo; PostgreSQL is production unless DEMO_DATA=1,
// and production keeps its second factors' secrets under a key of its own (SECRET_KEY).
const demo = !config.databaseUrl || process.env.DEMO_DATA === '1';
if (!demo && !process.env.SECRET_KEY) {
  console.error(
    'SECRET_KEY is required with DATABASE_URL (outside the demo): a long random text, the same on every server (README, Settings).',
  );
  process.exit(1);
}

// The HTTP server listens at once; the API (health included) answers 503 until the database
// is open, migrated and seeded (a fresh DATA_DIR is copied from a cached template).
let services: Services | null = null;
const app = createApp({
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
  console.info(`Back-office running at ${url}`);
  console.info(`API health: ${url}${routes.health.path}`);
  console.info(`Data folder: ${config.dataDir}`);
  // The history names this process SERVER_NAME; the log says which host and process it is.
  console.info(
    `Server name in the history: ${SERVER_NAME} (host ${os.hostname()}, pid ${process.pid})`,
  );
  // The password is never written to the log (the README gives the demo's).
  if (demo) console.info(`Demo sign-in: ${config.demoEmail} (the README gives the password)`);
});

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
  log: (line) => console.info(line),
})
  .then(async (database) => {
    if (!demo) {
      const [row] = await database.db.select({ n: count() }).from(staff);
      if ((row?.n ?? 0) === 0)
        console.info(
          'No staff account yet: create the first Admin with npm run staff -- create --email E --name N --role admin',
        );
    }
    services = createServices(database, {
      dataDir: config.dataDir,
      publicSiteUrl: config.publicSiteUrl,
      trustedProxies: config.trustedProxies,
    });
    // Issue 38: expired generated files deleted, by one server of the cluster per period.
    startFileCleanup(database, services.files);
    console.info(`Database ready (${database.kind}) in ${Date.now() - started} ms`);
  })
  .catch((error: unknown) => {
    // One line, no query parameters (issue 38: they held password hashes).
    console.error(`The database could not be opened: ${describeStartError(error)}`);
    process.exit(1);
  });

async function shutdown() {
  server.close();
  const deadline = Date.now() + 5000;
  while (inFlight > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await services?.seo.idle();
  await services?.database.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
