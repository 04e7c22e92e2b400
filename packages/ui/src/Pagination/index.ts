export { Pagination, pageSizeOptions, defaultPageSize } from './Pagination';
export type { PaginationProps, PaginationLabels } from './Pagination';
export { pageWindow, pageCountOf, clampPage, itemRange } from './pageWindow';
