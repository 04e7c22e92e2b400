#!/usr/bin/env node
// Runs @storybook/test-runner against the static Storybook build in Debian's Chromium: each
// story's play function, an axe check and a screenshot compared with the committed baseline.
// `pnpm test-storybook -u` writes new baselines; in the test command a missing one fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium, root } from './lib.mjs';
import { serveStatic } from './serve-static.mjs';

const staticDir = path.resolve(
  process.env.STORYBOOK_STATIC_DIR || path.join(root, 'storybook-static'),
);
if (!fs.existsSync(path.join(staticDir, 'index.json'))) {
  console.error('storybook-static is missing: run "pnpm build-storybook" first.');
  process.exit(1);
}
const chromium = ensureChromium();
const server = await serveStatic(staticDir);
const extra = process.argv.slice(2);
const update = extra.includes('-u') || extra.includes('--updateSnapshot');
const resultsDir = process.env.TEST_RESULTS_DIR;
const args = [
  '--url',
  server.url,
  '--maxWorkers=2',
  ...(update ? [] : ['--ci']),
  ...(resultsDir ? ['--json', '--outputFile', path.join(resultsDir, 'storybook.json')] : []),
  ...extra,
];
// Spawned asynchronously: the static server lives in this process and must keep answering.
const child = spawn(path.join(root, 'node_modules/.bin/test-storybook'), args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, TZ: 'Europe/Paris' },
});
const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
await server.close();
process.exit(status);
