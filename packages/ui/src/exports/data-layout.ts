// Public exports of one component family; owned by whoever builds that family.
export * from '../DataTable';
export * from '../Pagination';
