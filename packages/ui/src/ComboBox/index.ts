export {
  ComboBox,
  comboBoxEmptyLists,
  comboBoxFilters,
  comboBoxInputModes,
  comboBoxMenuTriggers,
} from './ComboBox';
export type {
  ComboBoxProps,
  ComboBoxOption,
  ComboBoxFilter,
  ComboBoxMenuTrigger,
  ComboBoxEmptyList,
  ComboBoxInputMode,
} from './ComboBox';
export { useDebouncedValue } from './useDebouncedValue';
