// A conversation of 2,000 messages: the app's conversation screen mounted in
// headless Chromium with its messages in the cache (bench/harness/pages/app-conversation.tsx).
// Figures: the mount until the first messages are laid out (median of RUNS after WARMUP), the
// DOM nodes of the page and the messages drawn (the list is windowed: goal <= 1,500 nodes, as
// the Kanban's), and a scroll from the top to the end one screen a step: each step's time from
// the scroll to the next frame with its rows laid out (goal: median <= 20 ms, one frame at
// 60 Hz plus a little; the 95th percentile and the slowest are reported, a loaded machine
// stretches them).
import { median, report, withBrowser } from './_browser.mjs';

const WARMUP = 3;
const RUNS = 9;
const NODES_GOAL = 1500;
const STEP_GOAL = 20;

await withBrowser(async ({ open }) => {
  const page = await open('app-conversation');
  const call = (name) => page.evaluate((f) => window.__bench[f](), name);
  for (let i = 0; i < WARMUP; i++) await call('mount');
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await call('mount'));
  await call('mount');
  const nodes = await call('domNodes');
  const drawn = await call('renderedMessages');
  const scroll = await call('scrollThrough');
  report(
    `Conversation, ${await call('messages')} messages (median of ${RUNS} mounts after ${WARMUP} warm-ups)`,
    [
      {
        label: 'mount, wall ms (until the first messages are laid out)',
        value: median(times).toFixed(1),
      },
      {
        label: `DOM nodes of the page (goal <= ${NODES_GOAL})`,
        value: nodes,
        goal: nodes <= NODES_GOAL,
      },
      { label: 'messages in the DOM / in the conversation', value: `${drawn} / 2000` },
      {
        label: `scroll to the end, ${scroll.steps} steps: median / p95 / slowest ms`,
        value: `${scroll.median.toFixed(1)} / ${scroll.p95.toFixed(1)} / ${scroll.max.toFixed(1)}`,
        goal: scroll.median <= STEP_GOAL,
      },
    ],
  );
});
