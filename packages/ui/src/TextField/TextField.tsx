import type { Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import type { FieldBaseProps, TextValueProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { FieldParts, fieldRootProps, splitFieldProps } from '../internal/FieldParts';

export const textFieldTypes = ['text', 'email', 'tel', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends
    FieldBaseProps,
    TextValueProps,
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
  /** The `<input>`, for react-hook-form to focus on an error. */
  ref?: Ref<HTMLInputElement>;
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

// A single-line text input with its label, help text and error. The ref is the `<input>`, which
// lets react-hook-form focus it.
/**
 * A single-line text input with its label, help text and error. Use it for short free text: a
 * name, an email address, a reference. Use TextArea for several lines, NumberField for amounts,
 * SearchField for a search box, and a Select when the answer is one of a known list.
 */
export function TextField({ ref, placeholder, type = 'text', ...props }: TextFieldProps) {
  const { parts, isInvalid, rest } = splitFieldProps(props);
  return (
    <AriaTextField {...rest} type={type} {...fieldRootProps(isInvalid)}>
      <FieldParts {...parts}>
        <Input ref={ref} placeholder={placeholder} className={fieldStyles.input} />
      </FieldParts>
    </AriaTextField>
  );
}
