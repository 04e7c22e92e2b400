#!/usr/bin/env node
// `npm test`: install what is missing (dependencies, Chromium), then run every test:
// lint and format, typecheck, unit tests, Storybook (play, axe, screenshots), end-to-end.
// Every step runs even if an earlier one failed; the exit code says whether all passed.
import fs from 'node:fs';
import path from 'node:path';
import { summarize } from './test-summary.mjs';
import { ensureChromium, ensureDependencies, log, root, runPnpm } from './lib.mjs';

ensureDependencies();
const chromium = ensureChromium();
const resultsDir = path.join(root, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });
const env = { CHROMIUM_PATH: chromium, TEST_RESULTS_DIR: resultsDir };

const turbo = (...tasks) => [
  'exec',
  'turbo',
  'run',
  ...tasks,
  '--concurrency=2',
  '--continue',
  '--output-logs=new-only',
];
const steps = [
  ['Lint and format', ['run', 'lint']],
  ['Typecheck, unit tests and build', turbo('typecheck', '//#typecheck:root', 'test', 'build')],
  // Issue 28: the built OpenAPI document against the last release's (breaking changes named).
  [
    'OpenAPI: breaking changes against the last release',
    ['exec', 'node', 'scripts/openapi-breaking.mjs'],
  ],
  ['Storybook: play functions, accessibility, screenshots', turbo('//#test-storybook')],
  ['End-to-end in Chromium against the real server', turbo('e2e')],
];

const failed = [];
for (const [title, args] of steps) {
  log(title);
  const status = runPnpm(args, { allowFailure: true, env });
  if (status !== 0) failed.push(title);
}

const summary = summarize(resultsDir, root, failed);
console.log(summary.text);
// `.ci/run` prints this again after its last suite, so it is the end of the log.
fs.writeFileSync(path.join(resultsDir, 'summary.txt'), `${summary.text}\n`);
process.exit(failed.length || summary.failed ? 1 : 0);
