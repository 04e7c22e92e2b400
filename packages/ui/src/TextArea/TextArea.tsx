import type { Ref } from 'react';
import { useId, useState } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, hasMessage } from '../Field';
import type { FieldBaseProps, TextValueProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { fieldRootProps, splitFieldProps } from '../internal/FieldParts';
import { visuallyHidden } from '../theme/utils.css';
import { characterCount } from './characterCount';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends
    FieldBaseProps,
    TextValueProps,
    Pick<AriaTextFieldProps, 'name' | 'autoFocus' | 'isReadOnly' | 'onFocus' | 'onBlur'> {
  /** The `<textarea>`, for react-hook-form to focus on an error. */
  ref?: Ref<HTMLTextAreaElement>;
  /**
   * Visible lines before the box grows a scrollbar (it can be resized vertically).
   * @default 4
   */
  rows?: number;
  /**
   * A hint shown while the field is empty; not a label (it goes as soon as one types).
   * @default undefined
   */
  placeholder?: string;
  /**
   * Shows a character counter against this maximum. Typing past it is allowed (so a pasted
   * text can be trimmed), the field turns invalid and `overLimitMessage` is shown.
   * @default undefined
   */
  maxLength?: number;
  /**
   * Shown after the counter, and announced, once the text is longer than `maxLength`,
   * e.g. '- Too many characters'.
   * @default 'Too many characters'
   */
  overLimitMessage?: string;
  /**
   * What screen readers hear for the counter.
   * @default (count, max) => `${count} of ${max} characters`
   */
  counterLabel?: (count: number, max: number) => string;
}

const defaultCounterLabel = (count: number, max: number) => `${count} of ${max} characters`;

// A multi-line text input with an optional character counter. Characters are counted by code
// point (`characterCount`); whether an over-long text may be saved is the caller's rule.
/**
 * A multi-line text input with an optional character counter. Use it for notes, messages and
 * descriptions that may run to several lines. Do not use it for one-line answers (TextField) or
 * for formatted text (the RichTextEditor).
 */
export function TextArea({
  ref,
  placeholder,
  rows = 4,
  maxLength,
  overLimitMessage = 'Too many characters',
  counterLabel = defaultCounterLabel,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const { parts, rest } = splitFieldProps(props);
  const { label, hideLabel, isRequired, description, errorMessage } = parts;
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const text = value ?? uncontrolledValue;
  const count = characterCount(text);
  const isOver = maxLength !== undefined && count > maxLength;
  const counterId = useId();
  const hasError = hasMessage(errorMessage);
  const invalid = props.isInvalid ?? (hasError || isOver);

  return (
    <AriaTextField
      {...rest}
      value={text}
      onChange={(next) => {
        if (value === undefined) setUncontrolledValue(next);
        onChange?.(next);
      }}
      isRequired={isRequired}
      {...fieldRootProps(invalid)}
      aria-describedby={maxLength !== undefined ? counterId : undefined}
    >
      <FieldLabel isRequired={isRequired} hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      <AriaTextArea
        ref={ref}
        rows={rows}
        placeholder={placeholder}
        className={`${fieldStyles.input} ${styles.textArea}`}
      />
      <FieldDescription>{description}</FieldDescription>
      {maxLength !== undefined || invalid ? (
        <div className={styles.footer}>
          {maxLength !== undefined ? (
            <span className={styles.counter} data-over-limit={isOver || undefined}>
              <span aria-hidden="true">
                {count}/{maxLength}
              </span>
              <span id={counterId} className={visuallyHidden}>
                {counterLabel(count, maxLength)}
              </span>
            </span>
          ) : null}
          <FieldErrorMessage>
            {isOver ? overLimitMessage : null}
            {isOver && hasError ? ' ' : null}
            {hasError ? errorMessage : null}
          </FieldErrorMessage>
        </div>
      ) : null}
      {maxLength !== undefined ? (
        // Announces crossing the limit once, not every keystroke's count.
        <span role="status" className={visuallyHidden}>
          {isOver ? overLimitMessage : ''}
        </span>
      ) : null}
    </AriaTextField>
  );
}
