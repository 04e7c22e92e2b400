import { useCallback } from 'react';
import type { RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';

export interface MeasuredVirtualizerOptions<TItem> {
  /** Every item, in order. */
  items: readonly TItem[];
  /** A stable, unique id per item (the rows' keys). */
  getItemId: (item: TItem) => string;
  /** The scroll box. */
  scrollRef: RefObject<HTMLElement | null>;
  /** A first guess at a row's height, in pixels. */
  estimatedSize: number;
  /** How many rows the first render draws before the box is measured. */
  firstRows: number;
  /** Rows drawn beyond the visible ones on each side. */
  overscan: number;
  /** Which rows to draw, when rows out of view must stay drawn. */
  rangeExtractor?: (range: Range) => number[];
}

/**
 * The windowing of the Kanban columns and the VirtualList: tanstack-virtual over rows keyed by
 * their item's id, each measured in whole pixels, already drawing rows on the first render.
 */
export function useMeasuredVirtualizer<TItem>({
  items,
  getItemId,
  scrollRef,
  estimatedSize,
  firstRows,
  overscan,
  rangeExtractor,
}: MeasuredVirtualizerOptions<TItem>) {
  const getItemKey = useCallback((i: number) => getItemId(items[i]!), [items, getItemId]);
  const estimateSize = useCallback(() => estimatedSize, [estimatedSize]);
  const getScrollElement = useCallback(() => scrollRef.current, [scrollRef]);
  return useVirtualizer({
    count: items.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    ...(rangeExtractor ? { rangeExtractor } : {}),
    overscan,
    // Whole pixels: fractional heights add up to fractional offsets, whose anti-aliasing
    // differs from one measurement to the next.
    measureElement: (element, entry) =>
      Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height),
    // A first guess at the box's size lets the first render already draw rows, instead of an
    // empty render followed by a measured one.
    initialRect: { width: 0, height: estimatedSize * firstRows },
  });
}
