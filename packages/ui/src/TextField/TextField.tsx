import { forwardRef } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, resolveInvalid } from '../Field';
import type { FieldBaseProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export const textFieldTypes = ['text', 'email', 'tel', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends
    FieldBaseProps,
    Pick<
      AriaTextFieldProps,
      | 'name'
      | 'autoComplete'
      | 'autoFocus'
      | 'isReadOnly'
      | 'inputMode'
      | 'onFocus'
      | 'onBlur'
      | 'onKeyDown'
      | 'enterKeyHint'
    > {
  /** The value (controlled). */
  value?: string;
  /** The initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the new value on every keystroke. */
  onChange?: (value: string) => void;
  /**
   * The input type; it picks the virtual keyboard and autofill.
   * @default 'text'
   */
  type?: TextFieldType;
  /**
   * A short example of the expected input. Never a replacement for `label`.
   * @default undefined
   */
  placeholder?: string;
}

/**
 * A single-line text input with its label, help text and error. The ref is the `<input>`,
 * which lets react-hook-form focus it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  function TextField(props, ref) {
    const {
      label,
      hideLabel,
      description,
      errorMessage,
      isInvalid,
      isRequired,
      placeholder,
      type = 'text',
      ...rest
    } = props;
    return (
      <AriaTextField
        {...rest}
        type={type}
        isRequired={isRequired}
        isInvalid={resolveInvalid(isInvalid, errorMessage)}
        validationBehavior="aria"
        className={fieldStyles.field}
      >
        <FieldLabel isRequired={isRequired} hideLabel={hideLabel}>
          {label}
        </FieldLabel>
        <Input ref={ref} placeholder={placeholder} className={fieldStyles.input} />
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </AriaTextField>
    );
  },
);
