export {
  DataTable,
  rowTones,
  dataTableStatuses,
  rowActionTones,
  rowActionsPositions,
  dataTableDensities,
  sortDirections,
} from './DataTable';
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
} from './DataTable';
