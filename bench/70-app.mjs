// The app (issue 8): JavaScript each route downloads, and the requests board's mount.
//
// 1. Route JavaScript, gzip, from the Vite manifest of apps/backoffice/dist: a route's figure
//    is the union of the chunks its screens load statically (entry, the layout, the screen),
//    each counted once. Goals: login <= 110 KiB, board, contracts, conversations and a conversation <= 190 KiB; and no map, editor,
//    calendar, kanban or drag-and-drop code in the login route (read from the sourcemaps).
//    Chunks loaded after the first paint (the API client, the toast region) are listed apart.
// 2. The board with the 2,000 requests of the demo data, loaded from the real server (built
//    apps/server on a free port with a temporary data folder), mounted in headless Chromium
//    against the plain-DOM baseline (1,000 rows x 8 cells) in the same page and run.
//    Goal: at most 1.3x. Medians of several runs.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { median, report, withBrowser } from './_browser.mjs';
import { API, root, signIn, startServer } from './_server.mjs';

const KIB = 1024;

// 1. Route sizes -------------------------------------------------------------------------

const dist = path.join(root, 'apps/backoffice/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Every chunk a manifest key pulls in at load time (static imports, transitively). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const keyOf = (name) => {
  const key = Object.keys(manifest).find(
    (k) => manifest[k].isDynamicEntry && manifest[k].name === name,
  );
  if (!key) throw new Error(`No lazy chunk named ${name} in the manifest`);
  return key;
};

/** The chunks of a route: the entry's and each named lazy screen's static closures. */
function routeChunks(screens) {
  const keys = closure(entryKey);
  for (const screen of screens) closure(keyOf(screen), keys);
  return keys;
}

const bytes = (keys) => [...keys].reduce((sum, k) => sum + gzipSize(manifest[k].file), 0);
const kib = (n) => `${(n / KIB).toFixed(1)} KiB`;

/** The source modules of some chunks, read from their sourcemaps. */
function sources(keys) {
  return [...keys].flatMap((k) => {
    const map = path.join(dist, `${manifest[k].file}.map`);
    return fs.existsSync(map) ? JSON.parse(fs.readFileSync(map, 'utf8')).sources : [];
  });
}

