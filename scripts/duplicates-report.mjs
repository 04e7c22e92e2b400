#!/usr/bin/env node
// Prints how many places repeat six lines or more, per package and over the whole tree, as the
// README's "Duplication" table. It calls the `duplicates` command where a machine has it (the
// tool library of the project's workplace); elsewhere it says so and exits 0: it informs, it
// is not a test.
//   node scripts/duplicates-report.mjs
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

// Each package, then the folders outside them that hold code; pairs between two of these
// count in the whole tree's line only.
const PARTS = [
  ['packages/domain', 'pure rules'],
  ['packages/api', 'contract, client, hooks, mocks'],
  ['packages/ui', 'design system and its stories'],
  ['apps/backoffice/src', 'the app and its stories'],
  ['apps/backoffice/e2e', 'end-to-end tests'],
  ['apps/server', 'the API server'],
  ['bench', 'benchmarks'],
  ['scripts', 'the README commands'],
];

/** The first line of `duplicates` over one folder: "N pairs of places (M files read), …". */
function count(folder) {
  const r = spawnSync('duplicates', ['--repo', folder, '--seconds', '300'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (r.error) return null;
  const first = r.stdout.split('\n')[0];
  const pairs = /^(\d+) pairs? of places/.exec(first)?.[1] ?? (first.startsWith('no ') ? '0' : '?');
  const files = /\((\d+) files read\)/.exec(first)?.[1] ?? '?';
  const incomplete = r.stdout.split('\n').find((line) => line.startsWith('incomplete:'));
  return { pairs, files, incomplete };
}

const whole = count('.');
if (!whole) {
  console.log('The `duplicates` command is not on this machine: no report.');
  process.exit(0);
}
console.log('| folder | what it holds | pairs | files read |');
console.log('|---|---|---:|---:|');
for (const [folder, what] of PARTS) {
  const c = count(folder);
  console.log(`| \`${folder}\` | ${what} | ${c.pairs} | ${c.files} |`);
  if (c.incomplete) console.error(`${folder}: ${c.incomplete}`);
}
console.log(`| whole tree | with pairs across folders | ${whole.pairs} | ${whole.files} |`);
if (whole.incomplete) console.error(`whole tree: ${whole.incomplete}`);
