import { columnKindWidths, type DataTableColumnKind, type DataTableColumnPin } from './columnKinds';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
} from 'react-aria-components';
import type { Key, SortDescriptor } from 'react-aria-components';
import { tones } from '../internal/tones';
import type { Tone } from '../internal/tones';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './DataTable.css';
import { ActionMenu, actionMenuItemTones } from '../ActionMenu';
import type { ActionMenuItem, ActionMenuItemTone } from '../ActionMenu';
import { Spinner } from '../Spinner';
import { useLatest } from '../internal/useLatest';
import { ColumnChooser } from './ColumnChooser';
import { memoryColumnStorage, orderedIds, useColumnChoice } from './columnPreferences';
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
}

const defaultMessages: Required<DataTableMessages> = {
  loading: { title: 'Loading…' },
  empty: { title: 'Nothing here yet' },
  noResults: {
    title: 'No results',
    description: 'Nothing matches these filters. Change or reset them to see more.',
  },
  error: { title: 'Something went wrong', description: 'The list could not be loaded.' },
};

const rowHeights: Record<DataTableDensity, number> = { regular: 40, compact: 32 };
const HEADING_HEIGHT = 40;
const STATE_HEIGHT = 200;
const ACTIONS_COLUMN = '__actions';
const ACTIONS_WIDTH = 56;

interface TableColumnItem<T> {
  id: string;
  def: DataTableColumn<T> | null;
}

/**
 * A table of records on React Aria's `Table`, virtualized with its `Virtualizer` and
 * `TableLayout`: only the rows in view are in the DOM, while the grid keeps the full
 * `aria-rowcount` and arrow-key navigation across every row. Rows can be activated as a
 * whole (click or Enter), carry an actions menu, and be tinted.
 */
