/**
 * The plain-DOM baseline: draws `count` rows of `columns` cells into a <table> with DOM calls
 * and returns the time until layout is done. Shared by every "against a plain-DOM page" ratio.
 */
export function drawPlainRows(container: HTMLElement, count: number, columns: number): number {
  const start = performance.now();
  const table = document.createElement('table');
  const body = document.createElement('tbody');
  for (let r = 0; r < count; r++) {
    const tr = document.createElement('tr');
    for (let c = 0; c < columns; c++) {
      const td = document.createElement('td');
      td.textContent = `Row ${r + 1} · cell ${c + 1}`;
      tr.appendChild(td);
    }
    body.appendChild(tr);
  }
  table.appendChild(body);
  container.replaceChildren(table);
  // Force style and layout so the figure includes them, as a mount in React does.
  void container.getBoundingClientRect().height;
  return performance.now() - start;
}

/** Waits for two animation frames: the work has been painted. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

/** Forces style and layout of `host`, so that a figure includes them. */
export function settle(host: HTMLElement): void {
  void host.getBoundingClientRect().height;
}

/**
 * Waits (microtasks, then zero-delay tasks) until `done()` holds, then lays `host` out: the end
 * of a React mount that draws in more than one pass.
 */
export async function until(host: HTMLElement, done: () => boolean): Promise<void> {
  for (let polls = 0; !done(); polls++) {
    await (polls < 10 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 0)));
  }
  settle(host);
}
