// The Kanban benchmark page: mounts 2,000 cards over 8 columns with the design system's
// Kanban, against plain-DOM rows drawn into the same box; counts the cards re-rendered while
// one card is dragged across the columns (renderCard calls, per drag step).
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { Kanban, ThemeProvider } from '@backoffice/ui';
import type { KanbanColumn, KanbanMove } from '@backoffice/ui';
import { drawPlainRows, nextPaint } from './plain-rows';

interface Card {
  id: string;
  title: string;
  owner: string;
  date: string;
  amount: string;
}

const TITLES = [
  'Backlog',
  'Ready',
  'In progress',
  'Review',
  'Testing',
  'Approved',
  'Done',
  'Archived',
];

/** 2,000 cards, the same every time; an uneven spread like a real pipeline (707 in the first). */
function makeColumns(count: number): KanbanColumn<Card>[] {
  const columns = TITLES.map((title, i) => ({ id: `col-${i + 1}`, title, items: [] as Card[] }));
  for (let n = 1; n <= count; n++) {
    const r = (Math.imul(n, 2654435761) >>> 0) / 4294967296;
    columns[Math.floor(columns.length * r * r)]!.items.push({
      id: `item-${n}`,
      title: `Item ${n}`,
      owner: `Owner ${n % 37}`,
      date: `2025-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
      amount: `€${((n * 37) % 90) * 100 + 500}`,
    });
  }
  return columns;
}

const initial = makeColumns(2000);
const host = document.getElementById('root')!;
let root: Root | null = null;
const counters = { cardRenders: 0, moves: [] as string[] };

const getItemId = (card: Card) => card.id;
const getItemLabel = (card: Card) => card.title;
function renderCard(card: Card) {
  counters.cardRenders++;
  return (
    <div>
      <strong>{card.title}</strong>
      <div>{card.owner}</div>
      <div>
        {card.date} · {card.amount}
      </div>
    </div>
  );
}

function Board() {
  const [columns, setColumns] = useState(initial);
  const onMove = useCallback((move: KanbanMove) => {
    counters.moves.push(`${move.itemId}: ${move.fromColumnId} -> ${move.toColumnId}`);
    setColumns((current) => {
      const from = current.find((c) => c.id === move.fromColumnId)!;
      const item = from.items.find((i) => i.id === move.itemId)!;
      return current.map((c) =>
        c.id === move.fromColumnId
          ? { ...c, items: c.items.filter((i) => i !== item) }
          : c.id === move.toColumnId
            ? { ...c, items: [item, ...c.items] }
            : c,
      );
    });
  }, []);
  return (
    <ThemeProvider forced="light">
      <Kanban
        aria-label="Board"
        columns={columns}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        renderCard={renderCard}
        onMove={onMove}
        estimatedCardHeight={84}
      />
    </ThemeProvider>
  );
}

function reset() {
  root?.unmount();
  root = null;
  host.replaceChildren();
  void host.getBoundingClientRect().height;
}

/** Mounts the board; returns ms until its cards are laid out (synchronous part). */
async function mountKanban(): Promise<number> {
  reset();
  await nextPaint();
  const start = performance.now();
  root = createRoot(host);
  flushSync(() => root!.render(<Board />));
  while (!host.querySelector('[data-card-id]')) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  void host.getBoundingClientRect().height;
  const sync = performance.now() - start;
  // Let the virtualizer's measurements land before the next figure is taken.
  await nextPaint();
  return sync;
}

async function mountPlain(cells: number): Promise<number> {
  reset();
  await nextPaint();
  const ms = drawPlainRows(host, 1000, cells);
  await nextPaint();
  return ms;
}

window.__bench = {
  ready: true,
  mountKanban,
  mountPlain,
  reset,
  counters: () => ({ ...counters }),
  resetCounters: () => {
    counters.cardRenders = 0;
    counters.moves = [];
  },
  domNodes: () => document.body.querySelectorAll('*').length,
  renderedCards: () => host.querySelectorAll('[data-card-id]').length,
  nextPaint,
};
