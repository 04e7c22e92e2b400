// The conversation benchmark: mounts the app's conversation screen
// (/conversations/{id}: header, request link, the toggle, the windowed messages) with 2,000
// messages of the three kinds in the cache; measures the mount until the first messages are
// laid out, the DOM nodes, and a scroll from the top to the end in steps of one screen.
import type { Root } from 'react-dom/client';
import { mountConversationForBench } from '../../../apps/backoffice/bench/conversationDetail';
import { nextPaint, until } from './plain-rows';

type Message = Parameters<typeof mountConversationForBench>[2][number];

const NOW = new Date('2026-11-23T10:00:00Z');
const host = document.getElementById('root')!;
host.style.width = '1280px';
let root: Root | null = null;

/** 2,000 messages as the API answers them: system, status, and user from both sides. */
function messages(count: number): Message[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 5 === 0 ? 'system' : i % 5 === 1 ? 'status' : 'user';
    return {
      id: i + 1,
      conversationId: 1,
      requestId: 7,
      messageType: kind,
      systemMessage: kind === 'system' ? `Visit reminder number ${i}` : null,
      statusMessage:
        kind === 'status'
          ? {
              guestMessage: `The host proposed a visit (${i})`,
              hostMessage: `You proposed a visit (${i})`,
            }
          : null,
      sender: kind === 'user' ? (i % 2 ? 'host' : 'guest') : null,
      userMessage:
        kind === 'user'
          ? `Message ${i}: ${'Bonjour, the office is available from Monday. '.repeat(1 + (i % 4))}`
          : null,
      createdAt: new Date(NOW.getTime() - (count - i) * 60_000).toISOString(),
    } satisfies Message;
  });
}

const rows = messages(2000);

function reset() {
  root?.unmount();
  root = null;
  host.replaceChildren();
}

const shown = () => host.querySelector('li article') !== null;
const scroller = () => host.querySelector<HTMLElement>('[role="region"][aria-label^="Messages"]')!;

/** Mounts the conversation; ms until its first messages are laid out. */
async function mount(): Promise<number> {
  reset();
  const start = performance.now();
  root = mountConversationForBench(host, 1, rows, NOW);
  await until(host, shown);
  return performance.now() - start;
}

/**
 * Scrolls from the top to the end, one box height a step; each step's ms from the scroll to
 * the next frame with its rows drawn and laid out (median, 95th percentile, slowest).
 */
async function scrollThrough(): Promise<{
  steps: number;
  median: number;
  p95: number;
  max: number;
}> {
  const box = scroller();
  box.scrollTop = 0;
  await nextPaint();
  const times: number[] = [];
  while (box.scrollTop + box.clientHeight < box.scrollHeight - 1 && times.length < 2000) {
    const start = performance.now();
    box.scrollTop += box.clientHeight;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    void host.getBoundingClientRect().height;
    times.push(performance.now() - start);
    await nextPaint();
  }
  times.sort((a, b) => a - b);
  return {
    steps: times.length,
    median: times[Math.floor(times.length / 2)] ?? 0,
    p95: times[Math.floor(times.length * 0.95)] ?? 0,
    max: times[times.length - 1] ?? 0,
  };
}

window.__bench = {
  ready: true,
  reset,
  mount,
  scrollThrough,
  messages: () => rows.length,
  domNodes: () => host.querySelectorAll('*').length,
  renderedMessages: () => host.querySelectorAll('li').length,
};
