// Whole-route JavaScript: what Chromium receives for each route, cold, until the page is idle.
//
// 70-app.mjs counts a route's chunks before its first paint, from the Vite manifest. This one
// opens the route in Chromium as a staff member would (a fresh browser context: no cache, the
// demo Admin's session already stored), waits until the network has been quiet for a second
// and the main thread is idle, and adds up the bytes of every script response as they came
// over the wire (brotli from the built server: the response body's encoded size). So it counts
// what the first paint leaves for later too: the top bar's menus, the palette and the
// shortcuts sheet when idle, the rows' cells, the preloads of the screens next door.
// Goals: login <= 120 KiB, every screen <= 220 KiB. A goal once met is enforced (ENFORCED:
// `--check` measures those routes only and fails the run when one is over, a step of npm
// test); the others are reported until met (see the README's performance section).
//   node bench/71-route-idle.mjs [--route=users] [--list] [--check]   (--list: each route's scripts)
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { exitOnMissedGoals, report } from './_browser.mjs';
import { API, signIn, startServer } from './_server.mjs';

const KIB = 1024;
const LOGIN_GOAL_KIB = 120;
const SCREEN_GOAL_KIB = 220;
const QUIET_MS = 1000;
const EVENTS_PATH = `${API}/csm/events`;

/** The routes, by the paths a staff member opens (ids of the demo data). */
const ROUTES = [
  ['login', '/login'],
  ['board', '/requests'],
  ['request detail', '/requests/1'],
  ['contracts', '/contracts'],
  ['offices', '/offices'],
  ['an office', '/offices/search/details/1'],
  ['map search', '/offices/search'],
  ['conversations', '/conversations'],
  ['a conversation', '/conversations/1'],
  ['documents', '/documents'],
  ['analytics', '/analytic'],
  ['SEO pages', '/seo'],
  ['display offices', '/office_display'],
  ['users', '/users'],
  ['staff', '/staff'],
  ['security log', '/security-log'],
  ['settings', '/settings'],
];

/** The routes whose goal is met and must stay met. */
const ENFORCED = new Set([
  'login',
  'request detail',
  'a conversation',
  'analytics',
  'display offices',
  'settings',
]);

const check = process.argv.includes('--check');
const only = process.argv.find((a) => a.startsWith('--route='))?.slice('--route='.length);
const server = await startServer();
const token = await signIn(server.url);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});

/** Resolves once no request has been in flight for QUIET_MS, then the main thread is idle. */
async function settle(page, inFlight) {
  let quietSince = Date.now();
  for (;;) {
    await page.waitForTimeout(100);
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
  }
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve())));
}

/** The script bytes a cold load of `path` receives until idle, and the number of scripts. */
async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (path !== '/login') {
    // The session as the login screen stores it; the health answer loads none of the app.
    await page.goto(`${server.url}${API}/health`);
    await page.evaluate((t) => localStorage.setItem('backoffice.token', t), token);
  }
  const inFlight = new Set();
  const scripts = [];
  // The change events' stream stays open while the app runs: it never makes the page busy.
  page.on('request', (r) => {
    if (!r.url().includes(EVENTS_PATH)) inFlight.add(r);
  });
  page.on('requestfinished', (r) => {
    inFlight.delete(r);
    if (r.resourceType() === 'script') scripts.push(r);
  });
  page.on('requestfailed', (r) => inFlight.delete(r));
  await page.goto(`${server.url}${path}`);
  await settle(page, inFlight);
  const sizes = await Promise.all(scripts.map((r) => r.sizes()));
  await context.close();
  if (process.argv.includes('--list')) {
    // The scripts one by one, largest first: where a route's weight comes from.
    const named = scripts.map((r, i) => [sizes[i].responseBodySize, new URL(r.url()).pathname]);
    for (const [n, name] of named.sort((a, b) => b[0] - a[0])) {
      console.log(`    ${(n / KIB).toFixed(1).padStart(6)} KiB  ${name}`);
    }
  }
  return { bytes: sizes.reduce((sum, s) => sum + s.responseBodySize, 0), count: scripts.length };
}

try {
  const rows = [];
  for (const [label, path] of ROUTES) {
    if ((only && label !== only) || (check && !ENFORCED.has(label))) continue;
    const { bytes, count } = await measure(path);
    const goal = label === 'login' ? LOGIN_GOAL_KIB : SCREEN_GOAL_KIB;
    const met = bytes <= goal * KIB;
    rows.push({
      label: `${label} (${count} scripts)`,
      value: `${(bytes / KIB).toFixed(1)} KiB sent, goal ${goal} KiB${ENFORCED.has(label) ? '' : `: ${met ? 'met' : 'not met'}`}`,
      // An enforced goal gets the shared verdict (and fails --check when missed).
      ...(ENFORCED.has(label) ? { goal: met } : {}),
    });
  }
  report('Route JavaScript, cold, until idle (brotli, as Chromium receives it)', rows);
} finally {
  await browser.close();
  await server.stop();
}
exitOnMissedGoals();
