// Public exports of one component family; owned by whoever builds that family.
export * from '../DataTable';
export * from '../Pagination';
export * from '../AppShell';
export * from '../UserMenu';
export * from '../PageHeader';
export * from '../FilterBar';
export * from '../DescriptionList';
export * from '../Card';
export * from '../Tabs';
export * from '../Disclosure';
export * from '../VirtualList';
