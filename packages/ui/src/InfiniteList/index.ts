export { InfiniteList } from './InfiniteList';
export type { InfiniteListProps } from './InfiniteList';
