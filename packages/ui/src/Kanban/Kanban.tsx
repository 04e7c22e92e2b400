import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type {
  Announcements,
  DragEndEvent,
  DragStartEvent,
  ScreenReaderInstructions,
} from '@dnd-kit/core';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { HeadingLevel } from '../internal/heading';
import type { MoveTarget } from '../internal/MoveToMenu';
import { useLatest } from '../internal/useLatest';
import { visuallyHidden } from '../theme/utils.css';
import { OverlayCard } from './Card';
import { hasChoosableAction as anyChoosable } from './cardMenu';
import { Column } from './Column';
import { columnKeyboardCoordinates, columnUnderPointer } from './dnd';
import * as styles from './Kanban.css';
import { MoveMenu } from './MoveMenu';
import { isNavigationKey, navigate } from './navigation';
import { selectAll, selectRange, toggleKey } from './selection';
import type { SelectionKey } from './selection';
import { cardSelector, columnSelectSelector, controlSelector } from './types';
import type {
  CardControl,
  ColumnHandle,
  KanbanCardAction,
  KanbanColumn,
  KanbanMove,
  SelectCard,
  SelectColumn,
} from './types';

export type { KanbanCardAction, KanbanColumn, KanbanMore, KanbanMove } from './types';
export {
  headingLevels as kanbanHeadingLevels,
  type HeadingLevel as KanbanHeadingLevel,
} from '../internal/heading';

export interface KanbanProps<TItem> {
  /** Names the board for assistive technology. */
  'aria-label': string;
  /** The columns, left to right. The board is controlled: it shows exactly these. */
  columns: readonly KanbanColumn<TItem>[];
  /** A stable, unique id for an item. */
  getItemId: (item: TItem) => string;
  /** A short name for an item, used in the drag handle, the menu and the announcements. */
  getItemLabel: (item: TItem) => string;
  /**
   * Draws a card's content. Cards are memoized on their item: pass a stable function
   * (`useCallback`), or every card re-renders whenever the board does.
   */
  renderCard: (item: TItem) => ReactNode;
  /**
   * Draws a card's first line, between its drag handle and its "Move to…" button (an id, a
   * tag); the content of `renderCard` then takes the card's whole width below it, for narrow
   * columns. Without it, the content sits between the two buttons. Pass a stable function.
   */
  renderCardTitle?: (item: TItem) => ReactNode;
  /**
   * Called when the user drops a card on another column, or picks one in its "Move to…" menu.
   * Nothing moves until the caller updates `columns`: it may keep the move, or not.
   */
  onMove: (move: KanbanMove) => void;
  /**
   * The height of a card in pixels before it is measured; cards are then measured, so this
   * only needs to be close.
   * @default 88
   */
  estimatedCardHeight?: number;
  /**
   * The level of the column headings, to fit the page's outline.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /**
   * The columns share the board's width (each at least 160 px, at most 256 px) instead of
   * 256 px each, so that more of them are in view at once; use with `renderCardTitle`.
   * @default false
   */
  fitColumns?: boolean;
  /**
   * Shown in a column with no cards.
   * @default 'Nothing here'
   */
  emptyLabel?: string;
  /**
   * Why cards cannot be moved now (a role that may not): no card can be dragged or moved by
   * its "Move to…" menu; the drag handles and menu buttons stay focusable (the arrow keys
   * still go from card to card) but are `aria-disabled`, with the reason as their accessible
   * description. The board keeps the reason out of sight: show it in words beside the board.
   * With `cardActions`, a card's menu button still opens its actions while one of them can be
   * chosen (see `cardActions`).
   * @default undefined
   */
  moveDisabledReason?: string | null | undefined;
  /**
   * A card's own actions, shown first in its menu, above "Move to…" (e.g. Take, Assign to…).
   * With it, each card's menu button (three dots) is named "Actions for <label>" (not "Move
   * <label> to…") and opens a menu of the card's actions, a separator, then a "Move to…" section.
   *
   * Called for one card when its menu opens (and again while it stays open and the board
   * re-renders), not for every card: pass a stable function (`useCallback`). While cards cannot
   * move (`moveDisabledReason`), it is also called for each card drawn (a few dozen of a
   * virtualized board), to know whether its button opens anything: the menu then holds the
   * card's actions alone (no "Move to…" section: the drag handles and the words beside the
   * board already say why), and a card whose every action has a `disabledReason` keeps the
   * disabled button, described by `moveDisabledReason`.
   * @default undefined
   */
  cardActions?: (item: TItem) => readonly KanbanCardAction[];
  /**
   * Called with the card's id and the action's id when one of `cardActions` is chosen; the
   * menu closes first and focus is back on the card's button, so the caller may move it on
   * (to a dialog, say). An action with a `disabledReason` is never reported.
   * @default undefined
   */
  onCardAction?: (itemId: string, actionId: string) => void;
  /**
   * The ids (from `getItemId`) of the selected cards, for actions on many cards at once; the
   * caller holds the selection and shows what can be done with it, beside the board. Ids of
   * cards the board does not show now (filtered out) may stay in it: the board keeps them.
   * Read only with `onSelectionChange`.
   * @default new Set()
   */
  selectedKeys?: ReadonlySet<string | number>;
  /**
   * Makes the cards selectable: each card gets a checkbox, "Select <label>", after its drag
   * handle, and each column a "Select all in <title>" checkbox before its heading (checked when
   * all its cards on the board are selected, mixed when some are). Shift-click on a card's box
   * (or Shift+Space) selects or clears the cards of its column from the last card clicked to it.
   * Up from a column's first card reaches its "Select all" box. Called with the whole new
   * selection, ids of cards not shown kept. Without it, the board has no boxes.
   * @default undefined
   */
  onSelectionChange?: (keys: Set<string | number>) => void;
}

