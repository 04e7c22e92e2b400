import { useEffect, useMemo, useRef } from 'react';
import { columnKindWidths, uncutKinds, uncutWidth } from './columnKinds';
import type { DataTableColumnKind, DataTableColumnPin } from './columnKinds';
import { memoryColumnStorage, orderedIds, useColumnChoice } from './columnPreferences';
import * as styles from './DataTable.css';
import type {
  DataTableColumn,
  DataTableColumnSettings,
  RowAction,
  RowActionsPosition,
} from './types';

export const ACTIONS_COLUMN = '__actions';
export const ACTIONS_WIDTH = 56;
/** The selection checkboxes' column, pinned at the start of a selectable table. */
export const SELECTION_COLUMN = '__selection';
export const SELECTION_WIDTH = 44;

/**
 * A column the table draws: one of the caller's, or the row menu's or the selection
 * checkboxes' (`def` null, told apart by `id`).
 */
export interface TableColumnItem<T> {
  id: string;
  def: DataTableColumn<T> | null;
}

const pageStorage = memoryColumnStorage();
export const pinClass = { start: styles.pinStart, end: styles.pinEnd };

/**
 * The columns the table draws: the person's choice of `columns` (kept under
 * `columnSettings`), the actions column at its side, the selection column first when
 * `selectable`, and the pinned ones with the pixels they take at each end.
 */
export function useTableColumns<T>(
  columns: DataTableColumn<T>[],
  columnSettings: DataTableColumnSettings | undefined,
  rowActions: ((row: T) => RowAction[]) | undefined,
  rowActionsPosition: RowActionsPosition,
  selectable = false,
) {
  const { choice, write } = useColumnChoice(
    columnSettings ? (columnSettings.storage ?? pageStorage) : undefined,
    columnSettings?.storageKey,
  );

  // The person's columns: pinned ones at their ends, the others in the chosen order, less
  // the hidden ones.
  const arranged = useMemo(() => {
    const movable = columns.filter((c) => !c.pin);
    const byId = new Map(movable.map((c) => [c.id, c]));
    const ordered = orderedIds(
      movable.map((c) => c.id),
      choice,
    ).map((id) => byId.get(id)!);
    const hidden = new Set(choice.hidden.filter((id) => byId.has(id)));
    const start = columns.filter((c) => c.pin === 'start');
    const end = columns.filter((c) => c.pin === 'end');
    return { all: [...start, ...ordered, ...end], hidden };
  }, [columns, choice]);
  const shownColumns = useMemo(
    () => arranged.all.filter((c) => !arranged.hidden.has(c.id)),
    [arranged],
  );

  const tableColumns = useMemo<TableColumnItem<T>[]>(() => {
    const data = shownColumns.map((def) => ({ id: def.id, def }));
    const selection = selectable ? [{ id: SELECTION_COLUMN, def: null }] : [];
    if (!rowActions) return [...selection, ...data];
    const actions = { id: ACTIONS_COLUMN, def: null };
    return rowActionsPosition === 'start'
      ? [...selection, actions, ...data]
      : [...selection, ...data, actions];
  }, [shownColumns, rowActions, rowActionsPosition, selectable]);

  // Pinned columns: the checkboxes at the start, the row menu at its side, and the columns
  // that ask for it.
  const pinned = useMemo(() => {
    const map = new Map<string, DataTableColumnPin>();
    for (const column of tableColumns) {
      const pin =
        column.id === SELECTION_COLUMN
          ? 'start'
          : column.def === null
            ? rowActionsPosition
            : column.def.pin;
      if (pin) map.set(column.id, pin);
    }
    return map;
  }, [tableColumns, rowActionsPosition]);
  const pinnedWidth = (side: DataTableColumnPin) =>
    tableColumns.reduce(
      (sum, column) =>
        pinned.get(column.id) !== side
          ? sum
          : sum + (column.id === SELECTION_COLUMN ? SELECTION_WIDTH : pixelWidth(column.def)),
      0,
    );
  const startWidth = pinnedWidth('start');
  const endWidth = pinnedWidth('end');

  return { choice, write, arranged, shownColumns, tableColumns, pinned, startWidth, endWidth };
}

/**
 * The ref for the frame around the grid: the grid is marked while it is scrolled sideways
 * (`data-scrolled-start`, `data-scrolled-end`), anew whenever `tableColumns` changes.
 */
