// The table's public vocabulary and props, shared by its files; DataTable.tsx hands them on.
import type { ReactNode } from 'react';
import { actionMenuItemTones } from '../ActionMenu';
import type { ActionMenuItem, ActionMenuItemTone } from '../ActionMenu';
import { tones } from '../internal/tones';
import type { Tone } from '../internal/tones';
import type { DataTableColumnKind, DataTableColumnPin } from './columnKinds';
import type { ColumnStorage } from './columnPreferences';

/**
 * A row's tint, in the design system's tones; `neutral` rows are not tinted. Red rows are
 * `critical`, highlighted rows `warning`, and rows coloured by kind take `info`, `success` and
 * `warning`.
 */
export const rowTones = tones;
export type RowTone = Tone;

/** One entry of a row's actions menu: an ActionMenu item. */
export type RowAction = ActionMenuItem;
export const rowActionTones = actionMenuItemTones;
export type RowActionTone = ActionMenuItemTone;

export const dataTableStatuses = ['ready', 'loading', 'empty', 'noResults', 'error'] as const;
export type DataTableStatus = (typeof dataTableStatuses)[number];

export const dataTableDensities = ['regular', 'compact'] as const;
export type DataTableDensity = (typeof dataTableDensities)[number];

export const sortDirections = ['ascending', 'descending'] as const;

export const rowActionsPositions = ['start', 'end'] as const;
export type RowActionsPosition = (typeof rowActionsPositions)[number];
export type SortDirection = (typeof sortDirections)[number];

/** Which column the rows are sorted by. The table only shows it; the caller sorts. */
export interface DataTableSort {
  /** The `id` of the sorted column. */
  column: string;
  direction: SortDirection;
}

/** The text of a non-ready state. */
export interface DataTableMessage {
  title: string;
  description?: string;
}

export type DataTableMessages = Partial<
  Record<Exclude<DataTableStatus, 'ready'>, DataTableMessage>
>;

/** Where a table keeps the person's columns (shown, hidden, order). */
export interface DataTableColumnSettings {
  /** The key the choice is kept under, one per list ("contracts.columns"). */
  storageKey: string;
  /**
   * The person's store (the app's per-user storage); without it the choice lasts as long as
   * the page.
   */
  storage?: ColumnStorage;
}

export interface DataTableColumn<T> {
  /** Unique among the columns; the `column` of the sort descriptor. */
  id: string;
  /** The header text, which is also the column's accessible name. */
  header: string;
  /**
   * Draws the cell of a row. Without it the cell shows the row's field named `id` as text.
   */
  cell?: (row: T) => ReactNode;
  /**
   * The header can be pressed (click, Enter or Space) to ask for a sort by this column.
   * @default false
   */
  sortable?: boolean;
  /**
   * Pixels, or a share of the space left (`'2fr'`).
   * @default '1fr'
   */
  width?: number | `${number}fr`;
  /**
   * Narrowest width in pixels; columns past the table's width scroll horizontally.
   * @default 80
   */
  minWidth?: number;
  /**
   * `end` right-aligns numbers and amounts.
   * @default 'start'
   */
  align?: 'start' | 'end';
  /**
   * This column names the row for screen readers (announced when moving between rows).
   * @default true for the first column only
   */
  isRowHeader?: boolean;
  /**
   * Hides the header text visually; it is still the column's accessible name.
   * @default false
   */
  hideHeader?: boolean;
  /**
   * What the column holds: its width when `width` is not given (see `columnKindWidths`).
   * @default 'text'
   */
  kind?: DataTableColumnKind;
  /**
   * Widest the column grows, in pixels.
   * @default by `kind`
   */
  maxWidth?: number;
  /**
   * Keeps the column in view while the others scroll sideways: the row's id `start`, its
   * actions `end`. A pinned column keeps its place and cannot be hidden. Give it a width in
   * pixels.
   */
  pin?: DataTableColumnPin;
  /**
   * The cell's whole text, shown on hover (title) and named for assistive technology when the
   * cell shows less (a shortened UUID). Text cells drawn by the table have it already.
   */
  fullText?: (row: T) => string;
}

