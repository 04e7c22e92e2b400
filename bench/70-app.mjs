// The app: JavaScript each route downloads, and the requests board's mount.
//
// 1. Route JavaScript from the Vite manifest of apps/backoffice/dist: a route's figure is the
//    union of the chunks its screens load statically (entry, the layout, the screen), each
//    counted once, measured twice: as the built server sends it, each chunk asked
//    for with Chromium's Accept-Encoding ('gzip, deflate, br, zstd') and its bytes counted as
//    they arrive (the pre-compressed brotli copy), and gzip -9 on disk.
//    Goals, on both figures: login <= 112 KiB (110 before the sign-in's session-end reasons: see the README); board, request detail, contracts, offices, an
//    office, conversations, a conversation, documents, analytics, SEO pages, display offices,
//    map search, users and a guest <= 190 KiB (SEO pages, display and an office without the
//    editor, which comes with their modals or notes; map search without its map's code; users
//    and a guest without the phone library before its forms open); and no map, editor,
//    calendar, kanban or drag-and-drop code in the login route (read from the sourcemaps).
//    Chunks loaded after the first paint (the API client, the toast region) are listed apart.
// 2. The board with the 2,000 requests of the demo data, loaded from the real server (built
//    apps/server on a free port with a temporary data folder), mounted in headless Chromium
//    against the plain-DOM baseline (1,000 rows x 8 cells) in the same page and run.
//    Goal: at most 1.3x. Medians of several runs.
// `--sizes` measures the route sizes alone; `--check` exits 1 when a goal is missed (npm test
// runs `--sizes --check` after the build: a route over its budget fails the tests).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { exitOnMissedGoals, median, report, withBrowser } from './_browser.mjs';
import { closure, dist, entryKey, gzipSize, manifest } from './_manifest.mjs';
import { API, signIn, startServer } from './_server.mjs';

const KIB = 1024;

// 1. Route sizes -------------------------------------------------------------------------

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

// What the server sends: the built server is started once, for this part and the board's.
const server = await startServer();
process.on('exit', () => server.child.kill());

/** Chromium's Accept-Encoding (checked in e2e/shell.spec.ts: it asks for br over http too). */
const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The bytes the server sends for a path, counted as they arrive (not decompressed). */
function sentBytes(pathname) {
  return new Promise((resolve, reject) => {
    http
      .get(
        `${server.url}${pathname}`,
        { headers: { 'Accept-Encoding': CHROMIUM_ACCEPT_ENCODING } },
        (res) => {
          let n = 0;
          res.on('data', (chunk) => (n += chunk.length));
          res.on('end', () =>
            res.statusCode === 200
              ? resolve({ bytes: n, encoding: res.headers['content-encoding'] ?? 'none' })
              : reject(new Error(`${pathname} answered ${res.statusCode}`)),
          );
        },
      )
      .on('error', reject);
  });
}

const sentCache = new Map();
for (const key of Object.keys(manifest)) {
  sentCache.set(key, await sentBytes(`/${manifest[key].file}`));
}
const sent = (keys) => [...keys].reduce((sum, k) => sum + sentCache.get(k).bytes, 0);
const encodings = [...new Set([...sentCache.values()].map((s) => s.encoding))].join(', ');
/** A route's row: the bytes sent (the goal's figure) and the gzip -9 size on disk. */
const sizes = (keys) => `${kib(sent(keys))} sent / ${kib(bytes(keys))} gzip`;
/** A route within its goal: both the bytes sent and the gzip size. */
const within = (keys, goalKiB) => sent(keys) <= goalKiB * KIB && bytes(keys) <= goalKiB * KIB;

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
const mapSearch = routeChunks(['Layout', 'MapSearchScreen']);
const mapOn = (route) => sources(route).some((s) => FORBIDDEN_ON_LOGIN[0][1].test(s));
const conversation = routeChunks(['Layout', 'ConversationScreen']);
const seo = routeChunks(['Layout', 'SeoScreen']);
const display = routeChunks(['Layout', 'DisplayScreen']);
const usersRoute = routeChunks(['Layout', 'UsersScreen']);
const guestRoute = routeChunks(['Layout', 'GuestScreen']);
const phoneLibraryOn = (route) => sources(route).some((s) => /libphonenumber-js/.test(s));
const documentsRoute = routeChunks(['Layout', 'DocumentsScreen']);
const analytics = routeChunks(['Layout', 'AnalyticsScreen']);
/** What lazy chunks add to a route once it has drawn (each chunk counted once). */
function after(route, names) {
  const keys = new Set();
  for (const name of names) closure(keyOf(name), keys);
  for (const k of route) keys.delete(k);
  return bytes(keys);
}
/**
 * What a route's own lazy imports of chunks matching `pattern` add once it has drawn (for a
 * chunk the bundler shares rather than names, such as the deferred selects' Select).
 */
function lazyAfter(route, pattern) {
  const keys = new Set();
  for (const k of route) {
    for (const d of manifest[k].dynamicImports ?? []) if (pattern.test(d)) closure(d, keys);
  }
  for (const k of route) keys.delete(k);
  return bytes(keys);
}
const deferred = ['apiModule', 'toastRegion'].map((name) => [name, after(login, [name])]);
// The power layer's runtime (shortcuts, live refresh, the top bar's buttons) just
// after the layout's first paint; the go-to palette and the shortcuts sheet when idle.
const powerRuntime = after(board, ['powerRuntime']);
const powerOverlays = after(closure(keyOf('powerRuntime'), new Set(board)), ['overlays']);
const boardDeferred = after(board, ['BoardView', 'toastRegion']);
// The top bar's menus (the user menu, More): their React Aria menu stack just after the first
// paint, behind stand-ins drawn with the triggers' classes.
const topBarMenus = after(board, ['UserMenuTrigger', 'MoreMenu']);
// The design system's date fields load just after the first paint, their calendar when a
// popover first opens (packages/ui/src/DatePicker/fieldLoader.tsx, calendarLoader.tsx).
const dateFields = after(board, ['dateFields']);
const calendar = after(closure(keyOf('dateFields'), new Set(board)), ['CalendarView']);
const boardAll = new Set(board);
for (const name of ['BoardView', 'toastRegion', 'dateFields']) closure(keyOf(name), boardAll);
const loginSources = sources(login);
const found = FORBIDDEN_ON_LOGIN.filter(([, pattern]) => loginSources.some((s) => pattern.test(s)));

