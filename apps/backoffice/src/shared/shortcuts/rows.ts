/**
 * 'j' and 'k' in a table: the focused row moves down or up as the arrow keys move
 * it, so that React Aria's grid keeps its own focus, scrolling and announcements (the table
 * is windowed: the next row may not be drawn yet). With the focus outside the table, 'j'
 * enters it on its first row drawn, 'k' on its last one.
 */
export function moveRowFocus(container: Element | null, direction: 'down' | 'up'): void {
  const grid = container?.querySelector<HTMLElement>('[role="grid"]');
  if (!grid) return;
  const active = grid.ownerDocument.activeElement;
  if (active instanceof HTMLElement && active !== grid && grid.contains(active)) {
    const init = {
      bubbles: true,
      cancelable: true,
      key: direction === 'down' ? 'ArrowDown' : 'ArrowUp',
    };
    active.dispatchEvent(new KeyboardEvent('keydown', init));
    active.dispatchEvent(new KeyboardEvent('keyup', init));
    return;
  }
  const rows = [...grid.querySelectorAll<HTMLElement>('[role="row"]')].filter(
    (row) => !row.querySelector('[role="columnheader"]'),
  );
  const row = direction === 'down' ? rows[0] : rows.at(-1);
  row?.focus();
}