export interface DataTableProps<T extends { id: string | number }> {
  /** Names the table for assistive technology. Give this or `aria-labelledby`. */
  'aria-label'?: string;
  /** The id of the visible heading that names the table (for example the page title). */
  'aria-labelledby'?: string;
  /** Column definitions, in display order. */
  columns: DataTableColumn<T>[];
  /** The rows of the current page; each needs a unique `id`. */
  rows: T[];
  /**
   * What the body shows. `ready` draws `rows` (or the `empty` message when there are none);
   * the others replace the rows with their message. `noResults` is for filters that match
   * nothing: the filters live outside the table and stay visible.
   * @default 'ready'
   */
  status?: DataTableStatus;
  /** Texts of the non-ready states; each falls back to a neutral default. */
  messages?: DataTableMessages;
  /** Drawn under the state's message: a Retry button for `error`, Reset filters for `noResults`. */
  statusAction?: ReactNode;
  /** The current sort, shown with an arrow and `aria-sort` on its header. */
  sort?: DataTableSort;
  /** Called with the sort asked for when a sortable header is pressed. */
  onSortChange?: (sort: DataTableSort) => void;
  /**
   * Makes whole rows actionable: a click, or Enter on a focused row, calls it.
   * Without it, rows are only navigable.
   */
  onRowActivate?: (row: T) => void;
  /**
   * The entries of a row's actions menu; without it there is no actions column. Like
   * `getRowTone` and `getRowLabel`, keep it stable (module level or `useCallback`): a new
   * function redraws every row of the page.
   */
  rowActions?: (row: T) => RowAction[];
  /** Called with the chosen action's id and its row. */
  onRowActionSelect?: (actionId: string, row: T) => void;
  /**
   * Where the actions column sits.
   * @default 'end'
   */
  rowActionsPosition?: RowActionsPosition;
  /**
   * The tint of a row. A tint is a second cue: state the row's status in a cell too.
   * @default () => 'neutral'
   */
  getRowTone?: (row: T) => RowTone;
  /**
   * A short text naming a row: used for type-ahead and to name its actions menu.
   * @default (row) => `row ${row.id}`
   */
  getRowLabel?: (row: T) => string;
  /**
   * Accessible name of a row's actions menu button.
   * @default (row) => `Actions for ${getRowLabel(row)}`
   */
  getRowActionsLabel?: (row: T) => string;
  /**
   * `compact` draws 32 px rows instead of 40 px.
   * @default 'regular'
   */
  density?: DataTableDensity;
  /**
   * The tallest the table grows, in pixels, before its body scrolls under a sticky header.
   * Shorter pages take only the height they need.
   * @default 560
   */
  maxHeight?: number;
  /**
   * Offers a column chooser (show, hide, reorder, reset) above the table and keeps the
   * person's choice in `storage` under `storageKey`.
   */
  columnSettings?: DataTableColumnSettings;
  /**
   * The selected rows' ids, of this page and of others (controlled). Give ids of the same type
   * as the rows' (`5` and `'5'` are different keys).
   * @default an empty selection the table keeps itself
   */
  selectedKeys?: ReadonlySet<string | number>;
  /**
   * Makes rows selectable: a pinned first column holds a checkbox per row and, in its header,
   * one for all the rows shown. Called with the whole selection after each change: the ids
   * selected on other pages (not in `rows`) are kept, and the header's checkbox only selects
   * or clears the rows shown. Space toggles the focused row, Shift extends a range (click,
   * Space, arrows), Escape clears the rows shown. A click elsewhere in the row, or Enter,
   * still calls `onRowActivate`.
   * @default undefined (rows are not selectable)
   */
  onSelectionChange?: (keys: Set<string | number>) => void;
}
