// Kanban with 2,000 cards over 8 columns in headless Chromium.
// 1. Mount, against plain-DOM rows drawn into the same box in the same run (goal <= 1.2x), and
//    the DOM nodes of the page with the board (goal <= 1,500). The time is the main thread's
//    busy time (Chrome's TaskDuration over the mount and the two frames after it, so that the
//    virtualizer's measuring and the paint count), and the synchronous part alone.
// 2. Cards re-rendered per drag step while one card is dragged across the columns, by keyboard
//    (one column per step) and by pointer (30 px per step): renderCard calls (goal <= 2).
import { median, report, withBrowser } from './_browser.mjs';

const WARMUP = 3;
const RUNS = 9;
const MOUNT_GOAL = 1.2;
const NODES_GOAL = 1500;
const RENDERS_GOAL = 2;
// The plain-DOM page: 1,000 rows of 4 cells (a card's title, owner, date and amount), and the
// harness's common baseline of 14 cells for comparison with the other benchmarks.
const PLAIN_CELLS = 4;
const PLAIN_CELLS_COMMON = 14;

async function busy(page, cdp, fn, arg) {
  await page.evaluate(async () => {
    window.__bench.reset();
    await window.__bench.nextPaint();
  });
  const task = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const before = await task();
  const sync = await page.evaluate(([f, a]) => window.__bench[f](a), [fn, arg]);
  const after = await task();
  return { sync, busy: (after - before) * 1000 };
}

/**
 * Runs the board and the plain page alternately, so that the load of the machine touches both
 * alike; the ratio is the median of the ratios of each pair.
 */
async function pairs(page, cdp, plainCells) {
  for (let i = 0; i < WARMUP; i++) {
    await busy(page, cdp, 'mountKanban');
    await busy(page, cdp, 'mountPlain', plainCells);
  }
  const board = [];
  const plain = [];
  for (let i = 0; i < RUNS; i++) {
    board.push(await busy(page, cdp, 'mountKanban'));
    plain.push(await busy(page, cdp, 'mountPlain', plainCells));
  }
  return {
    board: median(board.map((r) => r.busy)),
    boardSync: median(board.map((r) => r.sync)),
    plain: median(plain.map((r) => r.busy)),
    plainSync: median(plain.map((r) => r.sync)),
    ratio: median(board.map((r, i) => r.busy / plain[i].busy)),
  };
}

const frame = (page) => page.evaluate(() => window.__bench.nextPaint());
const renders = (page) => page.evaluate(() => window.__bench.counters().cardRenders);

async function perStep(page, steps) {
  const counts = [];
  for (const step of steps) {
    const before = await renders(page);
    await step();
    await frame(page);
    await frame(page);
    counts.push((await renders(page)) - before);
  }
  return counts;
}

const stats = (counts) =>
  `max ${Math.max(...counts)}, mean ${(counts.reduce((a, b) => a + b, 0) / counts.length).toFixed(2)}`;

await withBrowser(async ({ open }) => {
  const page = await open('kanban');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  const vsCard = await pairs(page, cdp, PLAIN_CELLS);
  const vsCommon = await pairs(page, cdp, PLAIN_CELLS_COMMON);

  await page.evaluate(() => window.__bench.mountKanban());
  await frame(page);
  const nodes = await page.evaluate(() => window.__bench.domNodes());
  const cards = await page.evaluate(() => window.__bench.renderedCards());

  // Keyboard: pick up the first card of the first column, move right one column per step.
  await page.evaluate(() => window.__bench.resetCounters());
  await page.focus('[data-card-id] [data-drag-handle]');
  const pickup = await perStep(page, [() => page.keyboard.press('Space')]);
  const keyboardSteps = await perStep(
    page,
    Array.from({ length: 7 }, () => () => page.keyboard.press('ArrowRight')),
  );
  const drop = await perStep(page, [() => page.keyboard.press('Space')]);
  const keyboardMoves = (await page.evaluate(() => window.__bench.counters())).moves;

  // Pointer: drag the first card of the second column 30 px at a time to the right.
  await page.evaluate(() => window.__bench.mountKanban());
  await frame(page);
  const handle = page
    .locator('[role=group][aria-labelledby]')
    .nth(1)
    .locator('[data-drag-handle]')
    .first();
  const box = await handle.boundingBox();
  let x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 8, y);
  await frame(page);
  const pointerSteps = await perStep(
    page,
    Array.from({ length: 30 }, () => async () => {
      x += 30;
      await page.mouse.move(x, y);
    }),
  );
  await page.mouse.up();
  await frame(page);
  const pointerMoves = (await page.evaluate(() => window.__bench.counters())).moves.slice(
    keyboardMoves.length,
  );

  const maxStep = Math.max(...keyboardSteps, ...pointerSteps);
  report(`Kanban, 2,000 cards over 8 columns (median of ${RUNS}, after ${WARMUP} warm-ups)`, [
    { label: 'mount, main-thread busy: Kanban (ms)', value: vsCard.board.toFixed(1) },
    {
      label: `mount, main-thread busy: plain 1,000 rows x ${PLAIN_CELLS} cells (ms)`,
      value: vsCard.plain.toFixed(1),
    },
    {
      label: `mount ratio vs 1,000 x ${PLAIN_CELLS}, median of pairs (goal <= ${MOUNT_GOAL}x)`,
      value: `${vsCard.ratio.toFixed(2)}x`,
      goal: vsCard.ratio <= MOUNT_GOAL,
    },
    {
      label: 'mount, synchronous part: Kanban / plain (ms)',
      value: `${vsCard.boardSync.toFixed(1)} / ${vsCard.plainSync.toFixed(1)}`,
    },
    {
      label: `mount ratio vs 1,000 x ${PLAIN_CELLS_COMMON} (the harness baseline)`,
      value: `${vsCommon.ratio.toFixed(2)}x`,
    },
    {
      label: `DOM nodes, page with the board (goal <= ${NODES_GOAL})`,
      value: nodes,
      goal: nodes <= NODES_GOAL,
    },
    { label: 'cards in the DOM / on the board', value: `${cards} / 2000` },
    { label: 'cards re-rendered on pick-up (keyboard)', value: pickup[0] },
    { label: 'cards re-rendered per keyboard step (7 columns)', value: stats(keyboardSteps) },
    { label: 'cards re-rendered per pointer step (30 x 30 px)', value: stats(pointerSteps) },
    {
      label: `cards re-rendered per drag step, worst (goal <= ${RENDERS_GOAL})`,
      value: maxStep,
      goal: maxStep <= RENDERS_GOAL,
    },
    { label: 'cards re-rendered on drop (move kept)', value: drop[0] },
    { label: 'moves reported: keyboard drag', value: keyboardMoves.join('; ') || 'none' },
    { label: 'moves reported: pointer drag', value: pointerMoves.join('; ') || 'none' },
  ]);
});
