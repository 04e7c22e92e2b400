// The app's production build (apps/backoffice/dist) as the size benchmarks read it: its Vite
// manifest, each chunk's size on disk under gzip -9, and what a chunk pulls in at load time.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './_server.mjs';

export const dist = path.join(root, 'apps/backoffice/dist');
export const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** A built file's size under gzip -9. */
export const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Every chunk a manifest key pulls in at load time (static imports, transitively). */
export function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

/** The manifest key of the app's entry. */
export const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
