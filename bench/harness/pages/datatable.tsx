// The DataTable benchmark page: mounts 1,000 rows x 14 columns with the design system's
// DataTable, and switches its page size from 50 to 1,000, each against a plain <table> drawn
// with DOM calls from the same records. Each figure runs until the rows are laid out.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { DataTable, ThemeProvider } from '@backoffice/ui';
import type { DataTableColumn } from '@backoffice/ui';

interface Record14 {
  id: number;
  [field: string]: string | number;
}

const COLUMNS = 14;
const columns: DataTableColumn<Record14>[] = Array.from({ length: COLUMNS }, (_, c) =>
  c === 0
    ? { id: 'id', header: 'ID', width: 72, align: 'end' as const, sortable: true }
    : { id: `f${c}`, header: `Field ${c}`, width: 120, isRowHeader: c === 1 },
);

/** The same records for both pages: fixed text, no clock, no randomness. */
function makeRecords(count: number): Record14[] {
  const rows: Record14[] = [];
  for (let r = 0; r < count; r++) {
    const row: Record14 = { id: r + 1 };
    for (let c = 1; c < COLUMNS; c++) row[`f${c}`] = `Row ${r + 1} · cell ${c + 1}`;
    rows.push(row);
  }
  return rows;
}

const records = makeRecords(1000);
// `?height=` changes the table's viewport, to see what the rows in view cost.
const maxHeight = Number(new URLSearchParams(location.search).get('height')) || 640;
const host = document.getElementById('root')!;
let root: Root | null = null;
let setPageSize: ((n: number) => void) | null = null;
const noop = () => {};
const rowActions = () => [{ id: 'open', label: 'Open' }];

/** A list screen's table: the page size is state, the rows are the first `pageSize` records. */
function Page({ initial }: { initial: number }) {
  const [pageSize, set] = useState(initial);
  setPageSize = set;
  return (
    <ThemeProvider forced="light">
      <DataTable
        aria-label="Records"
        columns={columns}
        rows={pageSize === records.length ? records : records.slice(0, pageSize)}
        density="compact"
        maxHeight={maxHeight}
        onRowActivate={noop}
        rowActions={rowActions}
      />
    </ThemeProvider>
  );
}

function settle() {
  void host.getBoundingClientRect().height;
}

function reset() {
  root?.unmount();
  root = null;
  setPageSize = null;
  host.replaceChildren();
  settle();
}

/**
 * Resolves once `done()` holds, then forces layout. React renders synchronously under
 * flushSync, but React Aria's virtualizer measures its viewport in a layout effect and fills
 * its window in a microtask right after: the figure must include that. Polls on microtasks
 * first, then on zero-delay tasks, so that no idle frame is counted.
 */
async function until(done: () => boolean): Promise<void> {
  let polls = 0;
  for (; !done(); polls++) {
    await (polls < 10 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 0)));
  }
  settle();
  lastPolls = polls;
}

/** How many polls the last measure waited for (0: everything was done synchronously). */
let lastPolls = 0;

const firstRowShown = () => host.querySelector('[role=row][aria-rowindex="2"]') !== null;

/** Mounts the DataTable with `count` rows; returns ms until its first rows are laid out. */
async function mountTable(count: number): Promise<number> {
  reset();
  const start = performance.now();
  root = createRoot(host);
  flushSync(() => root!.render(<Page initial={count} />));
  await until(firstRowShown);
  return performance.now() - start;
}

/** Mounts 50 rows, ready for `switchTable`. */
async function prepareSwitch(): Promise<void> {
  await mountTable(50);
}

/** With 50 rows mounted, switches to `count`; returns ms until the new page is laid out. */
async function switchTable(count: number): Promise<number> {
  const grid = host.querySelector('[role=grid]')!;
  const start = performance.now();
  flushSync(() => setPageSize!(count));
  await until(() => grid.getAttribute('aria-rowcount') === String(count + 1) && firstRowShown());
  return performance.now() - start;
}

/** A plain <table> of the same records, drawn with DOM calls into `container`. */
function drawPlain(container: HTMLElement, rows: Record14[]) {
  const table = document.createElement('table');
  const head = document.createElement('thead');
  const headRow = document.createElement('tr');
  for (const column of columns) {
    const th = document.createElement('th');
    th.textContent = column.header;
    headRow.appendChild(th);
  }
  head.appendChild(headRow);
  table.appendChild(head);
  const body = document.createElement('tbody');
  for (const row of rows) {
    const tr = document.createElement('tr');
    for (const column of columns) {
      const td = document.createElement('td');
      td.textContent = String(row[column.id]);
      tr.appendChild(td);
    }
    body.appendChild(tr);
  }
  table.appendChild(body);
  container.replaceChildren(table);
}

function mountPlain(count: number): number {
  reset();
  const start = performance.now();
  drawPlain(host, records.slice(0, count));
  settle();
  return performance.now() - start;
}

function preparePlainSwitch(): void {
  reset();
  drawPlain(host, records.slice(0, 50));
  settle();
}

function switchPlain(count: number): number {
  const start = performance.now();
  drawPlain(host, records.slice(0, count));
  settle();
  return performance.now() - start;
}

window.__bench = {
  ready: true,
  mountTable,
  prepareSwitch,
  switchTable,
  mountPlain,
  preparePlainSwitch,
  switchPlain,
  reset,
  lastPolls: () => lastPolls,
  domNodes: () => host.querySelectorAll('*').length,
  renderedRows: () => host.querySelectorAll('[role=row]').length,
  ariaRowCount: () => host.querySelector('[role=grid]')?.getAttribute('aria-rowcount') ?? null,
};
