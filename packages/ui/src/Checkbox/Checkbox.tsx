import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
} from 'react-aria-components';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import type { FieldBaseProps } from '../Field';
import * as choice from '../internal/ChoiceGroup';
import { fieldRootProps, splitFieldProps } from '../internal/FieldParts';
import { CheckIcon, MinusIcon } from '../internal/icons';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Pick<
  AriaCheckboxProps,
  | 'isSelected'
  | 'defaultSelected'
  | 'isIndeterminate'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'name'
  | 'value'
  | 'autoFocus'
  | 'onBlur'
> {
  /** The checkbox's label. */
  label: ReactNode;
  /**
   * Hides the label visually (it stays the accessible name), e.g. 'Select row 42'.
   * @default false
   */
  hideLabel?: boolean;
  /** Marks the checkbox invalid (red box, `aria-invalid`). @default false */
  isInvalid?: boolean;
  /** Called with the new state. */
  onChange?: (isSelected: boolean) => void;
}

// A checkbox with its label; a mixed state (`isIndeterminate`) for "some of them".
/**
 * A box that is ticked or not, for one yes-or-no choice that is saved with a form ("I have read
 * the terms"). Use a CheckboxGroup for several independent choices. Use a Switch for a setting
 * that applies at once, without a Save button.
 */
export function Checkbox({ label, hideLabel = false, isInvalid, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} isInvalid={isInvalid} className={choice.choiceClass}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
          </span>
          <span className={hideLabel ? visuallyHidden : undefined}>{label}</span>
        </>
      )}
    </AriaCheckbox>
  );
}

export const checkboxGroupOrientations = choice.choiceGroupOrientations;
export type CheckboxGroupOrientation = choice.ChoiceGroupOrientation;
/** One checkbox of a group. */
export type CheckboxOption<K extends string = string> = choice.ChoiceOption<K>;

export interface CheckboxGroupProps<K extends string = string> extends FieldBaseProps {
  /** The boxes, in display order. */
  options: readonly CheckboxOption<K>[];
  /** The checked ids (controlled). */
  value?: readonly K[];
  /** The initially checked ids (uncontrolled). */
  defaultValue?: readonly K[];
  /** Called with every checked id. */
  onChange?: (value: K[]) => void;
  /**
   * The boxes one under the other (`vertical`) or side by side in a row that wraps
   * (`horizontal`, for two or three short choices).
   * @default 'vertical'
   */
  orientation?: CheckboxGroupOrientation;
  /** The form field name, for native form submission. */
  name?: string;
}

/**
 * A labelled group of checkboxes, with one help text and one error for the group. Use it when
 * people may pick any number of a few visible options. Use a RadioGroup when exactly one may be
 * picked, and a ComboBox or a Select beyond about eight options.
 */
export function CheckboxGroup<K extends string = string>(props: CheckboxGroupProps<K>) {
  const { options, value, defaultValue, onChange, orientation = 'vertical', ...fieldProps } = props;
  const { parts, isInvalid, rest } = splitFieldProps(fieldProps);
  return (
    <AriaCheckboxGroup
      {...rest}
      value={value ? [...value] : undefined}
      defaultValue={defaultValue ? [...defaultValue] : undefined}
      onChange={onChange ? (next) => onChange(next as K[]) : undefined}
      {...fieldRootProps(isInvalid, choice.choiceGroupClass)}
    >
      <choice.ChoiceGroupContent parts={parts} orientation={orientation}>
        {options.map((option) => (
          <AriaCheckbox
            key={option.id}
            value={option.id}
            isDisabled={option.isDisabled}
            className={choice.choiceClass}
          >
            {({ isSelected }) => (
              <>
                <span className={styles.box} aria-hidden="true">
                  {isSelected ? <CheckIcon /> : null}
                </span>
                <choice.ChoiceText option={option} />
              </>
            )}
          </AriaCheckbox>
        ))}
      </choice.ChoiceGroupContent>
    </AriaCheckboxGroup>
  );
}
