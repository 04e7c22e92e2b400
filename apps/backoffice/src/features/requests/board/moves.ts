import type { ContactRequest } from '@backoffice/domain';

/** A board column as the screen draws it. */
export interface BoardColumnView {
  id: string;
  title: string;
  items: readonly ContactRequest[];
}

/** Cards moved by hand on this screen: request id → column id, the latest move last. */
export type LocalMoves = ReadonlyMap<string, string>;

/** Records a move; the card goes to the top of its new column. */
export function withMove(moves: LocalMoves, itemId: string, toColumnId: string): LocalMoves {
  const next = new Map(moves);
  next.delete(itemId);
  next.set(itemId, toColumnId);
  return next;
}

/**
 * The columns with the local moves applied (operations §2: cards move between columns only
 * on this screen; no call is made and nothing is saved). Moved cards lead their new column,
 * the latest first.
 */
export function applyMoves(
  columns: readonly BoardColumnView[],
  moves: LocalMoves,
): BoardColumnView[] {
  if (moves.size === 0) return [...columns];
  const byId = new Map<string, ContactRequest>();
  for (const column of columns) {
    for (const item of column.items) byId.set(String(item.id), item);
  }
  const moved = [...moves].filter(([id]) => byId.has(id)).reverse();
  return columns.map((column) => {
    const incoming = moved
      .filter(([, to]) => to === column.id)
      .map(([id]) => byId.get(id) as ContactRequest);
    const staying = column.items.filter((item) => !moves.has(String(item.id)));
    return { ...column, items: [...incoming, ...staying] };
  });
}
