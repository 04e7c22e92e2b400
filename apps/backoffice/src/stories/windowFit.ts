/**
 * How a screen fits a given window, for the screens' stories at 1024×768, 1440×900 and
 * 1920×1080: the test-runner draws a story with `parameters.windowSize` in a window of that
 * size before it renders (.storybook/test-runner.ts), so these read the real layout: boxes
 * against the window, the page's and the table's scroll widths.
 */
import { expect, waitFor, within } from 'storybook/test';

export interface WindowSize {
  width: number;
  height: number;
}

/** The three windows checked: a small laptop, the common office screen, a wide screen. */
export const WINDOWS = {
  small: { width: 1024, height: 768 },
  office: { width: 1440, height: 900 },
  wide: { width: 1920, height: 1080 },
} as const satisfies Record<string, WindowSize>;

/**
 * A story's window. Such a story also carries the tag `window-size`, written in the story
 * itself (Storybook's index reads tags only from the story's own object):
 * `pnpm test-storybook --includeTags window-size` runs them alone.
 */
export const atWindow = (size: WindowSize) => ({ parameters: { windowSize: size } });

const windowOf = (element: Element) => element.ownerDocument.defaultView!;

/** Two frames: what a scroll changed has been laid out and drawn. */
export const nextFrames = (element: Element) =>
  new Promise<void>((resolve) =>
    windowOf(element).requestAnimationFrame(() =>
      windowOf(element).requestAnimationFrame(() => resolve()),
    ),
  );

/** The story is drawn in the window it asks for (else nothing below would mean anything). */
export async function expectWindow(canvasElement: HTMLElement, size: WindowSize) {
  const view = windowOf(canvasElement);
  await expect({ width: view.innerWidth, height: view.innerHeight }).toEqual(size);
}

/** The page itself never scrolls sideways. */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const page = canvasElement.ownerDocument.scrollingElement!;
  await expect(page.scrollWidth).toBeLessThanOrEqual(windowOf(canvasElement).innerWidth);
}

/** What is wrong with `element`'s place: outside the window, or below the fold. */
function placeProblems(element: Element, what: string, aboveFold: boolean): string[] {
  const view = windowOf(element);
  const { left, right, bottom, width } = element.getBoundingClientRect();
  const px = (n: number) => `${Math.round(n)} px`;
  return [
    width > 0 ? null : `${what}: not drawn`,
    left >= 0 ? null : `${what}: its left edge at ${px(left)}, left of the window`,
    right <= view.innerWidth
      ? null
      : `${what}: its right edge at ${px(right)}, past the window's ${view.innerWidth} px`,
    !aboveFold || bottom <= view.innerHeight
      ? null
      : `${what}: its bottom at ${px(bottom)}, below the fold (${view.innerHeight} px)`,
  ].filter((problem) => problem !== null);
}

/**
 * `element` wholly inside the window's width and, unless `aboveFold` is false, its bottom
 * above the fold (the page not scrolled). `what` names it in a failure.
 */
export async function expectInWindow(element: Element, what: string, { aboveFold = true } = {}) {
  await expect(placeProblems(element, what, aboveFold).join('; ')).toBe('');
}

/** `element`'s text on one line (an email or a phone number not broken over two). */
export async function expectOneLine(element: HTMLElement, what: string) {
  const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
  const { height } = element.getBoundingClientRect();
  await expect(height < lineHeight * 1.5 ? [] : [`${what}: over ${Math.round(height)} px`]).toEqual(
    [],
  );
}

