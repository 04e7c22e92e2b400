#!/usr/bin/env node
// `npm run bench`: builds what is stale, then runs every benchmark in bench/ in name order.
// Each prints its figures; they are copied into the README's performance section by hand.
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, log, root, run, runPnpm } from './lib.mjs';

ensureDependencies();
runPnpm(['exec', 'turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']);
const only = process.argv.slice(2);
const dir = path.join(root, 'bench');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && !f.startsWith('_'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  log(`bench/${file}`);
  failed += run(process.execPath, [path.join(dir, file)], { allowFailure: true }) === 0 ? 0 : 1;
}
process.exit(failed ? 1 : 0);
