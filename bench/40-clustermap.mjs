// ClusterMap in headless Chromium, no tile layer: the time to recluster on a zoom step (the
// map's supercluster query for its view plus handing the result to its canvas layer), for
// 10,000 and 100,000 points over Paris and France, against a bare supercluster getClusters on
// the same pins with the same options, bounding box and zoom. Goals: <= 1.1x the bare call,
// and <= 16 ms per step at 10,000 points.
import { report, withBrowser } from './_browser.mjs';

const RATIO_GOAL = 1.1;
const STEP_GOAL_MS = 16;
const REPS = { 10000: 40, 100000: 40 };

await withBrowser(async ({ open }) => {
  const page = await open('clustermap');
  for (const count of [10000, 100000]) {
    const built = await page.evaluate((n) => window.__bench.mount(n), count);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
    // A warm-up sweep, then the measured one.
    await page.evaluate((reps) => window.__bench.zoomSteps(reps), REPS[count]);
    const rows = await page.evaluate((reps) => window.__bench.zoomSteps(reps), REPS[count]);
    const mapTotal = rows.reduce((s, r) => s + r.map, 0);
    const bareTotal = rows.reduce((s, r) => s + r.bare, 0);
    const ratio = mapTotal / bareTotal;
    const worst = Math.max(...rows.map((r) => r.map));
    const perStep = rows
      .map((r) => `z${r.zoom} ${r.map.toFixed(3)}/${r.bare.toFixed(3)} (${r.count})`)
      .join(', ');
    const fmt = (n) => n.toLocaleString('en-GB');
    report(`ClusterMap, ${fmt(count)} points (${fmt(built.pins)} pins after the 50 m merge)`, [
      { label: 'index build in the map, merge + 5 indexes (ms)', value: built.buildMs.toFixed(0) },
      {
        label: 'recluster per zoom step 5..17, mean: map (ms)',
        value: (mapTotal / rows.length).toFixed(3),
      },
      {
        label: 'getClusters per zoom step 5..17, mean: bare (ms)',
        value: (bareTotal / rows.length).toFixed(3),
      },
      {
        label: `ratio over the sweep (goal <= ${RATIO_GOAL}x)`,
        value: `${ratio.toFixed(2)}x`,
        goal: ratio <= RATIO_GOAL,
      },
      {
        label: `slowest step: map (ms)${count === 10000 ? ` (goal <= ${STEP_GOAL_MS})` : ''}`,
        value: worst.toFixed(3),
        goal: count === 10000 ? worst <= STEP_GOAL_MS : undefined,
      },
    ]);
    console.log(`  per step, map/bare ms (clusters): ${perStep}`);
  }
});
