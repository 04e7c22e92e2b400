import type { FocusEvent } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, resolveInvalid } from '../Field';
import type { FieldBaseProps } from '../Field';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

/** One choice of a radio group (the same shape as a Select's or a CheckboxGroup's option). */
export interface RadioOption<K extends string = string> {
  /** The value the group reports when this choice is selected. */
  id: K;
  /** What the user reads. */
  label: string;
  /** A second line under the label (read as part of the radio's name). */
  description?: string;
  /** Shown but not selectable. */
  isDisabled?: boolean;
}

export interface RadioGroupProps<K extends string = string> extends FieldBaseProps {
  /** The choices, in display order. */
  options: readonly RadioOption<K>[];
  /**
   * The selected id (controlled); `null` for none.
   * @default undefined
   */
  value?: K | null;
  /**
   * The initially selected id (uncontrolled).
   * @default undefined
   */
  defaultValue?: K | null;
  /** Called with the newly selected id. */
  onChange?: (value: K) => void;
  /**
   * Vertical for choices with descriptions or long labels, horizontal for two or three short ones.
   * @default 'vertical'
   */
  orientation?: RadioGroupOrientation;
  /**
   * Shows the choice without letting the user change it.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * The form field name, for native form submission.
   * @default undefined
   */
  name?: string;
  /** Called when focus leaves the group (react-hook-form's `onBlur`). */
  onBlur?: (event: FocusEvent<Element>) => void;
}

/**
 * One choice among a few, all visible, with one description and one error for the group.
 * React Aria gives it the radio keyboard model: Tab enters on the selected radio (or the first),
 * the arrow keys move and select, Tab leaves.
 */
export function RadioGroup<K extends string = string>(props: RadioGroupProps<K>) {
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
    <AriaRadioGroup
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (next) => onChange(next as K) : undefined}
      orientation={orientation}
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
          <Radio
            key={option.id}
            value={option.id}
            isDisabled={option.isDisabled}
            className={styles.radio}
          >
            <span className={styles.circle} aria-hidden="true" />
            <span className={styles.optionText}>
              <span>{option.label}</span>
              {option.description ? (
                <span className={styles.optionDescription}>{option.description}</span>
              ) : null}
            </span>
          </Radio>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaRadioGroup>
  );
}
