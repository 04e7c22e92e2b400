// A list page of 1,000 rows: the app's contracts list page (/contracts: page header
// with the total, filters, the DataTable of 1,000 contracts on one page, pagination, from the
// app's one list pattern) mounted in headless Chromium with its rows in the cache, against a
// plain-DOM <table> of the same 1,000 rows and their 14 texts, in the same page of the same
// run; then the same for the users list (16 columns, its switches and menus). Goal: at most 1.1x. Wall and main-thread CPU time, paired as bench/20-datatable.mjs
// pairs them (_browser.mjs pairedSeries); the goal is read on CPU time, which the machine's
// other jobs disturb far less.
import { pairedSeries, report, withBrowser } from './_browser.mjs';

const WARMUP = 5;
const RUNS = 11;
const GOAL = 1.1;

/** The list pages measured: the contracts and the users with their row controls. */
const LISTS = [
  { list: 'contracts', title: 'Contracts list page' },
  { list: 'users', title: 'Users list page' },
];

await withBrowser(async ({ open, browser }) => {
  for (const { list, title } of LISTS) {
    const page = await open('app-list', `list=${list}`);
    const call = (name) => page.evaluate((f) => window.__bench[f](), name);
    const series = pairedSeries(page, browser, { warmup: WARMUP, runs: RUNS });
    const mount = await series(['reset', 'mountList'], ['reset', 'mountPlain']);

    await call('mountList');
    const listNodes = await call('domNodes');
    const rowCount = await call('rowCount');
    const columns = await call('columns');
    await call('mountPlain');
    const plainNodes = await call('domNodes');

    report(
      `${title}, ${await call('rows')} rows x ${columns} columns (medians of ${RUNS} pairs after ${WARMUP} warm-ups)`,
      [
        {
          label: 'mount, wall ms: list page / plain <table>',
          value: `${mount.wall.subject.toFixed(1)} / ${mount.wall.plain.toFixed(1)}`,
        },
        { label: 'mount, wall: ratio', value: `${mount.wall.ratio.toFixed(2)}x` },
        {
          label: 'mount, CPU ms: list page / plain <table>',
          value: `${mount.cpu.subject.toFixed(1)} / ${mount.cpu.plain.toFixed(1)}`,
        },
        {
          label: `mount, CPU: ratio (goal <= ${GOAL}x)`,
          value: `${mount.cpu.ratio.toFixed(2)}x`,
          goal: mount.cpu.ratio <= GOAL,
        },
        { label: 'DOM nodes: list page (aria-rowcount)', value: `${listNodes} (${rowCount})` },
        { label: 'DOM nodes: plain <table>', value: plainNodes },
      ],
    );
    await page.close();
  }
});
