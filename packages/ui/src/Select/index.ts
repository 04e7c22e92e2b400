export { Select } from './Select';
export type { SelectProps, SelectOption, SelectSection } from './Select';
export { DeferredSelect } from './DeferredSelect';
