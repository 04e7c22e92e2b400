import type { BoardRequest } from '@backoffice/domain';

/** A board column as the screen draws it. */
export interface BoardColumnView<T extends BoardRequest = BoardRequest> {
  id: string;
  title: string;
  items: readonly (T & { movedFrom?: string })[];
  /** The column's whole count (the server sends its first cards only), moves counted in. */
  count: number;
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
 * the latest first, and carry the column they left ("Not saved"). A move to the column the
 * server now gives the request is no move any more: the card shows as the server has it.
 */
export function applyMoves<T extends BoardRequest>(
  columns: readonly { id: string; title: string; items: readonly T[]; count?: number }[],
  moves: LocalMoves,
): BoardColumnView<T>[] {
  const counted = columns.map((column) => ({
    ...column,
    count: column.count ?? column.items.length,
  }));
  if (moves.size === 0) return counted;
  const byId = new Map<string, { item: T; column: { id: string; title: string } }>();
  for (const column of columns) {
    for (const item of column.items) byId.set(String(item.id), { item, column });
  }
  const moved = [...moves]
    .filter(([id, to]) => byId.has(id) && byId.get(id)?.column.id !== to)
    .reverse();
  const movedIds = new Set(moved.map(([id]) => id));
  return counted.map((column) => {
    const incoming = moved
      .filter(([, to]) => to === column.id)
      .map(([id]) => {
        const { item, column: from } = byId.get(id)!;
        return { ...item, movedFrom: from.title };
      });
    const staying = column.items.filter((item) => !movedIds.has(String(item.id)));
    const left = column.items.length - staying.length;
    return {
      ...column,
      items: [...incoming, ...staying],
      count: column.count - left + incoming.length,
    };
  });
}

/** The moves of this board view that show: those of requests it has, to another column. */
export function shownMoves<T extends BoardRequest>(columns: readonly BoardColumnView<T>[]): number {
  return columns.reduce(
    (sum, column) => sum + column.items.filter((item) => item.movedFrom !== undefined).length,
    0,
  );
}

// Kept for the browser tab's session: a move survives opening a request and coming
// back, a reload, another filter; it goes with the tab, with "Undo moves", or at sign-out.
const STORAGE_KEY = 'backoffice.board.moves';

/** The moves kept for this tab's session; none when storage is unavailable or unreadable. */
export function readStoredMoves(storage: Storage | undefined = sessionStorageOrNone()): LocalMoves {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const pairs: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(pairs)) return new Map();
    return new Map(
      pairs.filter(
        (pair): pair is [string, string] =>
          Array.isArray(pair) &&
          pair.length === 2 &&
          typeof pair[0] === 'string' &&
          typeof pair[1] === 'string',
      ),
    );
  } catch {
    return new Map();
  }
}

/** Keeps the moves for this tab's session (forgets them all when there are none). */
export function storeMoves(
  moves: LocalMoves,
  storage: Storage | undefined = sessionStorageOrNone(),
): void {
  try {
    if (moves.size === 0) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify([...moves]));
  } catch {
    // Storage full or refused (private mode): the moves last while the board is open.
  }
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
