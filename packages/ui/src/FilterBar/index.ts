export { FilterBar } from './FilterBar';
export type { FilterBarProps } from './FilterBar';
export { FilterChips } from './FilterChips';
export type { FilterChip, FilterChipsProps } from './FilterChips';
