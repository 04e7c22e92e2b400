#!/usr/bin/env node
// Runs @storybook/test-runner against the static Storybook build in Debian's Chromium: each
// story's play function, an axe check and a screenshot compared with the committed baseline.
// `pnpm test-storybook -u` writes new baselines; in the test command a missing one fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium, log, root } from './lib.mjs';
import { serveStatic } from './serve-static.mjs';
import { checkDocsPages } from './storybook-docs-pages.mjs';
import { checkDocsThemes } from './storybook-docs-themes.mjs';

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
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    TZ: 'Europe/Paris',
    STORYBOOK_UPDATE_SNAPSHOTS: update ? '1' : '',
  },
});
const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
// Docs pages are not stories, so the test-runner does not visit them: check their themes here.
log('Storybook docs pages: each preview in its own theme, the toolbar choice holds');
const docs = await checkDocsThemes(server.url, chromium);
for (const failure of docs.failures) console.error(`✖ ${failure}`);
console.log(
  docs.failures.length === 0
    ? `✓ ${docs.previews} previews on docs pages in the expected theme`
    : `✖ ${docs.failures.length} previews in the wrong theme`,
);
// Docs pages the test-runner does not visit either (scripts/storybook-docs-pages.mjs): props
// tables and "Show code" from the components' types and JSDoc (the Button page keeps every
// prop's description, every component its docgen), and the Introduction (MDX) passes axe.
log("Storybook docs pages: props tables from the components' types and JSDoc, the Introduction");
const pages = await checkDocsPages(server.url, chromium);
for (const failure of pages.failures) console.error(`✖ ${failure}`);
console.log(
  pages.failures.length === 0
    ? `✓ docgen for ${pages.components} components, ${pages.props} props, each described; the Introduction`
    : `✖ ${pages.failures.length} failures on docs pages`,
);
await server.close();
process.exit(status || (docs.failures.length > 0 || pages.failures.length > 0 ? 1 : 0));
