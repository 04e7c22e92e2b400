export { Checkbox, CheckboxGroup, checkboxGroupOrientations } from './Checkbox';
export type {
  CheckboxProps,
  CheckboxGroupProps,
  CheckboxOption,
  CheckboxGroupOrientation,
} from './Checkbox';
