import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/open';
import type { Services } from './http/context';
import { createServices } from './services';

const config = readConfig();
fs.mkdirSync(config.dataDir, { recursive: true });

// The HTTP server listens at once; the API (health included) answers 503 until the database
// is open, migrated and seeded (a fresh DATA_DIR is copied from a cached template).
let services: Services | null = null;
const app = createApp({ staticDir: config.staticDir, services: () => services });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://localhost:${info.port}`;
  console.info(`Back-office running at ${url}`);
  console.info(`API health: ${url}/api/v2/health`);
  console.info(`Data folder: ${config.dataDir}`);
  console.info(`Demo sign-in: ${config.demoEmail} / ${config.demoPassword}`);
});

const started = Date.now();
openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  demoEmail: config.demoEmail,
  demoPassword: config.demoPassword,
  log: (line) => console.info(line),
})
  .then((database) => {
    services = createServices(database, {
      dataDir: config.dataDir,
      publicSiteUrl: config.publicSiteUrl,
    });
    console.info(`Database ready (${database.kind}) in ${Date.now() - started} ms`);
  })
  .catch((error: unknown) => {
    console.error('The database could not be opened:', error);
    process.exit(1);
  });

function shutdown() {
  server.close(() => {
    void (services?.database.close() ?? Promise.resolve()).finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
