export { ComboBox, comboBoxFilters } from './ComboBox';
export type { ComboBoxProps, ComboBoxOption, ComboBoxFilter } from './ComboBox';
export { useDebouncedValue } from './useDebouncedValue';
