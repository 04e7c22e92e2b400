import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';

const config = readConfig();
fs.mkdirSync(config.dataDir, { recursive: true });

const app = createApp({ staticDir: config.staticDir });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://localhost:${info.port}`;
  console.info(`Back-office running at ${url}`);
  console.info(`API health: ${url}/api/v2/health`);
  console.info(`Data folder: ${config.dataDir}`);
  console.info(`Demo sign-in: ${config.demoEmail} / ${config.demoPassword}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
