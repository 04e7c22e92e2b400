/**
 * Whether focus was lost (the button that had it is gone: on the page's body) or is still
 * inside `scope`: only then does an action's result take focus, never from something the
 * user has moved on to.
 */
export function focusLost(scope: Element | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || (scope?.contains(active) ?? false);
}

/**
 * Focuses the row at `index` (0 for the first row under the header) of the grid in
 * `container`, as the arrow keys would: React Aria's grid keeps it as its focused row. The
 * grid is windowed and moves its rows' elements when their order changes: the row is found by
 * its `aria-rowindex` once `isReady` says it shows the expected row (tried for up to 30
 * frames; then that row, or the grid, takes focus anyway).
 */
export function focusTableRow(
  container: Element | null,
  index: number,
  isReady: (row: HTMLElement) => boolean,
): void {
  const attempt = (framesLeft: number) => {
    const grid = container?.querySelector<HTMLElement>('[role="grid"]');
    if (!grid) return;
    // The header is row 1.
    const row = grid.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${index + 2}"]`);
    if ((row && isReady(row)) || framesLeft === 0) (row ?? grid).focus();
    else requestAnimationFrame(() => attempt(framesLeft - 1));
  };
  requestAnimationFrame(() => attempt(30));
}
