import { useDroppable } from '@dnd-kit/core';
import { defaultRangeExtractor } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import type { HeadingLevel } from '../internal/heading';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { useLatest } from '../internal/useLatest';
import { useMeasuredVirtualizer } from '../internal/useMeasuredVirtualizer';
import { Card } from './Card';
import * as styles from './Kanban.css';
import { visuallyHidden } from '../theme/utils.css';
import { columnSelection } from './selection';
import type { SelectionKey } from './selection';
import { cardSelector, controlSelector } from './types';
import type { ColumnHandle, KanbanColumn, OpenMenu, SelectCard, SelectColumn } from './types';

export interface ColumnProps<TItem> {
  column: KanbanColumn<TItem>;
  getItemId: (item: TItem) => string;
  getItemLabel: (item: TItem) => string;
  renderCard: (item: TItem) => ReactNode;
  renderCardTitle?: ((item: TItem) => ReactNode) | undefined;
  onOpenMenu: OpenMenu;
  /** The dragged card's id when it comes from this column, else null. */
  activeId: string | null;
  /** The id of the card that holds the board's tab stop when it is in this column, else null. */
  currentId: string | null;
  estimatedCardHeight: number;
  headingLevel: HeadingLevel;
  emptyLabel: string;
  registerColumn: (id: string, handle: ColumnHandle | null) => void;
  /** The id of why cards cannot move now, when they cannot. */
  moveReasonId?: string | undefined;
  /** The board has `cardActions`. */
  withActions: boolean;
  /** Whether a card has an action to choose, while cards cannot move. */
  hasChoosableAction?: ((item: TItem) => boolean) | undefined;
  /**
   * The board is selectable: the selected keys, and what a card's box and the column's
   * "Select all" box do. Undefined on a board that is not.
   */
  selection?:
    | {
        selectedKeys: ReadonlySet<SelectionKey>;
        onSelectCard: SelectCard;
        onSelectColumn: SelectColumn;
      }
    | undefined;
}

