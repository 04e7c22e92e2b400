// Checks the benchmark harness itself: the pages build, Chromium opens them, and the plain-DOM
// baseline that other benchmarks compare against draws 1,000 rows.
import { median, report, withBrowser } from './_browser.mjs';

await withBrowser(async ({ open }) => {
  const page = await open('smoke');
  const times = [];
  for (let i = 0; i < 5; i++)
    times.push(await page.evaluate(() => window.__bench.plainRows(1000, 14)));
  const nodes = await page.evaluate(() => window.__bench.domNodes());
  report('Harness: plain-DOM baseline, 1,000 rows x 14 cells', [
    { label: 'draw + layout, median of 5 (ms)', value: median(times).toFixed(1) },
    { label: 'DOM nodes', value: nodes },
  ]);
});
