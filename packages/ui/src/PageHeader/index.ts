export { PageHeader, pageHeaderLevels } from './PageHeader';
export type { PageHeaderProps, PageHeaderLevel } from './PageHeader';
