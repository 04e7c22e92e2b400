import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { HeadingLevel } from '../internal/heading';
import type { MoveTarget } from '../internal/MoveToMenu';
import { useLatest } from '../internal/useLatest';
import { visuallyHidden } from '../theme/utils.css';
import { dragAnnouncements, dragInstructions } from './announcements';
import { OverlayCard } from './Card';
import { Column } from './Column';
import { columnKeyboardCoordinates, columnUnderPointer } from './dnd';
import * as styles from './Kanban.css';
import { MoveMenu } from './MoveMenu';
import type { SelectionKey } from './selection';
import { cardSelector, controlSelector } from './types';
import type {
  CardControl,
  ColumnHandle,
  Entry,
  KanbanCardAction,
  KanbanColumn,
  KanbanMove,
  LatestBoard,
} from './types';
import { useBoardKeys } from './useBoardKeys';
import { useCardMenu } from './useCardMenu';
import { useCardSelection } from './useCardSelection';
import { useFocusFollowsCard } from './useFocusFollowsCard';

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

const noKeys: ReadonlySet<SelectionKey> = new Set();

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

  const latest = useLatest<LatestBoard<TItem>>({
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

  const {
    menu,
    menuTriggerRef,
    openMenu,
    closeMenu,
    onMenuAction,
    getActions,
    hasChoosableAction,
  } = useCardMenu({ index, cardActions, moveDisabledReason, latest });

  const { selectable, selection } = useCardSelection({ selectedKeys, onSelectionChange, latest });
  const withActions = cardActions !== undefined;
  const screenReaderInstructions = useMemo(
    () => dragInstructions(withActions, selectable),
    [withActions, selectable],
  );

  const { focused, requestMove } = useFocusFollowsCard({
    columns,
    index,
    titles,
    latest,
    boardRef,
    columnHandles,
    setChosenId,
    setAnnouncement,
  });

  const onMenuMove = useCallback(
    (itemId: string, fromColumnId: string, toColumnId: string) => {
      requestMove(
        { itemId, fromColumnId, toColumnId },
        { itemId, toColumnId, focus: 'menu', announce: true, at: Date.now() },
      );
    },
    [requestMove],
  );

  const { onFocus, onBlur, onKeyDown } = useBoardKeys({
    index,
    latest,
    boardRef,
    endRef,
    dragging,
    focused,
    currentId,
    focusCard,
    setChosenId,
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeyboardCoordinates,
      scrollBehavior: 'auto',
    }),
  );

  const announcements = useMemo(() => dragAnnouncements(latest), [latest]);

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
