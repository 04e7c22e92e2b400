import { useCallback, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type {
  CardControl,
  ColumnHandle,
  Entry,
  KanbanColumn,
  KanbanMove,
  LatestBoard,
} from './types';

/** A move asked for, whose card gets focus back in its new column once the caller keeps it. */
export interface PendingReveal {
  itemId: string;
  toColumnId: string;
  focus: CardControl;
  announce: boolean;
  at: number;
}

/** The card control that has focus. */
export interface FocusedCard {
  itemId: string;
  columnId: string;
  control: CardControl;
  element: Element;
}

/** A move that the caller applies later than this (after a request, say) does not steal focus. */
const REVEAL_WINDOW_MS = 5000;

/**
 * Focus goes with the card: a move asked for (`requestMove`, by the menu or a drop) gives it
 * focus back in its new column once the caller has applied it, and a card whose column
 * changed under the focus (a live refresh, a drop applied later) is followed to its new
 * column, or to its neighbour when it left the board, and what happened is said. The board
 * keeps `focused` up to date as focus moves among its cards.
 */
export function useFocusFollowsCard<TItem>({
  columns,
  index,
  titles,
  latest,
  boardRef,
  columnHandles,
  setChosenId,
  setAnnouncement,
}: {
  columns: readonly KanbanColumn<TItem>[];
  index: Map<string, Entry<TItem>>;
  titles: Map<string, string>;
  latest: { readonly current: LatestBoard<TItem> };
  boardRef: RefObject<HTMLDivElement | null>;
  columnHandles: RefObject<Map<string, ColumnHandle>>;
  setChosenId: (id: string) => void;
  setAnnouncement: (text: string) => void;
}) {
  const pending = useRef<PendingReveal | null>(null);
  /** The card a pending reveal gave focus back to in this commit: not followed again below. */
  const revealed = useRef<string | null>(null);
  /** The card control that has focus, to follow its card when the columns change under it. */
  const focused = useRef<FocusedCard | null>(null);
  /** The columns as last drawn, to find a removed card's neighbours. */
  const drawn = useRef<{ columns: readonly KanbanColumn<TItem>[] } | null>(null);

  const requestMove = useCallback(
    (move: KanbanMove, reveal: PendingReveal | null) => {
      pending.current = reveal;
      latest.current.onMove(move);
    },
    [latest],
  );

  // Once the caller has applied a move (the card is in its new column), scroll the card into
  // view in that column and give it focus back, so a keyboard user keeps their place.
  useLayoutEffect(() => {
    const reveal = pending.current;
    if (!reveal) return;
    if (Date.now() - reveal.at > REVEAL_WINDOW_MS) {
      pending.current = null;
      return;
    }
    const entry = index.get(reveal.itemId);
    if (!entry || entry.columnId !== reveal.toColumnId) return;
    pending.current = null;
    revealed.current = reveal.itemId;
    setChosenId(reveal.itemId);
    columnHandles.current.get(reveal.toColumnId)?.reveal(reveal.itemId, reveal.focus);
    if (reveal.announce) {
      const label = latest.current.getItemLabel(entry.item);
      setAnnouncement(`${label} moved to ${titles.get(reveal.toColumnId) ?? reveal.toColumnId}.`);
    }
  }, [index, titles, latest, columnHandles, setChosenId, setAnnouncement]);

  // The columns changed under the focused card (a live refresh: someone else moved or removed
  // its item, or the caller applied a drop later). Its element is gone and focus fell to the
  // page: follow the card to its new column, or, when it left the board, go to its neighbour
  // in the column (else the board), and say what happened.
  useLayoutEffect(() => {
    const before = drawn.current;
    drawn.current = { columns };
    const was = focused.current;
    const handled = revealed.current;
    revealed.current = null;
    const board = boardRef.current;
    if (!was || !before || !board || was.element.isConnected || handled === was.itemId) return;
    const doc = board.ownerDocument;
    if (doc.activeElement && doc.activeElement !== doc.body) return;
    const { getItemId: idOf, getItemLabel: labelOf } = latest.current;
    const oldColumn = before.columns.find((c) => c.id === was.columnId);
    const oldEntry = oldColumn?.items.find((item) => idOf(item) === was.itemId);
    const label = oldEntry === undefined ? was.itemId : labelOf(oldEntry);
    const entry = index.get(was.itemId);
    if (entry) {
      setChosenId(was.itemId);
      columnHandles.current.get(entry.columnId)?.reveal(was.itemId, was.control);
      if (entry.columnId !== was.columnId) {
        setAnnouncement(`${label} moved to ${titles.get(entry.columnId) ?? entry.columnId}.`);
      }
      return;
    }
    const ids = oldColumn?.items.map(idOf) ?? [];
    const at = ids.indexOf(was.itemId);
    const stays = (id: string) => index.get(id)?.columnId === was.columnId;
    const neighbour =
      ids.slice(at + 1).find(stays) ?? ids.slice(0, Math.max(at, 0)).reverse().find(stays);
    const title = titles.get(was.columnId) ?? was.columnId;
    if (neighbour !== undefined) {
      setChosenId(neighbour);
      columnHandles.current.get(was.columnId)?.reveal(neighbour, 'handle');
      setAnnouncement(`${label} is no longer on the board.`);
    } else {
      board.focus({ preventScroll: true });
      setAnnouncement(`${label} is no longer on the board. ${title} has no cards left.`);
    }
  }, [columns, index, titles, latest, boardRef, columnHandles, setChosenId, setAnnouncement]);

  return { focused, requestMove };
}
