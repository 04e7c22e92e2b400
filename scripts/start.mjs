#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, then run the product in THIS
// process: one Node process serving the built app and the API.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureDependencies, log, root, runPnpm } from './lib.mjs';

ensureDependencies();
log('Building what changed (turbo skips what is up to date)');
runPnpm([
  'exec',
  'turbo',
  'run',
  'build',
  '--concurrency=2',
  '--output-logs=errors-only',
  '--filter=@backoffice/server',
  '--filter=@backoffice/app',
]);
process.env.DATA_DIR ??= path.join(root, '.data');
await import(pathToFileURL(path.join(root, 'apps/server/dist/index.js')).href);