const FORBIDDEN_ON_LOGIN = [
  ['map', /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:ol|supercluster)\//],
  ['editor', /prosemirror-/],
  ['calendar', /(?:Calendar|DatePicker|DateRangePicker|@internationalized\/date)/],
  ['kanban', /Kanban|@dnd-kit|react-virtual/],
  ['board or detail', /features\/requests\/(?:board|detail|actions)\//],
  [
    'palette, shortcuts or live refresh',
    /features\/palette\/|shared\/(?:shortcuts|live)\/|CommandPalette/,
  ],
];

const login = routeChunks(['LoginScreen']);
const board = routeChunks(['Layout', 'BoardScreen']);
const detail = routeChunks(['Layout', 'DetailScreen']);
const contracts = routeChunks(['Layout', 'ContractsScreen']);
const officesRoute = routeChunks(['Layout', 'OfficesScreen']);
const officeDetail = routeChunks(['Layout', 'OfficeDetailScreen']);
const editorOn = (route) => sources(route).some((s) => /prosemirror-/.test(s));
const conversations = routeChunks(['Layout', 'ConversationsScreen']);
const conversation = routeChunks(['Layout', 'ConversationScreen']);
/** What lazy chunks add to a route once it has drawn (each chunk counted once). */
function after(route, names) {
  const keys = new Set();
  for (const name of names) closure(keyOf(name), keys);
  for (const k of route) keys.delete(k);
  return bytes(keys);
}
const deferred = ['apiModule', 'toastRegion'].map((name) => [name, after(login, [name])]);
// Issue 20: the power layer's runtime (shortcuts, live refresh, the top bar's buttons) just
// after the layout's first paint; the go-to palette and the shortcuts sheet when idle.
const powerRuntime = after(board, ['powerRuntime']);
const powerOverlays = after(closure(keyOf('powerRuntime'), new Set(board)), ['overlays']);
const boardDeferred = after(board, ['BoardView', 'toastRegion']);
// The design system's date fields load just after the first paint, their calendar when a
// popover first opens (packages/ui/src/DatePicker/fieldLoader.tsx, calendarLoader.tsx).
const dateFields = after(board, ['dateFields']);
const calendar = after(closure(keyOf('dateFields'), new Set(board)), ['CalendarView']);
const boardAll = new Set(board);
for (const name of ['BoardView', 'toastRegion', 'dateFields']) closure(keyOf(name), boardAll);
const loginSources = sources(login);
const found = FORBIDDEN_ON_LOGIN.filter(([, pattern]) => loginSources.some((s) => pattern.test(s)));

report('Route JavaScript, gzip (each chunk the route loads statically, counted once)', [
  {
    label: 'login (entry + login screen)',
    value: kib(bytes(login)),
    goal: bytes(login) <= 110 * KIB,
  },
  ...deferred.map(([name, size]) => ({
    label: `  then, after the first paint: ${name}`,
    value: kib(size),
  })),
  {
    label: 'board (entry + layout + board screen)',
    value: kib(bytes(board)),
    goal: bytes(board) <= 190 * KIB,
  },
  {
    label: '  then, with the data: the board view and the toast region',
    value: kib(boardDeferred),
  },
  {
    label: '  then, after the first paint: the date fields',
    value: kib(dateFields),
  },
  {
    label: '  then, after the first paint: shortcuts, live refresh, the top bar buttons',
    value: kib(powerRuntime),
  },
  {
    label: '  then, when idle: the go-to palette and the shortcuts sheet',
    value: kib(powerOverlays),
  },
  {
    label: '  board, everything it downloads',
    value: kib(bytes(boardAll)),
  },
  {
    label: "  then, on opening a date field's calendar",
    value: kib(calendar),
  },
  { label: 'request detail (entry + layout + detail)', value: kib(bytes(detail)) },
  {
    label: 'contracts (entry + layout + contracts list)',
    value: kib(bytes(contracts)),
    goal: bytes(contracts) <= 190 * KIB,
  },
  {
    label: '  then, with the data: the rows, pagination and states',
    value: kib(after(contracts, ['ListContent', 'toastRegion'])),
  },
  {
    label: 'offices (entry + layout + offices list)',
    value: kib(bytes(officesRoute)),
    goal: bytes(officesRoute) <= 190 * KIB && !editorOn(officesRoute),
  },
  {
    label: 'office detail (entry + layout + detail; the editor comes with the notes)',
    value: kib(bytes(officeDetail)),
    goal: !editorOn(officeDetail),
  },
  {
    label: '  then, on showing the notes: notes and editor',
    value: kib(after(officeDetail, ['InternalNotes'])),
  },
  {
    label: 'conversations (entry + layout + conversations list)',
    value: kib(bytes(conversations)),
    goal: bytes(conversations) <= 190 * KIB,
  },
  {
    label: 'conversation (entry + layout + conversation detail)',
    value: kib(bytes(conversation)),
    goal: bytes(conversation) <= 190 * KIB,
  },
  {
    label: 'login: map, editor, calendar or kanban code',
    value: found.length ? found.map(([what]) => what).join(', ') : 'none',
    goal: found.length === 0,
  },
]);

// 2. Board mount ---------------------------------------------------------------------------

const WARMUP = 3;
const RUNS = 9;
const GOAL = 1.3;

/** Signs in with the demo account and loads the board with the widest dates. */
async function loadBoard(url) {
  const token = await signIn(url);
  const started = performance.now();
  const response = await fetch(
    `${url}${API}/csm/requests?startDate=2000-01-01&endDate=2100-12-31`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const answer = await response.json();
  return { answer, ms: performance.now() - started };
}

async function measure(page, fn, arg) {
  const call = () => page.evaluate(([f, a]) => window.__bench[f](a), [fn, arg]);
  for (let i = 0; i < WARMUP; i++) await call();
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await call());
  return median(times);
}

const server = await startServer();
try {
  const { answer, ms: loadMs } = await loadBoard(server.url);
  await withBrowser(async ({ open }) => {
    const page = await open('app-board');
    const count = await page.evaluate((data) => window.__bench.setData(data), answer);
    // Interleave so that any drift of the machine touches both sides alike.
    const mountBoard = await measure(page, 'mountBoard');
    const mountPlain = await measure(page, 'mountPlain', 1000);
    const mountBoard2 = await measure(page, 'mountBoard');
    const mountPlain2 = await measure(page, 'mountPlain', 1000);
    const boardMs = median([mountBoard, mountBoard2]);
    const plainMs = median([mountPlain, mountPlain2]);

    await page.evaluate(() => window.__bench.mountBoard());
    const boardNodes = await page.evaluate(() => window.__bench.domNodes());
    const cards = await page.evaluate(() => window.__bench.cardsInDom());
    const columns = await page.evaluate(() => window.__bench.columns());
    await page.evaluate(() => window.__bench.mountPlain(1000));
    const plainNodes = await page.evaluate(() => window.__bench.domNodes());

    const ratio = boardMs / plainMs;
    report(
      `Requests board, ${count} requests from the server (median of ${RUNS}, after ${WARMUP} warm-ups, twice)`,
      [
        { label: 'board call: sign-in excluded, answer read (ms)', value: loadMs.toFixed(0) },
        { label: 'mount: board, 8 columns (ms)', value: boardMs.toFixed(1) },
        { label: 'mount: plain DOM, 1,000 rows x 8 cells (ms)', value: plainMs.toFixed(1) },
        {
          label: `mount: ratio (goal <= ${GOAL}x)`,
          value: `${ratio.toFixed(2)}x`,
          goal: ratio <= GOAL,
        },
        { label: 'cards in the DOM / requests', value: `${cards} / ${count}` },
        { label: 'columns drawn', value: columns },
        { label: 'DOM nodes: board', value: boardNodes },
        { label: 'DOM nodes: plain DOM page', value: plainNodes },
      ],
    );
  });
} finally {
  await server.stop();
}
