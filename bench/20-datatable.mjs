// DataTable at 1,000 rows x 14 columns in headless Chromium, against a plain <table> of the
// same records drawn with DOM calls, in the same page of the same run: the mount, and the
// switch of the page size from 50 to 1,000. Goal: at most 1.1x the plain table.
//
// Each repetition measures the DataTable and the plain table back to back, after a garbage
// collection, and the ratio is the median of the pairs' ratios, so that a busy machine slows
// both sides of a pair alike. Two clocks: wall time (performance.now in the page, until the
// rows are laid out) and main-thread CPU time (the trace's thread time of the tasks the
// measure ran), which a machine shared with other jobs disturbs far less.
import { pairedSeries, report, withBrowser } from './_browser.mjs';

// The DataTable runs far more JavaScript than the plain table: give the JIT time to settle.
const WARMUP = 5;
const RUNS = 11;
const GOAL = 1.1;

await withBrowser(async ({ open, browser }) => {
  const page = await open('datatable');
  const call = (name, arg) => page.evaluate(([f, a]) => window.__bench[f](a), [name, arg]);
  const series = pairedSeries(page, browser, { warmup: WARMUP, runs: RUNS, arg: 1000 });

  const mount = await series(['reset', 'mountTable'], ['reset', 'mountPlain']);
  const change = await series(
    ['prepareSwitch', 'switchTable'],
    ['preparePlainSwitch', 'switchPlain'],
  );

  await call('mountTable', 1000);
  const tableNodes = await call('domNodes');
  const renderedRows = await call('renderedRows');
  const rowCount = await call('ariaRowCount');
  await call('mountPlain', 1000);
  const plainNodes = await call('domNodes');

  const rows = [];
  for (const [name, m] of [
    ['mount', mount],
    ['page size 50 -> 1,000', change],
  ]) {
    for (const [clock, s] of [
      ['wall', m.wall],
      ['CPU', m.cpu],
    ]) {
      rows.push({
        label: `${name}, ${clock} ms: DataTable / plain <table>`,
        value: `${s.subject.toFixed(1)} / ${s.plain.toFixed(1)}`,
      });
      rows.push({
        label: `${name}, ${clock}: ratio (goal <= ${GOAL}x)`,
        value: `${s.ratio.toFixed(2)}x`,
        goal: s.ratio <= GOAL,
      });
    }
  }
  rows.push({ label: 'DOM nodes: DataTable, 1,000 rows', value: tableNodes });
  rows.push({ label: 'DOM nodes: plain <table>, 1,000 rows', value: plainNodes });
  rows.push({
    label: 'DataTable rows in the DOM / aria-rowcount',
    value: `${renderedRows} / ${rowCount}`,
  });
  report(
    `DataTable, 1,000 rows x 14 columns (medians of ${RUNS} pairs after ${WARMUP} warm-ups)`,
    rows,
  );
});
