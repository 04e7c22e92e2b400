// JavaScript each route downloads, gzip, computed from the Vite manifest: the app entry and
// its static imports, plus the route's lazy chunk and its static imports.
import { closure, entryKey, gzipSize, manifest } from './_manifest.mjs';

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