interface Entry<TItem> {
  item: TItem;
  columnId: string;
}

interface PendingReveal {
  itemId: string;
  toColumnId: string;
  focus: CardControl;
  announce: boolean;
  at: number;
}

interface FocusedCard {
  itemId: string;
  columnId: string;
  control: CardControl;
  element: Element;
}

const noKeys: ReadonlySet<SelectionKey> = new Set();

/** A move that the caller applies later than this (after a request, say) does not steal focus. */
const REVEAL_WINDOW_MS = 5000;

const instructions: ScreenReaderInstructions = {
  draggable:
    'The arrow keys go from card to card and from column to column, Home and End to the ' +
    'first and last card of the column. To pick up a card, press Space or Enter. Use the ' +
    'Left and Right arrow keys to move it to another column, then press Space or Enter to ' +
    'drop it, or Escape to cancel. The "Move to" menu next to each card does the same ' +
    'without dragging.',
};

/** The same, for a board whose cards have their own actions in that menu. */
const instructionsWithActions: ScreenReaderInstructions = {
  draggable: instructions.draggable.replace(
    'The "Move to" menu next to each card',
    'The "Move to" section of the actions menu next to each card',
  ),
};

/** The instructions of a selectable board: how to reach the boxes. */
function withSelection(
  base: ScreenReaderInstructions,
  selectable: boolean,
): ScreenReaderInstructions {
  if (!selectable) return base;
  return {
    draggable:
      `${base.draggable} Tab goes on to the card's "Select" box; Up from a column's first ` +
      'card reaches its "Select all" box.',
  };
}

/**
 * A board of columns whose cards move between columns by pointer, by keyboard (dnd-kit's
 * keyboard sensor, announced in a live region) and by a "Move to…" menu on every card, which
 * also lists the card's own actions (`cardActions`) when the caller has some.
 *
 * The board is one tab stop: Tab enters on its current card (the last one focused, at first
 * the first card), goes through that card's own controls, then leaves the board. The arrow
 * keys go from card to card and across columns, Home and End to the first and last card of
 * the column.
 *
 * With `onSelectionChange`, cards are selectable for actions on many at once: a "Select" box on
 * each card (Shift-click for a range of its column) and a "Select all" box on each column; the
 * caller holds the selection (`selectedKeys`) and shows its actions beside the board.
 *
 * Built for thousands of cards: each column is virtualized, the dragged card is drawn in a
 * drag overlay, and cards are memoized and never read the drag context (only their small drag
 * handle does), so a drag step re-renders no card.
 */
