import { useCallback, useMemo } from 'react';
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
  } = props;

  const tableColumns = useMemo<TableColumnItem<T>[]>(() => {
    const data = columns.map((def) => ({ id: def.id, def }));
    if (!rowActions) return data;
    const actions = { id: ACTIONS_COLUMN, def: null };
    return rowActionsPosition === 'start' ? [actions, ...data] : [...data, actions];
  }, [columns, rowActions, rowActionsPosition]);

  const hasExplicitRowHeader = columns.some((c) => c.isRowHeader);
  const firstDataColumn = columns[0]?.id;

  const rowHeight = rowHeights[density];
  const layoutOptions = useMemo(() => ({ rowHeight, headingHeight: HEADING_HEIGHT }), [rowHeight]);

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
        <Cell key={column.id} className={styles.actionsCell}>
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
    return (
      <Cell key={column.id} className={cellClass[def.align ?? 'start']}>
        {def.cell ? def.cell(row) : textOf((row as Record<string, unknown>)[def.id])}
      </Cell>
    );
  };

  return (
    <div className={styles.frame}>
      <Virtualizer layout={AllColumnsTableLayout} layoutOptions={layoutOptions}>
        <Table
          aria-label={props['aria-label']}
          aria-labelledby={props['aria-labelledby']}
          className={styles.grid}
          style={assignInlineVars({
            [styles.gridHeight]: `${height}px`,
            [styles.rowHeightVar]: `${rowHeight}px`,
          })}
          sortDescriptor={sortDescriptor}
          onSortChange={(d) => onSortChange?.({ column: String(d.column), direction: d.direction })}
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
                    className={styles.column}
                  >
                    <span className={visuallyHidden}>Actions</span>
                  </Column>
                );
              }
              const isRowHeader = hasExplicitRowHeader
                ? Boolean(def.isRowHeader)
                : def.id === firstDataColumn;
              return (
                <Column
                  id={def.id}
                  isRowHeader={isRowHeader}
                  allowsSorting={def.sortable}
                  textValue={def.header}
                  defaultWidth={def.width ?? '1fr'}
                  minWidth={def.minWidth ?? 80}
                  className={
                    def.align === 'end' ? `${styles.column} ${styles.columnEnd}` : styles.column
                  }
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
  );
}

/**
 * React Aria's table layout, virtualizing rows only. Its own layout also leaves out the columns
 * scrolled out of view sideways: a wide table (contracts have 14 columns) would then miss the
 * headers and cells past the right edge, and with them each row's download button, for
 * assistive technology, find-in-page and anyone tabbing along a row. Columns are few; rows
 * are what needs windowing.
 */
class AllColumnsTableLayout<T> extends TableLayout<T> {
  override getVisibleLayoutInfos(rect: Parameters<TableLayout<T>['getVisibleLayoutInfos']>[0]) {
    const allColumns = rect.copy();
    allColumns.x = 0;
    allColumns.width = Math.max(rect.maxX, this.getContentSize().width);
    return super.getVisibleLayoutInfos(allColumns);
  }
}

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
