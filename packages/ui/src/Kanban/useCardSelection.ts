import { useCallback, useMemo, useRef } from 'react';
import { selectAll, selectRange, toggleKey } from './selection';
import type { LatestBoard, SelectCard, SelectColumn } from './types';

/** The ids of a column's cards, in their order on the board. */
function columnItemIds<TItem>({ columns, getItemId }: LatestBoard<TItem>, columnId: string) {
  return columns.find((c) => c.id === columnId)?.items.map(getItemId) ?? [];
}

/**
 * Cards selected for actions on many at once: what a card's box (Shift for a range of its
 * column, from the last box clicked) and a column's "Select all" box do to the caller's
 * selection, and what the columns are given of it (undefined on a board that is not
 * selectable: it has no boxes).
 */
export function useCardSelection<TItem>({
  selectedKeys,
  onSelectionChange,
  latest,
}: {
  selectedKeys: ReadonlySet<string | number>;
  onSelectionChange: ((keys: Set<string | number>) => void) | undefined;
  latest: { readonly current: LatestBoard<TItem> };
}) {
  /** The last card whose box was clicked: a shift-click selects from it. */
  const anchor = useRef<string | null>(null);
  const onSelectCard = useCallback<SelectCard>(
    (itemId, columnId, select, extend) => {
      const { selectedKeys: keys, onSelectionChange: report } = latest.current;
      if (!report) return;
      const ids = columnItemIds(latest.current, columnId);
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
      const { selectedKeys: keys, onSelectionChange: report } = latest.current;
      const ids = columnItemIds(latest.current, columnId);
      report?.(selectAll(keys, ids, select));
    },
    [latest],
  );
  const selectable = onSelectionChange !== undefined;
  const selection = useMemo(
    () => (selectable ? { selectedKeys, onSelectCard, onSelectColumn } : undefined),
    [selectable, selectedKeys, onSelectCard, onSelectColumn],
  );

  return { selectable, selection };
}
