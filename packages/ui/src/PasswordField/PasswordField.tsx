import { useState } from 'react';
import type { ClipboardEvent, Ref } from 'react';
import { Button as AriaButton, Input, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import type { FieldBaseProps, TextValueProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { fieldRootProps, GroupedFieldParts, splitFieldProps } from '../internal/FieldParts';
import { EyeIcon, EyeOffIcon } from '../internal/icons';

export const passwordAutoCompletes = ['current-password', 'new-password'] as const;
export type PasswordAutoComplete = (typeof passwordAutoCompletes)[number];

export interface PasswordFieldProps
  extends
    FieldBaseProps,
    TextValueProps,
    Pick<AriaTextFieldProps, 'name' | 'autoFocus' | 'onFocus' | 'onBlur' | 'onKeyDown'> {
  /** The `<input>`, for react-hook-form to focus on an error. */
  ref?: Ref<HTMLInputElement>;
  /**
   * Tells password managers whether to fill a saved password or suggest a new one.
   * @default 'current-password'
   */
  autoComplete?: PasswordAutoComplete;
  /**
   * Blocks copy, cut and paste in the field (the spec's host-credential form asks for it, so
   * that a password and its confirmation are typed twice).
   * @default false
   */
  blockClipboard?: boolean;
  /**
   * The toggle's accessible name while the password is hidden.
   * @default 'Show password'
   */
  showPasswordLabel?: string;
  /**
   * The toggle's accessible name while the password is shown.
   * @default 'Hide password'
   */
  hidePasswordLabel?: string;
}

const preventClipboard = (event: ClipboardEvent) => event.preventDefault();

// A password input with a show/hide toggle. The toggle is a button whose name says what it will
// do ('Show password' / 'Hide password'); the input keeps its value and focus.
/**
 * A password input with a button that shows or hides what was typed. Use it wherever a password
 * or a secret is typed. Do not use it to display a secret that is already set: show a CopyButton
 * or a masked value instead.
 */
export function PasswordField({
  ref,
  autoComplete = 'current-password',
  blockClipboard = false,
  showPasswordLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  ...props
}: PasswordFieldProps) {
  const { parts, isInvalid, rest } = splitFieldProps(props);
  const [isVisible, setVisible] = useState(false);
  const clipboardHandlers = blockClipboard
    ? { onCopy: preventClipboard, onCut: preventClipboard, onPaste: preventClipboard }
    : {};

  return (
    <AriaTextField
      {...rest}
      {...clipboardHandlers}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      {...fieldRootProps(isInvalid)}
    >
      <GroupedFieldParts parts={parts} isDisabled={rest.isDisabled} isInvalid={isInvalid}>
        <Input
          ref={ref}
          className={fieldStyles.groupInput}
          // Spell-checkers and autocorrect must not see or alter a shown password.
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
        />
        <AriaButton
          className={fieldStyles.groupButton}
          isDisabled={rest.isDisabled}
          aria-label={isVisible ? hidePasswordLabel : showPasswordLabel}
          onPress={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </AriaButton>
      </GroupedFieldParts>
    </AriaTextField>
  );
}
