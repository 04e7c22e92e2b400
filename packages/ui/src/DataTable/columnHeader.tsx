import { Column } from 'react-aria-components';
import { Icon } from '../Icon';
import { visuallyHidden } from '../theme/utils.css';
import {
  ACTIONS_COLUMN,
  ACTIONS_WIDTH,
  pinClass,
  SELECTION_COLUMN,
  SELECTION_WIDTH,
} from './columns';
import type { ColumnWidths, TableColumnItem } from './columns';
import * as styles from './DataTable.css';
import { SELECT_ALL_LABEL, SelectAllCheckbox } from './rowSelection';
import type { RowActionsPosition } from './types';

/** What every header of the table needs to know beyond its own column. */
export interface ColumnHeaderContext {
  rowActionsPosition: RowActionsPosition;
  /** A shown column asks to name the rows (`isRowHeader`). */
  hasExplicitRowHeader: boolean;
  /** The first shown column: it names the rows when none asks to. */
  firstDataColumn: string | undefined;
  /** Each shown column's widths (`useColumnWidths`). */
  widths: Map<string, ColumnWidths>;
}

/**
 * The header of one column, as `TableHeader` draws it: its text (hidden or not), the sort
 * arrow of a sortable column, and its widths; the row menu's column has a hidden "Actions", the
 * selection column the checkbox for all the rows shown.
 */
export function renderColumnHeader<T>(
  column: TableColumnItem<T>,
  { rowActionsPosition, hasExplicitRowHeader, firstDataColumn, widths }: ColumnHeaderContext,
) {
  const def = column.def;
  if (column.id === SELECTION_COLUMN) {
    return (
      <Column
        id={SELECTION_COLUMN}
        width={SELECTION_WIDTH}
        minWidth={SELECTION_WIDTH}
        textValue={SELECT_ALL_LABEL}
        className={`${styles.column} ${styles.selectionColumn} ${pinClass.start}`}
      >
        <SelectAllCheckbox />
      </Column>
    );
  }
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
  const isRowHeader = hasExplicitRowHeader ? Boolean(def.isRowHeader) : def.id === firstDataColumn;
  const width = widths.get(def.id)!;
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
      defaultWidth={width.defaultWidth}
      minWidth={width.minWidth}
      maxWidth={width.maxWidth}
      className={columnClass}
    >
      {({ sortDirection }) => (
        <>
          <span className={def.hideHeader ? visuallyHidden : styles.columnLabel}>{def.header}</span>
          {def.sortable ? (
            <span
              aria-hidden="true"
              className={styles.sortIcon({ active: Boolean(sortDirection) })}
            >
              <Icon
                name={
                  sortDirection === 'ascending'
                    ? 'sortAscending'
                    : sortDirection === 'descending'
                      ? 'sortDescending'
                      : 'sort'
                }
              />
            </span>
          ) : null}
        </>
      )}
    </Column>
  );
}
