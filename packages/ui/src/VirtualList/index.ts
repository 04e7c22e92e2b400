export { VirtualList } from './VirtualList';
export type { VirtualListProps } from './VirtualList';
