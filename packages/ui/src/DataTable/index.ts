export {
  DataTable,
  rowTones,
  dataTableStatuses,
  rowActionTones,
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
} from './DataTable';
