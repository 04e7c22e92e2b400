// The requests board benchmark page: mounts the app's board (BoardView: the 8 funnel columns
// of the design system's Kanban with the app's request cards) with an answer the benchmark
// loaded from the real server, against the plain-DOM baseline of 1,000 rows drawn in the same
// page. Each figure runs until the first cards are laid out.
import type { Root } from 'react-dom/client';
import { mountBoardForBench, requestCount } from '../../../apps/backoffice/bench/board';
import { drawPlainRows, settle, until } from './plain-rows';

type RequestBoardAnswer = Parameters<typeof mountBoardForBench>[1];

/** The baseline's columns: as many as the board has. */
const PLAIN_COLUMNS = 8;

const host = document.getElementById('root')!;
// The board fills the window below the app's header and filters in the product; here it has
// the same height as there at 1280x800.
host.style.height = '800px';
let root: Root | null = null;
let answer: RequestBoardAnswer | null = null;

function reset() {
  root?.unmount();
  root = null;
  host.replaceChildren();
  settle(host);
}

const cardsShown = () => host.querySelectorAll('[data-card-id]').length > 0;

/** Keeps the server's answer for the mounts (not timed: it is the data, not the board). */
function setData(data: RequestBoardAnswer): number {
  answer = data;
  return requestCount(data);
}

/** Mounts the board with the loaded answer; returns ms until its first cards are laid out. */
async function mountBoard(): Promise<number> {
  if (!answer) throw new Error('setData first');
  reset();
  const data = answer;
  const start = performance.now();
  root = mountBoardForBench(host, data);
  await until(host, cardsShown);
  return performance.now() - start;
}

/** The plain-DOM baseline: `count` rows of 8 cells drawn with DOM calls. */
function mountPlain(count: number): number {
  reset();
  return drawPlainRows(host, count, PLAIN_COLUMNS);
}

window.__bench = {
  ready: true,
  setData,
  mountBoard,
  mountPlain,
  domNodes: () => host.querySelectorAll('*').length,
  cardsInDom: () => host.querySelectorAll('[data-card-id]').length,
  columns: () => host.querySelectorAll('[role=group][aria-labelledby]').length,
};
