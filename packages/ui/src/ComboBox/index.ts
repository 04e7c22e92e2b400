export { ComboBox, comboBoxFilters, comboBoxMenuTriggers } from './ComboBox';
export type {
  ComboBoxProps,
  ComboBoxOption,
  ComboBoxFilter,
  ComboBoxMenuTrigger,
} from './ComboBox';
export { useDebouncedValue } from './useDebouncedValue';
