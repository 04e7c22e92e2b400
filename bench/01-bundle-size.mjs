// JavaScript each route downloads, gzip, computed from the Vite manifest: the app entry and
// its static imports, plus the route's lazy chunk and its static imports.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/backoffice/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Every chunk a key pulls in at load time (static imports, transitively). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryChunks = closure(entryKey);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const sum = (keys) => [...keys].reduce((total, k) => total + gzipSize(manifest[k].file), 0);

const rows = [['(app shell)', sum(entryChunks)]];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const keys = closure(key, new Set(entryChunks));
  const name = chunk.name ?? key;
  rows.push([name, sum(keys)]);
}

console.log('Route JavaScript, gzip (entry + route chunk + their static imports):');
for (const [name, size] of rows) console.log(`  ${name.padEnd(28)} ${kib(size).padStart(10)}`);
