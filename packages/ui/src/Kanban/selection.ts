// Which cards are selected, as pure functions over the caller's set of keys: the board holds
// no selection of its own. Every function returns a new set and keeps the keys it was not
// asked about (cards filtered out of the board stay selected).

/** A card's key in the selection: its id, as `getItemId` gives it. */
export type SelectionKey = string | number;

/** How much of a column is selected, for its "Select all" box (checked, mixed or empty). */
export type ColumnSelection = 'none' | 'some' | 'all';

/** The selection with the cards `ids` put in it (`select`) or taken out of it. */
function withKeys(
  selected: ReadonlySet<SelectionKey>,
  ids: readonly string[],
  select: boolean,
): Set<SelectionKey> {
  const next = new Set(selected);
  for (const id of ids) {
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The selection with one card in it (`select`) or out of it. */
export function toggleKey(
  selected: ReadonlySet<SelectionKey>,
  id: string,
  select: boolean,
): Set<SelectionKey> {
  return withKeys(selected, [id], select);
}

/**
 * A shift-click on a card's box: every card of the column from `anchor` (the last card whose
 * box was clicked) to `target`, both included, is put in the selection (`select`) or taken
 * out of it, as the clicked box is. Without an anchor in the same column (`ids`, the column's
 * cards in order), only the target changes.
 */
export function selectRange(
  selected: ReadonlySet<SelectionKey>,
  ids: readonly string[],
  anchor: string | null,
  target: string,
  select: boolean,
): Set<SelectionKey> {
  const to = ids.indexOf(target);
  const from = anchor === null ? -1 : ids.indexOf(anchor);
  if (to === -1 || from === -1) return toggleKey(selected, target, select);
  return withKeys(selected, ids.slice(Math.min(from, to), Math.max(from, to) + 1), select);
}

/** Every card of a column (`ids`) put in the selection (`select`) or taken out of it. */
export function selectAll(
  selected: ReadonlySet<SelectionKey>,
  ids: readonly string[],
  select: boolean,
): Set<SelectionKey> {
  return withKeys(selected, ids, select);
}

/** Whether none, some or all of a column's cards (`ids`) are selected; an empty one: none. */
export function columnSelection(
  selected: ReadonlySet<SelectionKey>,
  ids: readonly string[],
): ColumnSelection {
  let count = 0;
  for (const id of ids) if (selected.has(id)) count++;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}
