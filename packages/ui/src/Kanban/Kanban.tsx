import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type {
  Announcements,
  DragEndEvent,
  DragStartEvent,
  ScreenReaderInstructions,
} from '@dnd-kit/core';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { visuallyHidden } from '../theme/utils.css';
import { columnKeyboardCoordinates, columnUnderPointer } from './dnd';
import type { MoveTarget } from './MoveToMenu';
import * as styles from './Kanban.css';
import type { HeadingLevel } from '../internal/heading';

/** One column of the board. */
export interface KanbanColumn<TItem> {
  /** Stable id, passed back in `onMove`. */
  id: string;
  /** Shown in the column header, the "Move to…" menu and the announcements. */
  title: string;
  /** The column's cards, in the order they are shown. */
  items: readonly TItem[];
}

/** A move the user asked for; the caller decides whether it is kept. */
export interface KanbanMove {
  itemId: string;
  fromColumnId: string;
  toColumnId: string;
}

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
   * Shown in a column with no cards.
   * @default 'Nothing here'
   */
  emptyLabel?: string;
}

interface Entry<TItem> {
  item: TItem;
  columnId: string;
}

interface ColumnHandle {
  reveal: (itemId: string, focus: 'handle' | 'menu') => void;
}

interface PendingReveal {
  itemId: string;
  toColumnId: string;
  focus: 'handle' | 'menu';
  announce: boolean;
  at: number;
}

/** A move that the caller applies later than this (after a request, say) does not steal focus. */
const REVEAL_WINDOW_MS = 5000;

const instructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a card, press Space or Enter. Use the Left and Right arrow keys to move it to ' +
    'another column, then press Space or Enter to drop it, or Escape to cancel. ' +
    'The "Move to" menu next to each card does the same without dragging.',
};

/**
 * A board of columns whose cards move between columns by pointer, by keyboard (dnd-kit's
 * keyboard sensor, announced in a live region) and by a "Move to…" menu on every card.
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
  onMove,
  estimatedCardHeight = 88,
  headingLevel = 3,
  emptyLabel = 'Nothing here',
}: KanbanProps<TItem>) {
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

  const latest = useRef({ index, titles, onMove, getItemLabel });
  useLayoutEffect(() => {
    latest.current = { index, titles, onMove, getItemLabel };
  });

  const [activeId, setActiveId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pending = useRef<PendingReveal | null>(null);
  const columnHandles = useRef(new Map<string, ColumnHandle>());

  const registerColumn = useCallback((id: string, handle: ColumnHandle | null) => {
    if (handle) columnHandles.current.set(id, handle);
    else columnHandles.current.delete(id);
  }, []);

  const requestMove = useCallback((move: KanbanMove, reveal: PendingReveal | null) => {
    pending.current = reveal;
    latest.current.onMove(move);
  }, []);

  const onMenuMove = useCallback(
    (itemId: string, fromColumnId: string, toColumnId: string) => {
      requestMove(
        { itemId, fromColumnId, toColumnId },
        { itemId, toColumnId, focus: 'menu', announce: true, at: Date.now() },
      );
    },
    [requestMove],
  );

  // One "Move to…" menu for the whole board, anchored to the pressed card's button. A React
  // Aria MenuTrigger per card cost more than half of the board's mount (measured with
  // bench/30-kanban.mjs); the cards keep a plain button that opens this one.
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
    columnHandles.current.get(reveal.toColumnId)?.reveal(reveal.itemId, reveal.focus);
    if (reveal.announce) {
      const label = latest.current.getItemLabel(entry.item);
      setAnnouncement(`${label} moved to ${titles.get(reveal.toColumnId) ?? reveal.toColumnId}.`);
    }
  }, [index, titles]);

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
  }, []);

  const onDragStart = useCallback((event: DragStartEvent) => {
    setActiveId(String(event.active.id));
    setAnnouncement('');
  }, []);

  const onDragEnd = useCallback(
    ({ active, over, activatorEvent }: DragEndEvent) => {
      setActiveId(null);
      const itemId = String(active.id);
      const fromColumnId = latest.current.index.get(itemId)?.columnId;
      if (!over || fromColumnId === undefined || over.id === fromColumnId) return;
      const toColumnId = String(over.id);
      const byKeyboard = activatorEvent instanceof KeyboardEvent;
      requestMove(
        { itemId, fromColumnId, toColumnId },
        byKeyboard
          ? { itemId, toColumnId, focus: 'handle', announce: false, at: Date.now() }
          : null,
      );
    },
    [requestMove],
  );

  const onDragCancel = useCallback(() => setActiveId(null), []);

  const activeEntry = activeId === null ? undefined : index.get(activeId);

  return (
    // Focusable so the board scrolls sideways by keyboard even when no column holds a card.
    <div className={styles.board} role="group" aria-label={ariaLabel} tabIndex={0}>
      <DndContext
        sensors={sensors}
        collisionDetection={columnUnderPointer}
        accessibility={{
          announcements,
          screenReaderInstructions: instructions,
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
            onOpenMenu={openMenu}
            activeId={activeEntry?.columnId === column.id ? activeId : null}
            estimatedCardHeight={estimatedCardHeight}
            headingLevel={headingLevel}
            emptyLabel={emptyLabel}
            registerColumn={registerColumn}
          />
        ))}
        <DragOverlay dropAnimation={null} className={styles.overlay}>
          {activeEntry ? <OverlayCard item={activeEntry.item} renderCard={renderCard} /> : null}
        </DragOverlay>
      </DndContext>
      <Popover
        triggerRef={menuTriggerRef}
        isOpen={menu !== null}
        onOpenChange={(open) => {
          if (!open) closeMenu();
        }}
        placement="bottom end"
        className={styles.popover}
      >
        {menu ? (
          <Menu
            className={styles.menu}
            aria-label={`Move ${menu.label} to…`}
            autoFocus="first"
            items={targetsByColumn.get(menu.columnId) ?? noTargets}
            onAction={(key) => {
              closeMenu();
              onMenuMove(menu.itemId, menu.columnId, String(key));
            }}
          >
            {(target) => (
              <MenuItem id={target.id} className={styles.menuItem}>
                {target.title}
              </MenuItem>
            )}
          </Menu>
        ) : null}
      </Popover>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}

const noTargets: readonly MoveTarget[] = [];

type OpenMenu = (
  button: HTMLButtonElement,
  itemId: string,
  columnId: string,
  label: string,
) => void;

interface ColumnProps<TItem> {
  column: KanbanColumn<TItem>;
  getItemId: (item: TItem) => string;
  getItemLabel: (item: TItem) => string;
  renderCard: (item: TItem) => ReactNode;
  onOpenMenu: OpenMenu;
  /** The dragged card's id when it comes from this column, else null. */
  activeId: string | null;
  estimatedCardHeight: number;
  headingLevel: HeadingLevel;
  emptyLabel: string;
  registerColumn: (id: string, handle: ColumnHandle | null) => void;
}

