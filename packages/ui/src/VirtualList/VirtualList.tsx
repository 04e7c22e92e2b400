import { useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useMeasuredVirtualizer } from '../internal/useMeasuredVirtualizer';
import * as styles from './VirtualList.css';

export interface VirtualListProps<TItem> {
  /** Names the list (and its scroll box, which takes focus so that keys scroll it). */
  'aria-label': string;
  /** Every item, in order. */
  items: readonly TItem[];
  /** A stable, unique id per item. */
  getItemId: (item: TItem) => string;
  /** Draws an item; its height may vary (each row is measured). */
  renderItem: (item: TItem, index: number) => ReactNode;
  /** A first guess at a row's height, in pixels. @default 72 */
  estimatedItemHeight?: number;
  /** The scroll box's height (a CSS length). @default '60vh' */
  height?: CSSProperties['height'];
  /** Rows drawn beyond the visible ones on each side. @default 4 */
  overscan?: number;
}

/**
 * A long list of items of varying height that draws only the rows in view (a conversation's
 * 2,000 messages): a scroll box of its own, focusable so that the arrow keys, Page Up/Down,
 * Home and End scroll it, holding a `list` whose items say their place (aria-posinset) in
 * the whole. The windowing is the Kanban columns' (tanstack-virtual, measured rows).
 */
export function VirtualList<TItem>({
  'aria-label': ariaLabel,
  items,
  getItemId,
  renderItem,
  estimatedItemHeight = 72,
  height = '60vh',
  overscan = 4,
}: VirtualListProps<TItem>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useMeasuredVirtualizer({
    items,
    getItemId,
    scrollRef,
    estimatedSize: estimatedItemHeight,
    firstRows: 10,
    overscan,
  });

  return (
    // A focusable scroll box: keys scroll it (axe's scrollable-region-focusable).
    <div
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label={ariaLabel}
      className={styles.scroller}
      style={{ height }}
    >
      <ul
        aria-label={ariaLabel}
        className={styles.sizer}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            style={{ top: row.start }}
          >
            {renderItem(items[row.index]!, row.index)}
          </li>
        ))}
      </ul>
    </div>
  );
}
