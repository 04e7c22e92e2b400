export { Select, selectSizes } from './Select';
export type { SelectProps, SelectOption, SelectSection, SelectSize } from './Select';
export { DeferredSelect } from './DeferredSelect';
