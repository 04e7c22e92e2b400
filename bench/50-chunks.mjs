// Where the heavy widgets' code lands in the app build: the clustered map (OpenLayers,
// supercluster) and the rich-text editor (ProseMirror) must be in chunks of their own,
// reachable only from the routes that use them, never from the app shell. Reads the Vite
// manifest like 01-bundle-size.mjs, and finds the code by markers in the chunk files (a
// chunk can hold the library without holding the widget's entry module).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * The routes allowed to reach each widget, as prefixes of their screen modules' paths in the
 * app. Map search and office detail use the map; SEO pages and office notes use the editor.
 * Adjust when a screen that uses a widget lands in another feature folder.
 */
const EXPECTED_ROUTES = {
  map: ['src/features/offices/', 'src/features/map-search/'],
  editor: ['src/features/offices/', 'src/features/seo/', 'src/features/notes/'],
};

/** Text that only the widget's libraries put in a chunk. */
const MARKERS = {
  map: ['ol-viewport', 'No cluster with the specified id.'],
  // prosemirror-view, then prosemirror-model (which the read-only view uses on its own).
  editor: [
    'ProseMirror-hideselection',
    'ProseMirror-separator',
    'Called contentMatchAt on a node with invalid content',
  ],
};
const ENTRY_MODULES = {
  map: /packages\/ui\/src\/ClusterMap\/index\.ts$/,
  editor: /packages\/ui\/src\/RichTextEditor\/index\.ts$/,
};
const NAMES = {
  map: 'map (ClusterMap: OpenLayers, supercluster)',
  editor: 'editor (RichTextEditor: ProseMirror)',
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_APP_DIST points at another build (used to check this script on a test app).
const dist = process.env.BENCH_APP_DIST || path.join(root, 'apps/backoffice/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const read = (file) => fs.readFileSync(path.join(dist, file), 'utf8');
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/**
 * Chunks a key pulls in: static imports only, or dynamic imports too. The entry's own dynamic
 * imports are the router's screens: a route's chunks import the entry (shared code lives in
 * it), and following its lazy screens from there would make every route reach every other.
 */
function closure(key, withDynamic, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  const chunk = manifest[key];
  for (const dep of chunk.imports ?? []) closure(dep, withDynamic, seen);
  if (withDynamic && !chunk.isEntry) {
    for (const dep of chunk.dynamicImports ?? []) closure(dep, withDynamic, seen);
  }
  return seen;
}

const filesOf = (key) => [manifest[key].file, ...(manifest[key].css ?? [])];
const holds = (key, kind) =>
  ENTRY_MODULES[kind].test(key) ||
  filesOf(key).some((file) => MARKERS[kind].some((marker) => read(file).includes(marker)));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const shell = closure(entryKey, false);
const routes = (manifest[entryKey].dynamicImports ?? []).filter((k) =>
  k.startsWith('src/features/'),
);

let failed = false;
console.log('Heavy widget chunks: which routes reach them (static and lazy imports)');
for (const kind of ['map', 'editor']) {
  const chunks = Object.keys(manifest).filter((k) => holds(k, kind));
  const kib =
    chunks.reduce((sum, k) => sum + filesOf(k).reduce((s, f) => s + gzip(f), 0), 0) / 1024;
  console.log(`  ${NAMES[kind]}`);
  if (chunks.length === 0) {
    console.log('    in no chunk of the app: no route imports it yet, so no route reaches it');
    continue;
  }
  console.log(
    `    chunks: ${chunks.map((k) => manifest[k].file).join(', ')} (${kib.toFixed(1)} KiB gzip)`,
  );
  const inShell = chunks.filter((k) => shell.has(k));
  if (inShell.length > 0) {
    failed = true;
    console.log(
      `    FAIL: loaded by the app shell: ${inShell.map((k) => manifest[k].file).join(', ')}`,
    );
  }
  const reaching = routes.filter((route) => {
    // Not through the entry: a screen imports shared code from it, and the entry's own lazy
    // imports are every route (each route is judged on its own); the shell is checked above.
    const reach = closure(route, true, new Set([entryKey]));
    return chunks.some((k) => reach.has(k));
  });
  if (reaching.length === 0) console.log('    reachable from no route');
  for (const route of reaching) {
    const expected = EXPECTED_ROUTES[kind].some((prefix) => route.startsWith(prefix));
    if (!expected) failed = true;
    console.log(`    reached from ${route}${expected ? '' : '   <- NOT EXPECTED'}`);
  }
}
console.log(failed ? '  (goal MISSED)' : '  (goal met: only the expected routes, never the shell)');
process.exit(failed ? 1 : 0);