export function DataTable<T extends { id: string | number }>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    status = 'ready',
    messages,
    statusAction,
    sort,
    onSortChange,
    onRowActivate,
    rowActions,
    onRowActionSelect,
    rowActionsPosition = 'end',
    getRowTone,
    getRowLabel = defaultRowLabel,
    getRowActionsLabel,
    density = 'regular',
    maxHeight = 560,
    columnSettings,
  } = props;

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
    if (!rowActions) return data;
    const actions = { id: ACTIONS_COLUMN, def: null };
    return rowActionsPosition === 'start' ? [actions, ...data] : [...data, actions];
  }, [shownColumns, rowActions, rowActionsPosition]);

  // Pinned columns: the row menu at its side, and the columns that ask for it.
  const pinned = useMemo(() => {
    const map = new Map<string, DataTableColumnPin>();
    for (const column of tableColumns) {
      const pin = column.def === null ? rowActionsPosition : column.def.pin;
      if (pin) map.set(column.id, pin);
    }
    return map;
  }, [tableColumns, rowActionsPosition]);
  const pinnedWidth = (side: DataTableColumnPin) =>
    tableColumns.reduce(
      (sum, column) => (pinned.get(column.id) === side ? sum + pixelWidth(column.def) : sum),
      0,
    );
  const startWidth = pinnedWidth('start');
  const endWidth = pinnedWidth('end');

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

  const hasExplicitRowHeader = shownColumns.some((c) => c.isRowHeader);
  const firstDataColumn = shownColumns[0]?.id;

  const rowHeight = rowHeights[density];
  const layoutOptions = useMemo(
    () => ({ rowHeight, headingHeight: HEADING_HEIGHT, pinned }),
    [rowHeight, pinned],
  );

  const showRows = status === 'ready';
  const items = showRows ? rows : emptyRows;
  const bodyHeight = items.length > 0 ? items.length * rowHeight : STATE_HEIGHT;
  // +2: the frame's borders sit outside the grid, but a horizontal scrollbar would otherwise
  // cover the last row's bottom rule.
  const height = Math.min(maxHeight, HEADING_HEIGHT + bodyHeight + 2);

  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const handleRowAction = useCallback(
    (key: Key) => {
      const row = byId.get(key as T['id']);
      if (row && onRowActivate) onRowActivate(row);
    },
    [byId, onRowActivate],
  );

  const sortDescriptor: SortDescriptor | undefined = sort
    ? { column: sort.column, direction: sort.direction }
    : undefined;

  const messageStatus: Exclude<DataTableStatus, 'ready'> = status === 'ready' ? 'empty' : status;
  const message = messages?.[messageStatus] ?? defaultMessages[messageStatus];

  // The latest handler, behind a stable function: a new inline handler on each render of the
  // screen must not rebuild a thousand cached rows.
  const onActionSelectRef = useLatest(onRowActionSelect);
  const handleActionSelect = useCallback(
    (actionId: string, row: T) => onActionSelectRef.current?.(actionId, row),
    [onActionSelectRef],
  );

  const actionsLabelOf = useCallback(
    (row: T) => (getRowActionsLabel ? getRowActionsLabel(row) : `Actions for ${getRowLabel(row)}`),
    [getRowActionsLabel, getRowLabel],
  );

  const renderCell = (row: T, column: TableColumnItem<T>) => {
    if (column.def === null) {
      return (
        <Cell key={column.id} className={`${styles.actionsCell} ${pinClass[rowActionsPosition]}`}>
          {/* Computed here, when the row is drawn, rather than for every row up front. */}
          <ActionMenu
            label={actionsLabelOf(row)}
            items={rowActions ? rowActions(row) : noActions}
            onAction={(actionId) => handleActionSelect(actionId, row)}
            size="sm"
          />
        </Cell>
      );
    }
    const def = column.def;
    const className = def.pin
      ? `${cellClass[def.align ?? 'start']} ${pinClass[def.pin]}`
      : cellClass[def.align ?? 'start'];
    if (def.cell) {
      const full = def.fullText?.(row);
      return (
        <Cell key={column.id} className={className} aria-label={full} textValue={full}>
          {def.cell(row)}
        </Cell>
      );
    }
    // A plain text cell cut by its width shows the whole text on hover (title) and on
    // keyboard focus (the cell grows over its neighbours, styles.cell).
    const text = def.fullText?.(row) ?? textOf((row as Record<string, unknown>)[def.id]);
    return (
      <Cell key={column.id} className={className} textValue={text}>
        <span className={styles.cellText} title={text}>
          {text}
        </span>
      </Cell>
    );
  };

  const chooser = columnSettings ? (
    <div className={styles.toolbar}>
      <ColumnChooser
        tableName={props['aria-label']}
        columns={arranged.all.map((c) => ({ id: c.id, header: c.header, pinned: Boolean(c.pin) }))}
        hidden={arranged.hidden}
        onToggle={(id, isShown) => {
          const hidden = arranged.hidden;
          write({
            order: choice.order,
            hidden: isShown ? [...hidden].filter((h) => h !== id) : [...hidden, id],
          });
        }}
        onMove={(id, by) => {
          const order = arranged.all.filter((c) => !c.pin).map((c) => c.id);
          const from = order.indexOf(id);
          const to = from + by;
          if (from < 0 || to < 0 || to >= order.length) return;
          order.splice(from, 1);
          order.splice(to, 0, id);
          write({ order, hidden: [...arranged.hidden] });
        }}
        onReset={() => write(null)}
      />
    </div>
  ) : null;

  return (
    <div className={styles.wrapper}>
      {chooser}
      <div className={styles.frame} ref={scroller}>
        <Virtualizer layout={AllColumnsTableLayout} layoutOptions={layoutOptions}>
          <Table
            aria-label={props['aria-label']}
            aria-labelledby={props['aria-labelledby']}
            className={styles.grid}
            style={assignInlineVars({
              [styles.gridHeight]: `${height}px`,
              [styles.rowHeightVar]: `${rowHeight}px`,
              [styles.pinStartWidth]: `${startWidth}px`,
              [styles.pinEndWidth]: `${endWidth}px`,
            })}
            sortDescriptor={sortDescriptor}
            onSortChange={(d) =>
              onSortChange?.({ column: String(d.column), direction: d.direction })
            }
            onRowAction={onRowActivate ? handleRowAction : undefined}
          >
            <TableHeader className={styles.header} columns={tableColumns}>
              {(column) => {
                const def = column.def;
                if (def === null) {
                  return (
                    <Column
                      id={ACTIONS_COLUMN}
                      width={ACTIONS_WIDTH}
                      minWidth={ACTIONS_WIDTH}
                      className={`${styles.column} ${pinClass[rowActionsPosition]}`}
                    >
                      <span className={visuallyHidden}>Actions</span>
                    </Column>
                  );
                }
                const isRowHeader = hasExplicitRowHeader
                  ? Boolean(def.isRowHeader)
                  : def.id === firstDataColumn;
                const kind = columnKindWidths[def.kind ?? 'text'];
                const columnClass = [
                  styles.column,
                  def.align === 'end' ? styles.columnEnd : null,
                  def.pin ? pinClass[def.pin] : null,
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <Column
                    id={def.id}
                    isRowHeader={isRowHeader}
                    allowsSorting={def.sortable}
                    textValue={def.header}
                    defaultWidth={def.width ?? kind.width}
                    minWidth={def.minWidth ?? (def.width === undefined ? kind.minWidth : 80)}
                    maxWidth={def.maxWidth ?? (def.width === undefined ? kind.maxWidth : undefined)}
                    className={columnClass}
                  >
                    {({ sortDirection }) => (
                      <>
                        <span className={def.hideHeader ? visuallyHidden : styles.columnLabel}>
                          {def.header}
                        </span>
                        {def.sortable ? (
                          <span
                            aria-hidden="true"
                            className={styles.sortIcon({ active: Boolean(sortDirection) })}
                          >
                            {sortDirection === 'ascending'
                              ? '▲'
                              : sortDirection === 'descending'
                                ? '▼'
                                : '↕'}
                          </span>
                        ) : null}
                      </>
                    )}
                  </Column>
                );
              }}
            </TableHeader>
            <TableBody
              items={items}
              dependencies={[tableColumns, getRowTone, rowActions, getRowLabel, actionsLabelOf]}
              renderEmptyState={() => (
                <StateMessage status={messageStatus} message={message} action={statusAction} />
              )}
            >
              {(row) => (
                <Row
                  id={row.id}
                  textValue={getRowLabel(row)}
                  className={rowClass[getRowTone ? getRowTone(row) : 'neutral']}
                >
                  {/* Static cells rather than `columns` + a function: a thousand rows skip a
                    cached collection each, which is most of a page-size change. */}
                  {tableColumns.map((column) => renderCell(row, column))}
                </Row>
              )}
            </TableBody>
          </Table>
        </Virtualizer>
      </div>
    </div>
  );
}