/**
 * A route's row: what its first paint downloads, within 190 KiB, and nothing `carries` finds
 * on it that it must not carry (an editor, a map, the phone library).
 */
const routeRow = (label, route, carries = () => false) => ({
  label,
  value: sizes(route),
  goal: within(route, 190) && !carries(route),
});
/** A row under a route's: what it downloads later, `when` (no goal). */
const laterRow = (when, keys) => ({ label: `  then, ${when}`, value: kib(keys) });
/**
 * A route's row, then a row for each `[when, chunk names]` it downloads later: what those
 * chunks add to the route's first paint.
 */
const routeRows = (label, route, later, carries) => [
  routeRow(label, route, carries),
  ...later.map(([when, names]) => laterRow(when, after(route, names))),
];

report(
  `Route JavaScript as the server sends it (${encodings}), and gzip -9 on disk (each chunk the route loads statically, counted once)`,
  [
    {
      label: 'login (entry + login screen)',
      value: sizes(login),
      // 110 KiB until the sign-in carried the reasons a session ended, the second
      // step's loader and the design system's disabled-with-reason support (+3 KiB gzip after
      // the second steps and the idle keeper were taken out of it): raised by 2 KiB, to win back.
      goal: within(login, 112),
    },
    ...deferred.map(([name, size]) => laterRow(`after the first paint: ${name}`, size)),
    routeRow('board (entry + layout + board screen)', board),
    laterRow('with the data: the board view and the toast region', boardDeferred),
    laterRow('after the first paint: the date fields', dateFields),
    laterRow("after the first paint: the top bar's menus", topBarMenus),
    laterRow('after the first paint: shortcuts, live refresh, the top bar buttons', powerRuntime),
    laterRow('when idle: the go-to palette and the shortcuts sheet', powerOverlays),
    {
      label: '  board, everything it downloads',
      value: sizes(boardAll),
    },
    laterRow("on opening a date field's calendar", calendar),
    ...routeRows('request detail (entry + layout + detail)', detail, [
      ['with the request: the actions, their forms and pickers', ['ActionsPanel']],
    ]),
    ...routeRows('contracts (entry + layout + contracts list)', contracts, [
      ['with the data: the rows, pagination and states', ['ListContent', 'toastRegion']],
    ]),
    routeRow('offices (entry + layout + offices list)', officesRoute, editorOn),
    ...routeRows(
      'office detail (entry + layout + detail; the editor comes with the notes)',
      officeDetail,
      [['on showing the notes: notes and editor', ['InternalNotes']]],
      editorOn,
    ),
    routeRow('conversations (entry + layout + conversations list)', conversations),
    ...routeRows('conversation (entry + layout + conversation detail)', conversation, [
      ['with the messages: the windowed message list', ['MessageList']],
    ]),
    routeRow('documents (entry + layout + documents list)', documentsRoute),
    laterRow('just after the first paint: the filter selects', lazyAfter(documentsRoute, /Select/)),
    routeRow('analytics (entry + layout + analytics)', analytics),
    ...routeRows(
      'SEO pages (entry + layout + SEO list; the editor comes with the modals)',
      seo,
      [
        [
          'at once: the slug select, the row cells, the rows and states',
          ['SeoSlugFilter', 'SeoRowCells', 'ListContent', 'toastRegion'],
        ],
        ["on opening 'Add/Edit Seo Location Page': the modal and the editor", ['SeoLocationModal']],
        ['on opening the FAQ modal (the editor already there or not)', ['FaqModal']],
      ],
      editorOn,
    ),
    ...routeRows(
      'display offices (entry + layout + display sections)',
      display,
      [
        [
          'with the data: the sections (drag and drop) and the toast region',
          ['DisplaySections', 'toastRegion'],
        ],
        ["on opening 'Add Display Office'", ['AddDisplayOfficeModal']],
      ],
      editorOn,
    ),
    ...routeRows(
      'map search (entry + layout + map search; the map after the first paint)',
      mapSearch,
      [
        [
          'after the first paint: the map (OpenLayers) and the filters panel',
          ['ClusterMap', 'FiltersPanel'],
        ],
      ],
      mapOn,
    ),
    routeRow('users (entry + layout + user list)', usersRoute, phoneLibraryOn),
    ...routeRows(
      'guest detail (entry + layout + guest; the phone library comes with its forms)',
      guestRoute,
      [
        ['with the guest: the favorites and contact requests tables', ['GuestTables']],
        ['on opening the phone form: the form and libphonenumber-js', ['PhoneModal']],
      ],
      phoneLibraryOn,
    ),
    {
      label: 'login: map, editor, calendar or kanban code',
      value: found.length ? found.map(([what]) => what).join(', ') : 'none',
      goal: found.length === 0,
    },
  ],
);

// `--sizes --check` (npm test): the route sizes alone, failing on a missed budget.
if (process.argv.includes('--sizes')) {
  await server.stop();
  exitOnMissedGoals();
  process.exit(0);
}

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
exitOnMissedGoals();
