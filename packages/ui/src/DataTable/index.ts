export {
  DataTable,
  rowTones,
  dataTableStatuses,
  rowActionTones,
  rowActionsPositions,
  dataTableDensities,
  sortDirections,
} from './DataTable';
export { dataTableColumnKinds, dataTableColumnPins, columnKindWidths } from './columnKinds';
export type { DataTableColumnKind, DataTableColumnPin } from './columnKinds';
export { memoryColumnStorage } from './columnPreferences';
export type { ColumnStorage } from './columnPreferences';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableSort,
  DataTableStatus,
  DataTableDensity,
  DataTableMessage,
  DataTableMessages,
  RowTone,
  SortDirection,
  RowAction,
  RowActionTone,
  RowActionsPosition,
  DataTableColumnSettings,
} from './DataTable';
export { ShortUuid } from './ShortUuid';
export type { ShortUuidProps } from './ShortUuid';
