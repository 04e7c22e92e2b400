import { useCallback, useMemo } from 'react';
import { Cell, Row } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { ActionMenu } from '../ActionMenu';
import { useLatest } from '../internal/useLatest';
import { pinClass, SELECTION_COLUMN } from './columns';
import type { TableColumnItem } from './columns';
import * as styles from './DataTable.css';
import { RowSelectionCheckbox } from './rowSelection';
import { rowTones } from './types';
import type { RowAction, RowActionsPosition, RowTone } from './types';

/** What drawing a row takes beyond the row itself. */
export interface RowContext<T> {
  tableColumns: TableColumnItem<T>[];
  getRowTone: ((row: T) => RowTone) | undefined;
  getRowLabel: (row: T) => string;
  rowActions: ((row: T) => RowAction[]) | undefined;
  rowActionsPosition: RowActionsPosition;
  actionsLabelOf: (row: T) => string;
  handleActionSelect: (actionId: string, row: T) => void;
}

/**
 * What the rows do: activate one (a click, or Enter on a focused row), choose in its actions
 * menu, and name that menu.
 */
export function useRowHandlers<T extends { id: string | number }>(
  rows: T[],
  onRowActivate: ((row: T) => void) | undefined,
  onRowActionSelect: ((actionId: string, row: T) => void) | undefined,
  getRowLabel: (row: T) => string,
  getRowActionsLabel: ((row: T) => string) | undefined,
) {
  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const handleRowAction = useCallback(
    (key: Key) => {
      const row = byId.get(key as T['id']);
      if (row && onRowActivate) onRowActivate(row);
    },
    [byId, onRowActivate],
  );

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

  return { handleRowAction, handleActionSelect, actionsLabelOf };
}

/** A row of the body, tinted, with a cell for each of `tableColumns`. */
export function renderRow<T extends { id: string | number }>(row: T, context: RowContext<T>) {
  const { tableColumns, getRowTone, getRowLabel } = context;
  return (
    <Row
      id={row.id}
      textValue={getRowLabel(row)}
      className={rowClass[getRowTone ? getRowTone(row) : 'neutral']}
    >
      {/* Static cells rather than `columns` + a function: a thousand rows skip a
        cached collection each, which is most of a page-size change. */}
      {tableColumns.map((column) => renderCell(row, column, context))}
    </Row>
  );
}

function renderCell<T extends { id: string | number }>(
  row: T,
  column: TableColumnItem<T>,
  {
    rowActionsPosition,
    rowActions,
    actionsLabelOf,
    handleActionSelect,
    getRowLabel,
  }: RowContext<T>,
) {
  if (column.id === SELECTION_COLUMN) {
    return (
      <Cell key={column.id} className={`${styles.selectionCell} ${pinClass.start}`}>
        <RowSelectionCheckbox rowKey={row.id} label={getRowLabel(row)} />
      </Cell>
    );
  }
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
}

const noActions: RowAction[] = [];

// Class names computed once rather than per cell and per row.
const cellClass = { start: styles.cell({ align: 'start' }), end: styles.cell({ align: 'end' }) };
const rowClass = Object.fromEntries(rowTones.map((tone) => [tone, styles.row({ tone })])) as Record<
  RowTone,
  string
>;

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}
