import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
} from 'react-aria-components';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, resolveInvalid } from '../Field';
import type { FieldBaseProps } from '../Field';
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

/** A checkbox with its label; a mixed state (`isIndeterminate`) for "some of them". */
export function Checkbox({ label, hideLabel = false, isInvalid, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} isInvalid={isInvalid} className={styles.root}>
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

export const checkboxGroupOrientations = ['vertical', 'horizontal'] as const;
export type CheckboxGroupOrientation = (typeof checkboxGroupOrientations)[number];

/** One checkbox of a group. */
export interface CheckboxOption<K extends string = string> {
  /** The value the group reports when this box is checked. */
  id: K;
  label: string;
  /** A second line under the label (read as part of the box's name). */
  description?: string;
  isDisabled?: boolean;
}

export interface CheckboxGroupProps<K extends string = string> extends FieldBaseProps {
  /** The boxes, in display order. */
  options: readonly CheckboxOption<K>[];
  /** The checked ids (controlled). */
  value?: readonly K[];
  /** The initially checked ids (uncontrolled). */
  defaultValue?: readonly K[];
  /** Called with every checked id. */
  onChange?: (value: K[]) => void;
  /** @default 'vertical' */
  orientation?: CheckboxGroupOrientation;
  /** The form field name, for native form submission. */
  name?: string;
}

/** A labelled group of checkboxes with one description and one error for the group. */
export function CheckboxGroup<K extends string = string>(props: CheckboxGroupProps<K>) {
  const {
    label,
    hideLabel,
    description,
    errorMessage,
    isInvalid,
    isRequired,
    options,
    value,
    defaultValue,
    onChange,
    orientation = 'vertical',
    ...rest
  } = props;
  return (
    <AriaCheckboxGroup
      {...rest}
      value={value ? [...value] : undefined}
      defaultValue={defaultValue ? [...defaultValue] : undefined}
      onChange={onChange ? (next) => onChange(next as K[]) : undefined}
      isRequired={isRequired}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      validationBehavior="aria"
      className={styles.group}
    >
      <FieldLabel isRequired={isRequired} hideLabel={hideLabel} elementType="span">
        {label}
      </FieldLabel>
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <AriaCheckbox
            key={option.id}
            value={option.id}
            isDisabled={option.isDisabled}
            className={styles.root}
          >
            {({ isSelected }) => (
              <>
                <span className={styles.box} aria-hidden="true">
                  {isSelected ? <CheckIcon /> : null}
                </span>
                <span className={styles.optionText}>
                  <span>{option.label}</span>
                  {option.description ? (
                    <span className={styles.optionDescription}>{option.description}</span>
                  ) : null}
                </span>
              </>
            )}
          </AriaCheckbox>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaCheckboxGroup>
  );
}
