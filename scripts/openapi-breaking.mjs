#!/usr/bin/env node
// The breaking-change check of the API, a step of `npm test`: compares the OpenAPI
// document of this build (apps/server/dist/openapi.json, written by the server's build) with
// the last release's, committed as apps/server/openapi.release.json (there is no registry of
// releases here), and names every change that breaks a caller: a route, a parameter or a
// field removed, a type or an enum narrowed where callers send it, an answer's field that may
// now be missing or of another type. Additions are listed and pass.
//
//   node scripts/openapi-breaking.mjs            check (exit 1 on a breaking change)
//   node scripts/openapi-breaking.mjs --accept   at a release: record this build's document
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { log, root } from './lib.mjs';

const dist = path.join(root, 'apps/server/dist');
const current = path.join(dist, 'openapi.json');
const release = path.join(root, 'apps/server/openapi.release.json');

if (!fs.existsSync(current)) {
  console.error(
    `✖ ${path.relative(root, current)} is missing: build the server first (pnpm build).`,
  );
  process.exit(1);
}

if (process.argv.includes('--accept')) {
  fs.copyFileSync(current, release);
  const prettier = path.join(root, 'node_modules/.bin/prettier');
  if (fs.existsSync(prettier)) spawnSync(prettier, ['--write', release], { stdio: 'inherit' });
  log(`Recorded ${path.relative(root, release)} as the last release's document`);
  process.exit(0);
}

log('OpenAPI: breaking changes against the last release');
const result = spawnSync(
  process.execPath,
  [path.join(dist, 'openapi.js'), 'check', release, current],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