export function Kanban<TItem>({
  'aria-label': ariaLabel,
  columns,
  getItemId,
  getItemLabel,
  renderCard,
  renderCardTitle,
  onMove,
  estimatedCardHeight = 88,
  headingLevel = 3,
  fitColumns = false,
  emptyLabel = 'Nothing here',
  moveDisabledReason,
  cardActions,
  onCardAction,
  selectedKeys = noKeys,
  onSelectionChange,
}: KanbanProps<TItem>) {
  const moveReasonId = useId();
  const index = useMemo(() => {
    const map = new Map<string, Entry<TItem>>();
    for (const column of columns) {
      for (const item of column.items) map.set(getItemId(item), { item, columnId: column.id });
    }
    return map;
  }, [columns, getItemId]);

  const titles = useMemo(() => new Map(columns.map((c) => [c.id, c.title])), [columns]);

  // Targets change only when a column is added, removed or renamed, not when cards move, so
  // the memoized cards keep the same menu props.
  const targetsKey = columns.map((c) => `${c.id}\u0000${c.title}`).join('\u0001');
  const targetsByColumn = useMemo(() => {
    const all: MoveTarget[] = targetsKey
      .split('\u0001')
      .filter(Boolean)
      .map((pair) => {
        const [id = '', title = ''] = pair.split('\u0000');
        return { id, title };
      });
    return new Map(all.map((c) => [c.id, all.filter((t) => t.id !== c.id)]));
  }, [targetsKey]);

  const latest = useLatest({
    columns,
    index,
    titles,
    onMove,
    getItemId,
    getItemLabel,
    onCardAction,
    selectedKeys,
    onSelectionChange,
  });

  const boardRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLSpanElement>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const dragging = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const pending = useRef<PendingReveal | null>(null);
  /** The card a pending reveal gave focus back to in this commit: not followed again below. */
  const revealed = useRef<string | null>(null);
  /** The card control that has focus, to follow its card when the columns change under it. */
  const focused = useRef<FocusedCard | null>(null);
  /** The columns as last drawn, to find a removed card's neighbours. */
  const drawn = useRef<{ columns: readonly KanbanColumn<TItem>[] } | null>(null);
  const columnHandles = useRef(new Map<string, ColumnHandle>());

  // The card that holds the board's one tab stop: the last card focused while it is still on
  // the board, else the first card.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const firstId = useMemo(() => {
    const column = columns.find((c) => c.items.length > 0);
    return column ? getItemId(column.items[0]!) : null;
  }, [columns, getItemId]);
  const currentId = chosenId !== null && index.has(chosenId) ? chosenId : firstId;
  const currentColumnId = currentId === null ? null : index.get(currentId)?.columnId;

  const registerColumn = useCallback((id: string, handle: ColumnHandle | null) => {
    if (handle) columnHandles.current.set(id, handle);
    else columnHandles.current.delete(id);
  }, []);

  /** Focuses a control of a card, scrolling it into its column's view first if needed. */
  const focusCard = useCallback(
    (itemId: string, control: CardControl) => {
      const target = boardRef.current?.querySelector<HTMLElement>(
        `${cardSelector(itemId)} ${controlSelector[control]}`,
      );
      if (target) {
        target.focus();
        return;
      }
      const columnId = latest.current.index.get(itemId)?.columnId;
      if (columnId !== undefined) columnHandles.current.get(columnId)?.reveal(itemId, control);
    },
    [latest],
  );

  const requestMove = useCallback(
    (move: KanbanMove, reveal: PendingReveal | null) => {
      pending.current = reveal;
      latest.current.onMove(move);
    },
    [latest],
  );

  const onMenuMove = useCallback(
    (itemId: string, fromColumnId: string, toColumnId: string) => {
      requestMove(
        { itemId, fromColumnId, toColumnId },
        { itemId, toColumnId, focus: 'menu', announce: true, at: Date.now() },
      );
    },
    [requestMove],
  );

  // A card's actions are asked for by the open menu as it draws, not when the card is drawn.
  const getActions = cardActions
    ? (itemId: string): readonly KanbanCardAction[] => {
        const entry = index.get(itemId);
        return entry ? cardActions(entry.item) : [];
      }
    : undefined;
  // Only while cards cannot move does a drawn card need its actions: to know whether its
  // button opens anything.
  const hasChoosableAction = useMemo(
    () =>
      cardActions && moveDisabledReason
        ? (item: TItem) => anyChoosable(cardActions(item))
        : undefined,
    [cardActions, moveDisabledReason],
  );

  const [menu, setMenu] = useState<{ itemId: string; columnId: string; label: string } | null>(
    null,
  );
  const menuTriggerRef = useRef<HTMLButtonElement | null>(null);
  const openMenu = useCallback(
    (button: HTMLButtonElement, itemId: string, columnId: string, label: string) => {
      menuTriggerRef.current?.setAttribute('aria-expanded', 'false');
      menuTriggerRef.current = button;
      button.setAttribute('aria-expanded', 'true');
      setMenu({ itemId, columnId, label });
    },
    [],
  );
  const closeMenu = useCallback(() => {
    const button = menuTriggerRef.current;
    button?.setAttribute('aria-expanded', 'false');
    setMenu(null);
    // Back to the card's button; after a kept move, the reveal below moves focus on to the
    // card in its new column.
    if (button?.isConnected) button.focus();
  }, []);
  const onMenuAction = useCallback(
    (itemId: string, actionId: string) => {
      // While the menu is open React Aria makes the rest of the page inert, so the button
      // cannot take focus until the menu is gone (closing alone leaves focus to the popover's
      // own restore, a frame later). Closed at once, focus is on the card's button before the
      // caller acts: a dialog it opens then returns focus there, where it found it.
      flushSync(closeMenu);
      const button = menuTriggerRef.current;
      if (button?.isConnected) button.focus();
      latest.current.onCardAction?.(itemId, actionId);
    },
    [closeMenu, latest],
  );

  /** The last card whose box was clicked: a shift-click selects from it. */
  const anchor = useRef<string | null>(null);
  const onSelectCard = useCallback<SelectCard>(
    (itemId, columnId, select, extend) => {
      const {
        columns: all,
        getItemId: idOf,
        selectedKeys: keys,
        onSelectionChange: report,
      } = latest.current;
      if (!report) return;
      const ids = all.find((c) => c.id === columnId)?.items.map(idOf) ?? [];
      const next = extend
        ? selectRange(keys, ids, anchor.current, itemId, select)
        : toggleKey(keys, itemId, select);
      anchor.current = itemId;
      report(next);
    },
    [latest],
  );
  const onSelectColumn = useCallback<SelectColumn>(
    (columnId, select) => {
      const {
        columns: all,
        getItemId: idOf,
        selectedKeys: keys,
        onSelectionChange: report,
      } = latest.current;
      const ids = all.find((c) => c.id === columnId)?.items.map(idOf) ?? [];
      report?.(selectAll(keys, ids, select));
    },
    [latest],
  );
  const selectable = onSelectionChange !== undefined;
  const withActions = cardActions !== undefined;
  const screenReaderInstructions = useMemo(
    () => withSelection(withActions ? instructionsWithActions : instructions, selectable),
    [withActions, selectable],
  );
  const selection = useMemo(
    () => (selectable ? { selectedKeys, onSelectCard, onSelectColumn } : undefined),
    [selectable, selectedKeys, onSelectCard, onSelectColumn],
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
  }, [index, titles, latest]);

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
  }, [columns, index, titles, latest]);

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

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeyboardCoordinates,
      scrollBehavior: 'auto',
    }),
  );

  const announcements = useMemo<Announcements>(() => {
    const label = (id: string | number) => {
      const entry = latest.current.index.get(String(id));
      return entry ? latest.current.getItemLabel(entry.item) : String(id);
    };
    const title = (id: string | number | undefined) =>
      id === undefined ? '' : (latest.current.titles.get(String(id)) ?? String(id));
    const from = (id: string | number) => latest.current.index.get(String(id))?.columnId;
    return {
      onDragStart: ({ active }) => `Picked up ${label(active.id)}, in ${title(from(active.id))}.`,
      onDragOver: ({ active, over }) =>
        over
          ? `${label(active.id)} is over ${title(over.id)}.`
          : `${label(active.id)} is not over a column.`,
      onDragEnd: ({ active, over }) => {
        if (!over) return `${label(active.id)} was dropped outside the columns and did not move.`;
        if (over.id === from(active.id)) {
          return `${label(active.id)} was dropped back in ${title(over.id)}.`;
        }
        return `${label(active.id)} was dropped in ${title(over.id)}.`;
      },
      onDragCancel: ({ active }) =>
        `Moving ${label(active.id)} was cancelled. It stays in ${title(from(active.id))}.`,
    };
  }, [latest]);

  const onDragStart = useCallback((event: DragStartEvent) => {
    dragging.current = true;
    setActiveId(String(event.active.id));
    setAnnouncement('');
  }, []);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      dragging.current = false;
      setActiveId(null);
      const itemId = String(active.id);
      const fromColumnId = latest.current.index.get(itemId)?.columnId;
      if (!over || fromColumnId === undefined || over.id === fromColumnId) return;
      const toColumnId = String(over.id);
      // By keyboard or by mouse, the card keeps focus in its new column (dnd-kit announces
      // the drop).
      requestMove(
        { itemId, fromColumnId, toColumnId },
        { itemId, toColumnId, focus: 'handle', announce: false, at: Date.now() },
      );
    },
    [requestMove, latest],
  );

  const onDragCancel = useCallback(() => {
    dragging.current = false;
    setActiveId(null);
  }, []);

  const activeEntry = activeId === null ? undefined : index.get(activeId);

  return (
    <div
      ref={boardRef}
      className={styles.board}
      data-fit-columns={fitColumns || undefined}
      role="group"
      aria-label={ariaLabel}
      // With cards, the current card's handle is the board's tab stop; with none, the board
      // itself, so that it still scrolls sideways by keyboard.
      tabIndex={currentId === null ? 0 : -1}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <DndContext
        sensors={sensors}
        collisionDetection={columnUnderPointer}
        accessibility={{
          announcements,
          screenReaderInstructions,
          restoreFocus: true,
        }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        {columns.map((column) => (
          <Column
            key={column.id}
            column={column}
            getItemId={getItemId}
            getItemLabel={getItemLabel}
            renderCard={renderCard}
            renderCardTitle={renderCardTitle}
            onOpenMenu={openMenu}
            activeId={activeEntry?.columnId === column.id ? activeId : null}
            currentId={currentColumnId === column.id ? currentId : null}
            estimatedCardHeight={estimatedCardHeight}
            headingLevel={headingLevel}
            emptyLabel={emptyLabel}
            registerColumn={registerColumn}
            moveReasonId={moveDisabledReason ? moveReasonId : undefined}
            withActions={cardActions !== undefined}
            hasChoosableAction={hasChoosableAction}
            selection={selection}
          />
        ))}
        <DragOverlay dropAnimation={null} className={styles.overlay}>
          {activeEntry ? (
            <OverlayCard
              item={activeEntry.item}
              renderCard={renderCard}
              renderCardTitle={renderCardTitle}
              selection={
                selectable
                  ? activeId !== null && selectedKeys.has(activeId)
                    ? 'selected'
                    : 'unselected'
                  : undefined
              }
            />
          ) : null}
        </DragOverlay>
      </DndContext>
      <MoveMenu
        card={menu}
        triggerRef={menuTriggerRef}
        targetsByColumn={targetsByColumn}
        getActions={getActions}
        canMove={!moveDisabledReason}
        onClose={closeMenu}
        onMove={onMenuMove}
        onAction={onMenuAction}
      />
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
      {moveDisabledReason ? (
        <span id={moveReasonId} className={visuallyHidden}>
          {moveDisabledReason}
        </span>
      ) : null}
      {/* The board's far edge: Tab leaves the board from here. */}
      <span ref={endRef} tabIndex={-1} />
    </div>
  );
}
