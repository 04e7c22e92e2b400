export {
  DataTable,
  rowTones,
  dataTableStatuses,
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
} from './DataTable';
export { rowActionTones } from './RowActions';
export type { RowAction, RowActionTone } from './RowActions';
