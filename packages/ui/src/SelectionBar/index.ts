export { SelectionBar } from './SelectionBar';
export type { SelectionBarProps, SelectionNoun } from './SelectionBar';
