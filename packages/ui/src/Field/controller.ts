/**
 * Adapters between react-hook-form and the fields, written against the shapes react-hook-form
 * hands out (`field` and `fieldState` from `Controller`/`useController`) so that packages/ui
 * does not depend on it.
 *
 * ```tsx
 * <Controller
 *   control={control}
 *   name="email"
 *   rules={{ required: 'required' }}
 *   render={({ field, fieldState }) => (
 *     <TextField label="Email" type="email" {...controllerFieldProps(field, fieldState)} />
 *   )}
 * />
 * ```
 *
 * With `register` (uncontrolled inputs) there is nothing to adapt for the value, but the error
 * still goes through `fieldErrorProps(errors.email)`.
 */

/** What react-hook-form's `fieldState` (or `formState.errors.x`) carries that a field shows. */
export interface ControllerFieldStateLike {
  invalid?: boolean;
  error?: { message?: string } | undefined;
}

/** react-hook-form's `field` from `Controller`/`useController`. */
export interface ControllerFieldLike<V> {
  name: string;
  value: V;
  // react-hook-form types it `(...event: any[]) => void`: it takes a value or an event.
  onChange: (value: V) => void;
  onBlur: () => void;
  disabled?: boolean;
  ref: (instance: HTMLElement | null) => void;
}

/** The error props of a field: `isInvalid` and the message. */
export interface FieldErrorState {
  isInvalid: boolean;
  errorMessage: string | undefined;
}

/**
 * Maps a react-hook-form error to `isInvalid` and `errorMessage`. Accepts the `fieldState` of
 * a `Controller`, or an entry of `formState.errors` (an error object, or undefined).
 */
export function fieldErrorProps(
  state: ControllerFieldStateLike | { message?: string } | undefined,
): FieldErrorState {
  if (!state) return { isInvalid: false, errorMessage: undefined };
  if ('invalid' in state || 'error' in state) {
    const { invalid, error } = state as ControllerFieldStateLike;
    return { isInvalid: Boolean(invalid ?? error), errorMessage: error?.message || undefined };
  }
  const message = (state as { message?: string }).message || undefined;
  return { isInvalid: true, errorMessage: message };
}

/** The props a field takes from a `Controller`'s render arguments. */
export interface ControllerFieldProps<V> extends FieldErrorState {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  isDisabled: boolean | undefined;
}

/**
 * Maps a `Controller`'s `field` and `fieldState` to a field's props: value, change and blur
 * handlers, name, disabled and error state. Fields that forward a ref to their input
 * (TextField, TextArea, PasswordField, NumberField, SearchField, ComboBox) also take
 * `ref={field.ref}`, which lets react-hook-form focus the first invalid field on submit.
 */
export function controllerFieldProps<V>(
  field: ControllerFieldLike<V>,
  fieldState: ControllerFieldStateLike,
): ControllerFieldProps<V> {
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    isDisabled: field.disabled,
    ...fieldErrorProps(fieldState),
  };
}