/** The value of a DescriptionList's `term` inside `container` (its `dd`). */
export function valueOf(container: HTMLElement, term: string): HTMLElement {
  const dt = within(container).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

/** Each element's box above the fold and inside the window, the page at its top. */
export async function expectAllInWindow(elements: Record<string, Element>) {
  const problems = Object.entries(elements).flatMap(([what, element]) =>
    placeProblems(element, what, true),
  );
  await expect(problems.join('; ')).toBe('');
}

/**
 * A wide window is used: `element` spans it, less the page's margins (`margin` px a side at
 * most), rather than keeping a narrow column.
 */
export async function expectSpansWindow(element: Element, what: string, margin = 48) {
  const view = windowOf(element);
  const { left, right } = element.getBoundingClientRect();
  const gaps = { left, right: view.innerWidth - right };
  const problems = Object.entries(gaps)
    .filter(([, gap]) => gap > margin)
    .map(([side, gap]) => `${what}: ${Math.round(gap)} px free on its ${side}`);
  await expect(problems.join('; ')).toBe('');
}

const headerName = (header: Element) =>
  (header.getAttribute('aria-label') ?? header.textContent ?? '').replace(/[▲▼↕]/g, '').trim();

/** The cell of the column headed `header` in the grid's row `rowIndex` (2: the first data row). */
export function cellOf(grid: HTMLElement, header: string, rowIndex = 2): HTMLElement {
  const headers = within(grid).getAllByRole('columnheader');
  const column = headers.find((h) => headerName(h) === header);
  if (!column) {
    throw new Error(`No column "${header}" among ${headers.map(headerName).join(', ')}`);
  }
  const index = column.getAttribute('aria-colindex');
  const cell = grid.querySelector<HTMLElement>(
    `[role="row"][aria-rowindex="${rowIndex}"] [aria-colindex="${index}"]`,
  );
  if (!cell) throw new Error(`No cell of "${header}" in row ${rowIndex}`);
  return cell;
}

/**
 * The fields of a filter bar (`role="search"`, FilterBar) are tidy: the bar within the window,
 * each field whole inside it, no field label over two lines, the fields on at most `rows`
 * rows (the bar aligns each row's fields on their tops: labels, then controls, share a line
 * whatever help text one shows under it), Reset filters in view.
 */
export async function expectFiltersTidy(bar: HTMLElement, rows: number) {
  await expectInWindow(bar, 'the filter bar');
  const box = bar.getBoundingClientRect();
  // The fields drawn in the bar's flow (not a template, nor the 1 px fixed boxes a date field
  // keeps beside it).
  const fields = [...(bar.firstElementChild?.children ?? [])].filter(
    (field) =>
      field.getBoundingClientRect().width > 1 && getComputedStyle(field).position === 'static',
  );
  await expect(fields.length).toBeGreaterThan(0);
  const tops: number[] = [];
  const problems: string[] = [];
  for (const field of fields) {
    const { left, right, top } = field.getBoundingClientRect();
    if (left < box.left || right > box.right) problems.push(`"${field.textContent}" sticks out`);
    if (!tops.some((t) => Math.abs(t - top) <= 2)) tops.push(top);
  }
  if (tops.length > rows) problems.push(`the fields take ${tops.length} rows, not ${rows}`);
  for (const label of bar.querySelectorAll('label')) {
    const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
    if (label.offsetHeight >= lineHeight * 1.5) problems.push(`"${label.textContent}" wraps`);
  }
  await expect(problems.join('; ')).toBe('');
  await expectInWindow(within(bar).getByRole('button', { name: 'Reset filters' }), 'Reset filters');
}

export interface ListFit {
  /** The header of the column that names each row (its id). */
  id: string;
  /** The header of the row's actions column; none for a list without. */
  actions?: string;
  /**
   * The id column is not pinned (a known gap, reported): when the table scrolls, only the
   * actions are checked at its far end.
   * @default true
   */
  idPinned?: boolean;
}

/**
 * A list's table at this window: the page does not scroll sideways, the table is
 * not scrolled, and the first rows' id and actions are whole in the window, above the fold.
 * When the table is wider than its frame it may scroll inside itself only with them pinned:
 * scrolled to its far end, they are still whole in view; then it is scrolled back.
 */
export async function expectListFits(canvasElement: HTMLElement, grid: HTMLElement, fit: ListFit) {
  await expectNoSidewaysScroll(canvasElement);
  await expect(grid.scrollLeft).toBe(0);
  const columns = fit.actions ? [fit.id, fit.actions] : [fit.id];
  const inView = async (when: string, names: string[]) => {
    const frame = grid.getBoundingClientRect();
    const problems: string[] = [];
    for (const row of [2, 3]) {
      for (const column of names) {
        const cell = cellOf(grid, column, row);
        const what = `${when}, row ${row - 1}'s ${column}`;
        problems.push(...placeProblems(cell, what, true));
        const { left, right, width } = cell.getBoundingClientRect();
        // Inside the table's frame and not a sliver ("Edit note" was once clipped to 7 px).
        if (left < frame.left || right > frame.right + 1)
          problems.push(`${what}: out of the table`);
        if (width <= 40) problems.push(`${what}: ${Math.round(width)} px wide`);
      }
    }
    await expect(problems.join('; ')).toBe('');
  };
  await inView('unscrolled', columns);
  if (grid.scrollWidth > grid.clientWidth) {
    grid.scrollLeft = grid.scrollWidth;
    await waitFor(() => expect(grid.scrollLeft).toBe(grid.scrollWidth - grid.clientWidth));
    await nextFrames(grid);
    await inView(
      'scrolled to its end',
      fit.idPinned === false ? columns.filter((c) => c !== fit.id) : columns,
    );
    grid.scrollLeft = 0;
    await waitFor(() => expect(grid.scrollLeft).toBe(0));
    await nextFrames(grid);
  }
}

export interface ListAtWindow extends ListFit {
  /** The table's accessible name ("Contracts"). */
  grid: string;
  /** The filter bar's name ("Contract filters"). */
  filters: string;
  /** The most rows the filter fields may take at this window. */
  filterRows: number;
}

/**
 * A list screen's story at `size`: the story's window, and a play that waits for the first
 * rows (their id and their actions, which some lists draw just after the first paint), then
 * asserts that the list fits there (`expectListFits`, `expectFiltersTidy`) and, in a wide
 * window, that the table spans it.
 */
export function listAtWindow(size: WindowSize, list: ListAtWindow) {
  return {
    ...atWindow(size),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expectWindow(canvasElement, size);
      const canvas = within(canvasElement);
      const grid = await canvas.findByRole('grid', { name: list.grid });
      await waitFor(() => {
        const actions = list.actions ? cellOf(grid, list.actions) : cellOf(grid, list.id);
        expect(actions.textContent?.trim() || actions.querySelector('button, a')).toBeTruthy();
      });
      await expectListFits(canvasElement, grid, list);
      await expectFiltersTidy(canvas.getByRole('search', { name: list.filters }), list.filterRows);
      if (size.width >= WINDOWS.wide.width) await expectSpansWindow(grid, 'the table');
    },
  };
}

/**
 * A list screen's three stories (1024×768, 1440×900, 1920×1080), with the rows the filter
 * fields may take at each window; spread each into a story with the tag `window-size`.
 */
export function listAtWindows(
  list: Omit<ListAtWindow, 'filterRows'>,
  rows: [number, number, number],
) {
  const [small, office, wide] = rows;
  return {
    small: listAtWindow(WINDOWS.small, { ...list, filterRows: small }),
    office: listAtWindow(WINDOWS.office, { ...list, filterRows: office }),
    wide: listAtWindow(WINDOWS.wide, { ...list, filterRows: wide }),
  };
}