/**
 * React Aria's table layout, virtualizing rows only. Its own layout also leaves out the columns
 * scrolled out of view sideways: a wide table (contracts have 14 columns) would then miss the
 * headers and cells past the right edge, and with them each row's download button, for
 * assistive technology, find-in-page and anyone tabbing along a row. Columns are few; rows
 * are what needs windowing.
 */
type TableLayoutProps = NonNullable<ConstructorParameters<typeof TableLayout>[0]>;

interface PinnedLayoutOptions extends TableLayoutProps {
  /** The pinned columns by key. */
  pinned?: Map<string, DataTableColumnPin>;
}

class AllColumnsTableLayout<T> extends TableLayout<T, PinnedLayoutOptions> {
  private pinned = new Map<string, DataTableColumnPin>();

  override shouldInvalidateLayoutOptions(next: PinnedLayoutOptions, last: PinnedLayoutOptions) {
    return next.pinned !== last.pinned || super.shouldInvalidateLayoutOptions(next, last);
  }

  override update(context: Parameters<TableLayout<T, PinnedLayoutOptions>['update']>[0]) {
    if (context.layoutOptions?.pinned) this.pinned = context.layoutOptions.pinned;
    super.update(context);
  }

  // Columns pinned at the start stick in React Aria's own way (position: sticky, in the
  // flow at the row's start). Those pinned at the end stay absolutely placed here and stick
  // to the right through their class (DataTable.css.ts): a sticky cell in the flow at the
  // row's start would be held at its own x, off the right of a narrow frame.
  protected override isStickyColumn(node: Parameters<TableLayout<T>['isStickyColumn']>[0]) {
    const column =
      node.type === 'cell' ? this.collection.columns[node.colIndex ?? node.index] : node;
    return column ? this.pinned.get(String(column.key)) === 'start' : false;
  }

  override getVisibleLayoutInfos(rect: Parameters<TableLayout<T>['getVisibleLayoutInfos']>[0]) {
    const allColumns = rect.copy();
    allColumns.x = 0;
    allColumns.width = Math.max(rect.maxX, this.getContentSize().width);
    return super.getVisibleLayoutInfos(allColumns);
  }
}

/** The pixels a pinned column takes (its width, or its narrowest for a share). */
function pixelWidth<T>(def: DataTableColumn<T> | null): number {
  if (def === null) return ACTIONS_WIDTH;
  const kind = columnKindWidths[def.kind ?? 'text'];
  const min = def.minWidth ?? (def.width === undefined ? kind.minWidth : 80);
  const width = def.width ?? kind.width;
  return typeof width === 'number' ? Math.max(width, min) : min;
}

const pageStorage = memoryColumnStorage();
const pinClass = { start: styles.pinStart, end: styles.pinEnd };

const emptyRows: never[] = [];
const noActions: RowAction[] = [];

// Class names computed once rather than per cell and per row.
const cellClass = { start: styles.cell({ align: 'start' }), end: styles.cell({ align: 'end' }) };
const rowClass = Object.fromEntries(rowTones.map((tone) => [tone, styles.row({ tone })])) as Record<
  RowTone,
  string
>;

function defaultRowLabel(row: { id: string | number }) {
  return `row ${row.id}`;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function StateMessage({
  status,
  message,
  action,
}: {
  status: Exclude<DataTableStatus, 'ready'>;
  message: DataTableMessage;
  action: ReactNode;
}) {
  // Loading is announced politely; an error interrupts, as it needs the user's attention.
  const role = status === 'loading' ? 'status' : status === 'error' ? 'alert' : undefined;
  return (
    <div className={styles.state} role={role}>
      <p className={styles.stateTitle({ error: status === 'error' })}>
        {/* The status region already says the title: the spinner is only its picture. */}
        {status === 'loading' ? (
          <span aria-hidden="true" className={styles.spinner}>
            <Spinner size="sm" />
          </span>
        ) : null}
        {message.title}
      </p>
      {message.description ? (
        <p className={styles.stateDescription}>{message.description}</p>
      ) : null}
      {action && status !== 'loading' ? action : null}
    </div>
  );
}
