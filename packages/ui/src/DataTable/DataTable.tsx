import { useMemo } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Table, TableBody, TableHeader, Virtualizer } from 'react-aria-components';
import type { SortDescriptor } from 'react-aria-components';
import { AllColumnsTableLayout } from './AllColumnsTableLayout';
import { ColumnChooser } from './ColumnChooser';
import { renderColumnHeader } from './columnHeader';
import { useColumnWidths, usePinnedEdges, useTableColumns } from './columns';
import * as styles from './DataTable.css';
import { useActivationWhileSelecting, useRowSelection } from './rowSelection';
import { renderRow, useRowHandlers } from './rows';
import { defaultMessages, StateMessage } from './StateMessage';
import type { DataTableDensity, DataTableProps, DataTableStatus } from './types';

export {
  rowTones,
  rowActionTones,
  dataTableStatuses,
  dataTableDensities,
  sortDirections,
  rowActionsPositions,
} from './types';
export type {
  RowTone,
  RowAction,
  RowActionTone,
  DataTableStatus,
  DataTableDensity,
  RowActionsPosition,
  SortDirection,
  DataTableSort,
  DataTableMessage,
  DataTableMessages,
  DataTableColumnSettings,
  DataTableColumn,
  DataTableProps,
} from './types';

const rowHeights: Record<DataTableDensity, number> = { regular: 40, compact: 32 };
const HEADING_HEIGHT = 40;
const STATE_HEIGHT = 200;

/**
 * A table of records on React Aria's `Table`, virtualized with its `Virtualizer` and
 * `TableLayout`: only the rows in view are in the DOM, while the grid keeps the full
 * `aria-rowcount` and arrow-key navigation across every row. Rows can be activated as a
 * whole (click or Enter), carry an actions menu, be tinted, and be selected with checkboxes
 * (React Aria's own selection) for actions on several at once.
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
    selectedKeys,
    onSelectionChange,
  } = props;

  const selectable = onSelectionChange !== undefined;
  const { choice, write, arranged, shownColumns, tableColumns, pinned, startWidth, endWidth } =
    useTableColumns(columns, columnSettings, rowActions, rowActionsPosition, selectable);
  const scroller = usePinnedEdges(tableColumns);

  const widths = useColumnWidths(shownColumns, rows);
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
  // The grid's least height: +2 leaves a gap between the last row's rule and the frame's
  // border. Its rows (in the flow, sized by the virtualizer) make it taller by a horizontal
  // scrollbar's height when there is one, up to `maxHeight`. A state (empty, loading, error)
  // fills the height it is given: its grid is set to that height.
  const height = Math.min(maxHeight, HEADING_HEIGHT + bodyHeight + 2);
  const mostHeight = items.length > 0 ? maxHeight : height;

  const { handleRowAction, handleActionSelect, actionsLabelOf } = useRowHandlers(
    rows,
    onRowActivate,
    onRowActionSelect,
    getRowLabel,
    getRowActionsLabel,
  );

  const selection = useRowSelection(rows, selectedKeys, onSelectionChange);
  const frameHandlers = useActivationWhileSelecting(
    rows,
    selectable && showRows && selection.onPage.size > 0,
    onRowActivate,
  );

  const sortDescriptor: SortDescriptor | undefined = sort
    ? { column: sort.column, direction: sort.direction }
    : undefined;

  const messageStatus: Exclude<DataTableStatus, 'ready'> = status === 'ready' ? 'empty' : status;
  const message = messages?.[messageStatus] ?? defaultMessages[messageStatus];

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
      <div className={styles.frame} ref={scroller} {...frameHandlers}>
        <Virtualizer layout={AllColumnsTableLayout} layoutOptions={layoutOptions}>
          <Table
            aria-label={props['aria-label']}
            aria-labelledby={props['aria-labelledby']}
            className={styles.grid}
            style={assignInlineVars({
              [styles.gridHeight]: `${height}px`,
              [styles.gridMaxHeight]: `${mostHeight}px`,
              [styles.rowHeightVar]: `${rowHeight}px`,
              [styles.pinStartWidth]: `${startWidth}px`,
              [styles.pinEndWidth]: `${endWidth}px`,
            })}
            sortDescriptor={sortDescriptor}
            onSortChange={(d) =>
              onSortChange?.({ column: String(d.column), direction: d.direction })
            }
            onRowAction={onRowActivate ? handleRowAction : undefined}
            selectionMode={selectable ? 'multiple' : undefined}
            selectionBehavior={selectable ? 'toggle' : undefined}
            selectedKeys={selectable ? selection.onPage : undefined}
            onSelectionChange={selectable ? selection.handleSelectionChange : undefined}
          >
            <TableHeader className={styles.header} columns={tableColumns}>
              {(column) =>
                renderColumnHeader(column, {
                  rowActionsPosition,
                  hasExplicitRowHeader,
                  firstDataColumn,
                  widths,
                })
              }
            </TableHeader>
            <TableBody
              items={items}
              dependencies={[tableColumns, getRowTone, rowActions, getRowLabel, actionsLabelOf]}
              renderEmptyState={() => (
                <StateMessage status={messageStatus} message={message} action={statusAction} />
              )}
            >
              {(row) =>
                renderRow(row, {
                  tableColumns,
                  getRowTone,
                  getRowLabel,
                  rowActions,
                  rowActionsPosition,
                  actionsLabelOf,
                  handleActionSelect,
                })
              }
            </TableBody>
          </Table>
        </Virtualizer>
      </div>
    </div>
  );
}

const emptyRows: never[] = [];

function defaultRowLabel(row: { id: string | number }) {
  return `row ${row.id}`;
}