function ColumnView<TItem>({
  column,
  getItemId,
  getItemLabel,
  renderCard,
  renderCardTitle,
  onOpenMenu,
  activeId,
  currentId,
  estimatedCardHeight,
  headingLevel,
  emptyLabel,
  registerColumn,
  moveReasonId,
  withActions,
  hasChoosableAction,
  selection,
}: ColumnProps<TItem>) {
  const { setNodeRef, isOver, active } = useDroppable({ id: column.id });
  const scrollRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { items } = column;
  const count = column.count ?? items.length;

  const activeIndex = useMemo(
    () => (activeId === null ? -1 : items.findIndex((item) => getItemId(item) === activeId)),
    [activeId, items, getItemId],
  );
  const itemsRef = useLatest(items);
  /**
   * The card of this column that holds focus (or null). A ref, read by the range extractor on
   * each scroll: focusing a card re-renders nothing.
   */
  const focusedId = useRef<string | null>(null);
  // Two cards stay mounted even when the column scrolls them out of view, as React Aria's
  // virtualizer keeps its focused key: the dragged one (dnd-kit needs its node, and keyboard
  // focus stays on its handle) and the focused one (scrolling a column by wheel or
  // keyboard used to unmount it, and focus fell to the page's body).
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const id = focusedId.current;
      const focusedIndex =
        id === null ? -1 : itemsRef.current.findIndex((item) => getItemId(item) === id);
      let added = false;
      for (const kept of [activeIndex, focusedIndex]) {
        if (kept >= 0 && !indexes.includes(kept)) {
          indexes.push(kept);
          added = true;
        }
      }
      if (added) indexes.sort((a, b) => a - b);
      return indexes;
    },
    [activeIndex, itemsRef, getItemId],
  );
  const onFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const card = (event.target as Element).closest<HTMLElement>('[data-card-id]');
    focusedId.current = card?.dataset.cardId ?? null;
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLDivElement>) => {
    // Focus leaving the column lets its card go with the scroll; moving inside it is followed
    // by the focus event.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      focusedId.current = null;
    }
  }, []);
  const virtualizer = useMeasuredVirtualizer({
    items,
    getItemId,
    scrollRef,
    estimatedSize: estimatedCardHeight,
    firstRows: 8,
    overscan: 2,
    rangeExtractor,
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

  // This column's own handle, for its "Show more" to reveal the first new card.
  const ownHandle = useRef<ColumnHandle | null>(null);
  useEffect(() => {
    const handle: ColumnHandle = {
      reveal(itemId, control) {
        const i = itemsRef.current.findIndex((item) => getItemId(item) === itemId);
        if (i === -1) return;
        virtualizer.scrollToIndex(i, { align: 'auto' });
        let tries = 0;
        const selector = `${cardSelector(itemId)} ${controlSelector[control]}`;
        // The virtualizer renders the row on its next scroll event: wait a few frames for it.
        const attempt = () => {
          const target = scrollRef.current?.querySelector<HTMLElement>(selector);
          if (target) target.focus();
          else if (tries++ < 20) requestAnimationFrame(attempt);
        };
        requestAnimationFrame(attempt);
      },
    };
    ownHandle.current = handle;
    registerColumn(column.id, handle);
    return () => registerColumn(column.id, null);
  }, [column.id, registerColumn, getItemId, virtualizer, itemsRef]);

  // "Show more": once the column carries more cards than when it was pressed, focus goes to the
  // first new card (the button may be gone: focus must not fall to the page's body).
  const moreFrom = useRef<number | null>(null);
  const onMore = column.more?.onPress;
  const showMore = useCallback(() => {
    moreFrom.current = itemsRef.current.length;
    onMore?.();
  }, [onMore, itemsRef]);
  useEffect(() => {
    const from = moreFrom.current;
    if (from === null || items.length <= from) return;
    moreFrom.current = null;
    const first = items[from];
    if (first !== undefined) {
      const scroller = scrollRef.current;
      if (scroller?.contains(document.activeElement) || document.activeElement === document.body) {
        ownHandle.current?.reveal(getItemId(first), 'handle');
      }
    }
  }, [items, getItemId]);

  const isDropTarget = isOver && active !== null;

  const selectedKeys = selection?.selectedKeys;
  const selected = useMemo(
    () => (selectedKeys ? columnSelection(selectedKeys, items.map(getItemId)) : 'none'),
    [selectedKeys, items, getItemId],
  );
  const onSelectColumn = selection?.onSelectColumn;

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
        {onSelectColumn ? (
          // Out of the tab order's way as the cards are: Up from the column's first card
          // reaches it (the board's keys, in Kanban.tsx).
          <span className={styles.columnSelect} data-column-select={column.id}>
            <Checkbox
              label={`Select all in ${column.title}`}
              hideLabel
              isSelected={selected === 'all'}
              isIndeterminate={selected === 'some'}
              isDisabled={items.length === 0}
              onChange={(select) => onSelectColumn(column.id, select)}
            />
          </span>
        ) : null}
        <Heading level={headingLevel} id={titleId} className={styles.columnTitle}>
          <span>{column.title}</span> <span className={styles.count}>{count}</span>
        </Heading>
      </div>
      <div ref={scrollRef} className={styles.scroller} onFocus={onFocus} onBlur={onBlur}>
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
                  aria-setsize={count}
                  aria-posinset={row.index + 1}
                  data-index={row.index}
                  ref={virtualizer.measureElement}
                  className={styles.row}
                  style={{ top: row.start }}
                >
                  <Card
                    item={item}
                    itemId={itemId}
                    label={getItemLabel(item)}
                    columnId={column.id}
                    renderCard={renderCard}
                    renderCardTitle={renderCardTitle}
                    onOpenMenu={onOpenMenu}
                    isDragSource={itemId === activeId}
                    isCurrent={itemId === currentId}
                    moveReasonId={moveReasonId}
                    withActions={withActions}
                    hasChoosableAction={hasChoosableAction}
                    onSelect={selection?.onSelectCard}
                    isSelected={selectedKeys?.has(itemId) ?? false}
                  />
                </div>
              );
            })}
          </div>
        )}
        {column.more ? (
          <p className={styles.more} data-kanban-more={column.id}>
            {/* In the board's one tab stop: Down from the column's last card reaches it. */}
            <Button size="sm" variant="secondary" onPress={showMore} excludeFromTabOrder>
              {column.more.label}
              <span className={visuallyHidden}>
                {' '}
                in {column.title}, {column.more.status}
              </span>
            </Button>
            <span className={styles.moreStatus} aria-hidden="true">
              {column.more.status}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** One column: its heading and count, and its cards, virtualized. */
export const Column = memo(ColumnView) as typeof ColumnView;