export function usePinnedEdges(tableColumns: readonly unknown[]) {
  // The pinned columns' edge shows only while content is under them (scrolled sideways).
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const grid = scroller.current?.querySelector<HTMLElement>('[role="grid"]');
    if (!grid) return;
    const mark = () => {
      const left = Math.abs(grid.scrollLeft);
      grid.toggleAttribute('data-scrolled-start', left > 0);
      grid.toggleAttribute('data-scrolled-end', left + grid.clientWidth < grid.scrollWidth - 1);
    };
    mark();
    grid.addEventListener('scroll', mark, { passive: true });
    const observer = new ResizeObserver(mark);
    observer.observe(grid);
    return () => {
      grid.removeEventListener('scroll', mark);
      observer.disconnect();
    };
  }, [tableColumns]);
  return scroller;
}

/** The pixels a pinned column takes (its width, or its narrowest for a share). */
function pixelWidth<T>(def: DataTableColumn<T> | null): number {
  if (def === null) return ACTIONS_WIDTH;
  const kind = columnKindWidths[def.kind ?? 'text'];
  const min = def.minWidth ?? (def.width === undefined ? kind.minWidth : 80);
  const width = def.width ?? kind.width;
  return typeof width === 'number' ? Math.max(width, min) : min;
}

/** The widths React Aria's `Column` is given. */
export interface ColumnWidths {
  defaultWidth: number | `${number}fr`;
  minWidth: number;
  maxWidth: number | undefined;
}

/** Kinds that take the space a table has to spare: words, which read better with room. */
const growingKinds: ReadonlySet<DataTableColumnKind> = new Set(['text', 'title', 'email']);

/**
 * Each shown column's widths: its own, or its kind's. Two rules on top:
 * - The table fills its frame. When no column can take the room left (every column has a
 *   width in pixels, or a share with a widest width, as text columns have by kind), the text
 *   columns grow: a column of 160 px becomes a share `160fr` no narrower than 160 px, a share
 *   loses its widest width. The table used to stop short, leaving the rest of the frame empty.
 *   Wider than the frame, nothing changes: it scrolls.
 * - An email address or a phone number is never cut: its column is at least as wide as the
 *   longest value of the rows.
 */
export function useColumnWidths<T>(columns: DataTableColumn<T>[], rows: readonly T[]) {
  return useMemo(() => columnWidths(columns, rows), [columns, rows]);
}

/** `useColumnWidths`'s rules, for given columns and rows. */
export function columnWidths<T>(
  columns: DataTableColumn<T>[],
  rows: readonly T[],
): Map<string, ColumnWidths> {
  const widths = new Map<string, ColumnWidths>();
  for (const def of columns) {
    const kindName = def.kind ?? 'text';
    const kind = columnKindWidths[kindName];
    let minWidth = def.minWidth ?? (def.width === undefined ? kind.minWidth : 80);
    const uncut = uncutKinds.has(kindName);
    if (uncut) {
      let longest = 0;
      for (const row of rows) {
        const text = def.fullText?.(row) ?? plainText((row as Record<string, unknown>)[def.id]);
        longest = Math.max(longest, text.length);
      }
      minWidth = Math.max(minWidth, uncutWidth(longest));
    }
    const width = def.width ?? kind.width;
    widths.set(def.id, {
      defaultWidth: uncut && typeof width === 'number' ? Math.max(width, minWidth) : width,
      minWidth,
      maxWidth: def.maxWidth ?? (def.width === undefined ? kind.maxWidth : undefined),
    });
  }
  // Some column takes whatever room is left: a share with no widest width.
  const fills = [...widths.values()].some(
    (w) => typeof w.defaultWidth === 'string' && w.maxWidth === undefined,
  );
  if (!fills) {
    const growing = columns.filter(
      (def) => !def.pin && def.align !== 'end' && growingKinds.has(def.kind ?? 'text'),
    );
    // With no column of words, the first one grows (it names the rows).
    const candidates = growing.length > 0 ? growing : columns.filter((def) => !def.pin).slice(0, 1);
    // Shares grow past their widest width; only when there is none do widths in pixels become
    // shares (a share of 110 beside one of 1 would take all the room).
    const shares = candidates.filter((def) => typeof widths.get(def.id)!.defaultWidth === 'string');
    for (const def of shares.length > 0 ? shares : candidates) {
      const w = widths.get(def.id)!;
      const px = w.defaultWidth;
      widths.set(
        def.id,
        typeof px === 'number'
          ? { ...w, defaultWidth: `${px}fr`, minWidth: Math.max(w.minWidth, px) }
          : { ...w, maxWidth: undefined },
      );
    }
  }
  return widths;
}

function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}