function ColumnView<TItem>({
  column,
  getItemId,
  getItemLabel,
  renderCard,
  onOpenMenu,
  activeId,
  estimatedCardHeight,
  headingLevel,
  emptyLabel,
  registerColumn,
}: ColumnProps<TItem>) {
  const { setNodeRef, isOver, active } = useDroppable({ id: column.id });
  const scrollRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { items } = column;

  const activeIndex = useMemo(
    () => (activeId === null ? -1 : items.findIndex((item) => getItemId(item) === activeId)),
    [activeId, items, getItemId],
  );
  // The dragged card stays mounted even when its column scrolls it out of view: dnd-kit
  // needs its node, and keyboard focus stays on its handle.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) {
        indexes.push(activeIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [activeIndex],
  );
  const getItemKey = useCallback((i: number) => getItemId(items[i]!), [items, getItemId]);
  const estimateSize = useCallback(() => estimatedCardHeight, [estimatedCardHeight]);
  const getScrollElement = useCallback(() => scrollRef.current, []);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    rangeExtractor,
    overscan: 2,
    // Whole pixels: fractional heights add up to fractional offsets, whose anti-aliasing
    // differs from one measurement to the next.
    measureElement: (element, entry) =>
      Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height),
    // A first guess at the column's size lets the first render already draw cards, instead
    // of an empty render followed by a measured one.
    initialRect: { width: 0, height: estimatedCardHeight * 8 },
  });

  // tanstack-virtual shifts the scroll position when a card above the fold turns out taller or
  // shorter than estimated. It uses its cached offset, which lags behind when the column was
  // scrolled programmatically (a quick scroll down and back, as axe does): the shift then
  // throws the column far down. Shift only when the cached offset is the real one.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) => {
    const element = instance.scrollElement;
    if (!element) return false;
    return (
      Math.abs(element.scrollTop - (instance.scrollOffset ?? 0)) < 1 &&
      item.start < element.scrollTop
    );
  };

  const itemsRef = useRef(items);
  useLayoutEffect(() => {
    itemsRef.current = items;
  });

  useEffect(() => {
    registerColumn(column.id, {
      reveal(itemId, focus) {
        const i = itemsRef.current.findIndex((item) => getItemId(item) === itemId);
        if (i === -1) return;
        virtualizer.scrollToIndex(i, { align: 'auto' });
        let tries = 0;
        const selector = `[data-card-id="${CSS.escape(itemId)}"] ${
          focus === 'menu' ? 'button[aria-haspopup]' : '[data-drag-handle]'
        }`;
        // The virtualizer renders the row on its next scroll event: wait a few frames for it.
        const attempt = () => {
          const target = scrollRef.current?.querySelector<HTMLElement>(selector);
          if (target) target.focus();
          else if (tries++ < 20) requestAnimationFrame(attempt);
        };
        requestAnimationFrame(attempt);
      },
    });
    return () => registerColumn(column.id, null);
  }, [column.id, registerColumn, getItemId, virtualizer]);

  const Heading = `h${headingLevel}` as const;
  const isDropTarget = isOver && active !== null;

  return (
    // A group, not a <section>: eight "region" landmarks would crowd the page's landmarks.
    <div
      ref={setNodeRef}
      role="group"
      className={styles.column}
      aria-labelledby={titleId}
      data-drop-target={isDropTarget || undefined}
    >
      <div className={styles.columnHeader}>
        <Heading id={titleId} className={styles.columnTitle}>
          <span>{column.title}</span> <span className={styles.count}>{items.length}</span>
        </Heading>
      </div>
      <div ref={scrollRef} className={styles.scroller}>
        {items.length === 0 ? (
          <p className={styles.empty}>{emptyLabel}</p>
        ) : (
          <div
            role="list"
            aria-labelledby={titleId}
            className={styles.sizer}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((row) => {
              const item = items[row.index]!;
              const itemId = getItemId(item);
              return (
                <div
                  key={row.key}
                  role="listitem"
                  aria-setsize={items.length}
                  aria-posinset={row.index + 1}
                  data-index={row.index}
                  ref={virtualizer.measureElement}
                  className={styles.row}
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  <Card
                    item={item}
                    itemId={itemId}
                    label={getItemLabel(item)}
                    columnId={column.id}
                    renderCard={renderCard}
                    onOpenMenu={onOpenMenu}
                    isDragSource={itemId === activeId}
                  />
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}

const Column = memo(ColumnView) as typeof ColumnView;

interface CardProps<TItem> {
  item: TItem;
  itemId: string;
  label: string;
  columnId: string;
  renderCard: (item: TItem) => ReactNode;
  onOpenMenu: OpenMenu;
  isDragSource: boolean;
}

function CardView<TItem>({
  item,
  itemId,
  label,
  columnId,
  renderCard,
  onOpenMenu,
  isDragSource,
}: CardProps<TItem>) {
  const open = (button: HTMLButtonElement) => onOpenMenu(button, itemId, columnId, label);
  const onKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    // As a menu button does: the arrow keys open the menu too.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.currentTarget);
    }
  };
  return (
    <div className={styles.card} data-card-id={itemId} data-drag-source={isDragSource || undefined}>
      <DragHandle id={itemId} label={label} />
      <div className={styles.cardBody}>{renderCard(item)}</div>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={`Move ${label} to…`}
        aria-haspopup="menu"
        aria-expanded="false"
        onClick={(event) => open(event.currentTarget)}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">⋯</span>
      </button>
    </div>
  );
}

const Card = memo(CardView) as typeof CardView;

/**
 * The only part of a card that reads the drag context. dnd-kit re-renders every draggable
 * when the column under the card changes; keeping that to this button spares the cards.
 */
const DragHandle = memo(function DragHandle({ id, label }: { id: string; label: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDraggable({ id });
  // dnd-kit measures the whole card (the handle's parent) for the overlay's size and the
  // keyboard moves; the handle alone starts the drag.
  const ref = useCallback(
    (element: HTMLButtonElement | null) => {
      setActivatorNodeRef(element);
      setNodeRef(element?.parentElement ?? null);
    },
    [setActivatorNodeRef, setNodeRef],
  );
  return (
    <button
      type="button"
      ref={ref}
      className={styles.handle}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${label}`}
      data-drag-handle=""
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
});

function OverlayCardView<TItem>({
  item,
  renderCard,
}: {
  item: TItem;
  renderCard: (item: TItem) => ReactNode;
}) {
  // A picture of the card: not focusable, not read, so it does not duplicate the real one.
  return (
    <div className={styles.card} data-overlay="" inert aria-hidden="true">
      <span className={styles.handle}>⠿</span>
      <div className={styles.cardBody}>{renderCard(item)}</div>
    </div>
  );
}

const OverlayCard = memo(OverlayCardView) as typeof OverlayCardView;
