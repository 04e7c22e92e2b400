// Shared harness for browser benchmarks: builds bench/harness (Vite, production mode), serves
// it on loopback, and opens its pages in Debian's Chromium through Playwright.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { serveStatic } from '../scripts/serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const harnessDir = path.join(root, 'bench/harness');
let built = false;

/** Builds every page of bench/harness once per process. */
export function buildHarness() {
  if (built) return;
  const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build'], {
    cwd: harnessDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building bench/harness failed');
  built = true;
}

/**
 * Runs `fn({ open, browser })` with a headless Chromium and the harness served on loopback.
 * `open(name, query?)` opens pages/<name>.html in a fresh page (1280x800) and resolves with the
 * Playwright page once `window.__bench.ready` is true.
 */
export async function withBrowser(fn) {
  buildHarness();
  const server = await serveStatic(path.join(harnessDir, 'dist'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const pages = [];
  const open = async (name, query = '') => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    pages.push(page);
    page.on('pageerror', (err) => console.error(`[${name}] ${err.message}`));
    await page.goto(`${server.url}/pages/${name}.html${query ? `?${query}` : ''}`);
    await page.waitForFunction(() => window.__bench && window.__bench.ready === true, null, {
      timeout: 30_000,
    });
    return page;
  };
  try {
    return await fn({ open, browser });
  } finally {
    await Promise.all(pages.map((p) => p.close().catch(() => {})));
    await browser.close();
    await server.close();
  }
}

/** CPU time of the renderer main thread's top-level tasks in a trace, in ms. */
export function mainThreadCpu(traceEvents) {
  const main = traceEvents.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  if (!main) return Number.NaN;
  const events = traceEvents
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let end = -Infinity;
  let cpu = 0;
  for (const e of events) {
    if (e.ts < end) continue; // nested in a task already counted
    cpu += e.tdur;
    end = e.ts + e.dur;
  }
  return cpu / 1000;
}

/**
 * Compares a subject (a component, a page) with its plain-DOM baseline in one page: each
 * repetition runs both back to back after a garbage collection, alternating which goes first,
 * once timed by the page (wall time, `window.__bench[run](arg)` answers ms) and once traced
 * (main-thread CPU time, which a machine shared with other jobs disturbs far less). The ratio is
 * the median of the pairs' ratios, so that a busy machine slows both sides of a pair alike.
 * Each side is `[prepare, run]`, names of `window.__bench` functions.
 */
export function pairedSeries(page, browser, { warmup, runs, arg }) {
  const call = (name, a) => page.evaluate(([f, x]) => window.__bench[f](x), [name, a]);
  let cdp = null;
  const once = async (prepare, fn, traced) => {
    cdp ??= await page.context().newCDPSession(page);
    await call(prepare);
    await cdp.send('HeapProfiler.collectGarbage');
    if (!traced) return { wall: await call(fn, arg) };
    await browser.startTracing(page, { categories: ['toplevel'] });
    await call(fn, arg);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    return { cpu: mainThreadCpu(traceEvents) };
  };
  return async ([prepareSubject, subject], [preparePlain, plain]) => {
    const pairs = { wall: [], cpu: [] };
    for (let i = 0; i < warmup + runs; i++) {
      for (const traced of [false, true]) {
        let t, p;
        if (i % 2) {
          p = await once(preparePlain, plain, traced);
          t = await once(prepareSubject, subject, traced);
        } else {
          t = await once(prepareSubject, subject, traced);
          p = await once(preparePlain, plain, traced);
        }
        if (i >= warmup) pairs[traced ? 'cpu' : 'wall'].push([t, p]);
      }
    }
    const summary = (list, key) => ({
      subject: median(list.map(([t]) => t[key])),
      plain: median(list.map(([, p]) => p[key])),
      ratio: median(list.map(([t, p]) => t[key] / p[key])),
    });
    return { wall: summary(pairs.wall, 'wall'), cpu: summary(pairs.cpu, 'cpu') };
  };
}

/** The median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The p-th percentile of a list of numbers (the nearest rank, p from 0 to 100). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The goals missed by this process's reports (`--check` turns them into a failed run). */
export const missedGoals = [];

/** Prints `label  value` rows aligned, and a verdict against a goal when given. */
export function report(title, rows) {
  console.log(title);
  for (const { label, value, goal } of rows) {
    const verdict = goal === undefined ? '' : goal ? '  (goal met)' : '  (goal MISSED)';
    console.log(`  ${label.padEnd(58)} ${String(value).padStart(12)}${verdict}`);
    if (goal === false) missedGoals.push(`${label.trim()}: ${value}`);
  }
}

/**
 * With `--check`: says which goals were missed and exits 1 if any was (figures printed either
 * way). Called at the end of a benchmark that npm test runs as a check.
 */
export function exitOnMissedGoals() {
  if (!process.argv.includes('--check')) return;
  if (missedGoals.length === 0) {
    console.log('Every goal met.');
    return;
  }
  console.log(`${missedGoals.length} goal(s) missed:`);
  for (const line of missedGoals) console.log(`  ✖ ${line}`);
  process.exit(1);
}
