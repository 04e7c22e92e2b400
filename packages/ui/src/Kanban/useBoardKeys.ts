import { useEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent as ReactKeyboardEvent, RefObject } from 'react';
import type { FocusedCard } from './useFocusFollowsCard';
import { isNavigationKey, navigate } from './navigation';
import { columnSelectSelector, controlSelector } from './types';
import type { CardControl, Entry, LatestBoard } from './types';

/**
 * The board's keys and focus: one tab stop (Tab enters on the current card, goes through its
 * controls, then leaves the board), the arrow keys, Home and End from card to card and across
 * columns, to a column's "Show more" button and "Select all" box, and which card control has
 * focus (`focused`), for the board to follow its card.
 */
export function useBoardKeys<TItem>({
  index,
  latest,
  boardRef,
  endRef,
  dragging,
  focused,
  currentId,
  focusCard,
  setChosenId,
}: {
  index: Map<string, Entry<TItem>>;
  latest: { readonly current: LatestBoard<TItem> };
  boardRef: RefObject<HTMLDivElement | null>;
  endRef: RefObject<HTMLSpanElement | null>;
  /** A card is being dragged: its keys are dnd-kit's. */
  dragging: RefObject<boolean>;
  focused: RefObject<FocusedCard | null>;
  /** The card that holds the board's tab stop. */
  currentId: string | null;
  focusCard: (itemId: string, control: CardControl) => void;
  setChosenId: (id: string) => void;
}) {
  // Whether the focus now arriving comes from the Tab key: only then does entering the board
  // go to its current card (a click or a script may focus any card).
  const tabbing = useRef(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') tabbing.current = event.type === 'keydown';
    };
    const onPointer = () => {
      tabbing.current = false;
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('keyup', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('keyup', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, []);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // Focus moving inside the board's menu (a portal, but a child in React's tree) is not ours.
    if (!event.currentTarget.contains(event.target)) return;
    const card = (event.target as Element).closest<HTMLElement>('[data-card-id]');
    const cardId = card?.dataset.cardId;
    const columnId = cardId === undefined ? undefined : index.get(cardId)?.columnId;
    focused.current =
      cardId === undefined || columnId === undefined
        ? null
        : {
            itemId: cardId,
            columnId,
            control: event.target.matches(controlSelector.menu)
              ? 'menu'
              : event.target.matches(controlSelector.select)
                ? 'select'
                : 'handle',
            element: event.target,
          };
    const entering = !event.currentTarget.contains(event.relatedTarget as Node | null);
    if (entering && tabbing.current && currentId !== null && card?.dataset.cardId !== currentId) {
      focusCard(currentId, 'handle');
      return;
    }
    if (card?.dataset.cardId !== undefined) setChosenId(card.dataset.cardId);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const left = event.target;
    const board = event.currentTarget;
    // Focus that leaves for the rest of the page, or for nowhere while the control stays (a
    // click on the page's background), is the person's choice: stop following the card. A
    // control that was removed (the card moved under it) is followed by the effect above.
    queueMicrotask(() => {
      const now = board.ownerDocument.activeElement;
      if (focused.current?.element === left && left.isConnected && !board.contains(now)) {
        focused.current = null;
      }
    });
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (dragging.current || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    // A column's "Show more" button, under its last card: Up and Home go back to the cards.
    const more = target.closest<HTMLElement>('[data-kanban-more]');
    if (more && (event.key === 'ArrowUp' || event.key === 'Home')) {
      const { columns: all, getItemId: idOf } = latest.current;
      const items = all.find((c) => c.id === more.dataset.kanbanMore)?.items ?? [];
      const item = event.key === 'Home' ? items[0] : items[items.length - 1];
      if (item === undefined) return;
      event.preventDefault();
      setChosenId(idOf(item));
      focusCard(idOf(item), 'handle');
      return;
    }
    // A column's "Select all" box, above its first card: in the board's one tab stop too.
    const columnBox = target.closest<HTMLElement>('[data-column-select]');
    if (columnBox) {
      onColumnBoxKey(event, columnBox.dataset.columnSelect ?? '');
      return;
    }
    const card = target.closest<HTMLElement>('[data-card-id]');
    const itemId = card?.dataset.cardId;
    if (!card || itemId === undefined) return;

    if (event.key === 'Tab') {
      // One tab stop: Tab goes through the current card's own controls, then out of the
      // board. Focus is put on the board's edge and the browser's Tab goes on from there.
      if (event.shiftKey && target.matches(controlSelector.handle)) {
        boardRef.current?.focus({ preventScroll: true });
      } else if (!event.shiftKey && target.matches(controlSelector.menu)) {
        endRef.current?.focus({ preventScroll: true });
      }
      return;
    }

    if (!isNavigationKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    // The card's selection box is a native checkbox: Space is its own (never handled here),
    // the arrow keys are the board's, and keep to the boxes as a person ticks down a column.
    const onBox = target.matches(controlSelector.select);
    // Keys that a control inside the card's own content uses itself.
    if (
      !onBox &&
      target.closest('input, textarea, select, [contenteditable="true"], [role="menu"]')
    ) {
      return;
    }
    const { columns: all, index: entries, getItemId: idOf } = latest.current;
    const column = all.findIndex((c) => c.id === entries.get(itemId)?.columnId);
    if (column === -1) return;
    const from = { column, index: all[column]!.items.findIndex((item) => idOf(item) === itemId) };
    const to = navigate(
      all.map((c) => c.items.length),
      from,
      event.key,
    );
    event.preventDefault();
    const current = all[column]!;
    if (
      !to &&
      event.key === 'ArrowDown' &&
      current.more &&
      from.index === current.items.length - 1
    ) {
      // Down from a column's last card reaches its "Show more" button.
      boardRef.current
        ?.querySelector<HTMLElement>(`[data-kanban-more="${CSS.escape(current.id)}"] button`)
        ?.focus();
      return;
    }
    if (!to && event.key === 'ArrowUp' && from.index === 0 && latest.current.onSelectionChange) {
      // Up from a column's first card reaches its "Select all" box.
      boardRef.current?.querySelector<HTMLElement>(columnSelectSelector(current.id))?.focus();
      return;
    }
    if (!to) return;
    const nextId = idOf(all[to.column]!.items[to.index]!);
    setChosenId(nextId);
    focusCard(nextId, onBox ? 'select' : 'handle');
  };

  /**
   * Keys on a column's "Select all" box: Down to the column's first card's box, Left and Right
   * to the next column's box that has cards; Tab and Shift+Tab leave the board, as from a card.
   */
  const onColumnBoxKey = (event: ReactKeyboardEvent<HTMLDivElement>, columnId: string) => {
    if (event.key === 'Tab') {
      if (event.shiftKey) boardRef.current?.focus({ preventScroll: true });
      else endRef.current?.focus({ preventScroll: true });
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const { columns: all, getItemId: idOf } = latest.current;
    const at = all.findIndex((c) => c.id === columnId);
    if (at === -1) return;
    if (event.key === 'ArrowDown') {
      const first = all[at]!.items[0];
      if (first === undefined) return;
      event.preventDefault();
      setChosenId(idOf(first));
      focusCard(idOf(first), 'select');
      return;
    }
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    for (let i = at + step; i >= 0 && i < all.length; i += step) {
      if (all[i]!.items.length === 0) continue;
      boardRef.current?.querySelector<HTMLElement>(columnSelectSelector(all[i]!.id))?.focus();
      return;
    }
  };

  return { onFocus, onBlur, onKeyDown };
}
