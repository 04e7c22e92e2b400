export { PasswordField, passwordAutoCompletes } from './PasswordField';
export type { PasswordFieldProps, PasswordAutoComplete } from './PasswordField';
