import type { Ref } from 'react';
import { Button as AriaButton, Input, NumberField as AriaNumberField } from 'react-aria-components';
import type { NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import type { FieldBaseProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { fieldRootProps, GroupedFieldParts, splitFieldProps } from '../internal/FieldParts';
import { MinusIcon, PlusIcon } from '../internal/icons';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends
    FieldBaseProps,
    Pick<AriaNumberFieldProps, 'name' | 'autoFocus' | 'onFocus' | 'onBlur' | 'onKeyDown'> {
  /** The `<input>`, for react-hook-form to focus on an error. */
  ref?: Ref<HTMLInputElement>;
  /**
   * The value (controlled); `null` for an empty field, which is what react-hook-form holds
   * before the user types.
   * @default undefined
   */
  value?: number | null;
  /**
   * The initial value (uncontrolled).
   * @default undefined
   */
  defaultValue?: number | null;
  /**
   * Called with the new value once it is committed (on blur, Enter or a step), `null` when the
   * field was emptied. Typing alone does not call it: the text may not be a number yet.
   */
  onChange?: (value: number | null) => void;
  /**
   * The smallest value; a smaller one typed in is raised to it on blur.
   * @default undefined (no minimum)
   */
  minValue?: number;
  /**
   * The largest value; a larger one typed in is lowered to it on blur.
   * @default undefined (no maximum)
   */
  maxValue?: number;
  /**
   * How much the arrows and steppers add or remove. With a `minValue`, committed values snap to
   * `minValue + n × step`.
   * @default 1
   */
  step?: number;
  /**
   * How the value is shown and parsed, in the user's locale: `{ style: 'currency', currency:
   * 'EUR' }`, `{ style: 'percent' }` (0.2 shows as 20 %), `{ maximumFractionDigits: 0 }`.
   * @default undefined (plain decimal)
   */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * Shows the value without letting the user change it.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Turns off changing the value with the mouse wheel while the field has focus, for a field in
   * a scrolling form.
   * @default false
   */
  isWheelDisabled?: boolean;
  /**
   * A short example of the expected input. Never a replacement for `label`.
   * @default undefined
   */
  placeholder?: string;
}

/** React Aria's NumberField holds an empty value as NaN; callers and forms hold null. */
const toAria = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? Number.NaN : value;
const fromAria = (value: number) => (Number.isNaN(value) ? null : value);

// A number input with its label, help text, error and − / + steppers. It formats the value in
// the user's locale (currency, percent, decimals), parses what is typed the same way, and clamps
// to `minValue`/`maxValue` on blur. Up/Down arrows step, Page Up/Down step by more, Home/End go
// to the bounds. The steppers are named from the label ('Increase Amount') and are left out of
// the Tab order, as the arrows do the same from the input. The ref is the `<input>`, which lets
// react-hook-form focus it.
/**
 * A number input with − and + steppers that formats the value in the user's locale (currency,
 * percent, decimals). Use it for amounts, counts and percentages that people type or nudge. Do
 * not use it for ids, phone numbers or postcodes, which are text that happens to be digits: use
 * a TextField.
 */
export function NumberField({
  ref,
  placeholder,
  value,
  defaultValue,
  onChange,
  ...props
}: NumberFieldProps) {
  const { parts, isInvalid, rest } = splitFieldProps(props);
  return (
    <AriaNumberField
      {...rest}
      value={toAria(value)}
      defaultValue={toAria(defaultValue)}
      onChange={onChange ? (next) => onChange(fromAria(next)) : undefined}
      {...fieldRootProps(isInvalid)}
    >
      <GroupedFieldParts parts={parts} isDisabled={rest.isDisabled} isInvalid={isInvalid}>
        <Input
          ref={ref}
          placeholder={placeholder}
          className={`${fieldStyles.groupInput} ${styles.input}`}
        />
        <AriaButton slot="decrement" className={`${fieldStyles.groupButton} ${styles.stepper}`}>
          <MinusIcon />
        </AriaButton>
        <AriaButton slot="increment" className={`${fieldStyles.groupButton} ${styles.stepper}`}>
          <PlusIcon />
        </AriaButton>
      </GroupedFieldParts>
    </AriaNumberField>
  );
}
