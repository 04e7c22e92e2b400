export {
  DataTable,
  rowTones,
  dataTableStatuses,
  rowActionTones,
  rowActionsPositions,
  dataTableDensities,
  sortDirections,
  dataTableColumnKinds,
  dataTableColumnPins,
  columnKindWidths,
} from './DataTable';
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
  DataTableColumnKind,
  DataTableColumnPin,
  DataTableColumnSettings,
} from './DataTable';
export { ShortUuid } from './ShortUuid';
export type { ShortUuidProps } from './ShortUuid';
