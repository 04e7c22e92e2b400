// A conversation of 2,000 messages (issue 13): the app's conversation screen mounted in
// headless Chromium with its messages in the cache (bench/harness/pages/app-conversation.tsx).
// Figures: the mount until the first messages are laid out (median of RUNS after WARMUP), the
// DOM nodes of the page and the messages drawn (the list is windowed: goal <= 1,500 nodes, as
// the Kanban's), and a scroll from the top to the end one screen a step (two frames a step:
// the median and slowest step, goal <= 50 ms so that no step drops below 20 frames a second).
import { median, report, withBrowser } from './_browser.mjs';

const WARMUP = 3;
const RUNS = 9;
const NODES_GOAL = 1500;
const STEP_GOAL = 50;

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
        label: `scroll to the end, ${scroll.steps} steps: median / slowest ms`,
        value: `${scroll.median.toFixed(1)} / ${scroll.max.toFixed(1)}`,
        goal: scroll.max <= STEP_GOAL,
      },
    ],
  );
});
