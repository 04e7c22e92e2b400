export {
  FieldLabel,
  FieldDescription,
  FieldErrorMessage,
  hasMessage,
  resolveInvalid,
} from './Field';
export type { FieldBaseProps, FieldLabelProps, TextValueProps } from './Field';
export { fieldErrorProps, controllerFieldProps } from './controller';
export type {
  ControllerFieldLike,
  ControllerFieldStateLike,
  ControllerFieldProps,
  FieldErrorState,
} from './controller';
