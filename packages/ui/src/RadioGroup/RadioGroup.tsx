import type { FocusEvent } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, resolveInvalid } from '../Field';
import type { FieldBaseProps } from '../Field';
import type { CheckboxGroupOrientation, CheckboxOption } from '../Checkbox/Checkbox';
import * as choiceStyles from '../Checkbox/Checkbox.css';
import * as styles from './RadioGroup.css';

// A radio group lays out and describes its choices as a checkbox group does: one option
// shape, one orientation list and one option text style for both.
export {
  checkboxGroupOrientations as radioGroupOrientations,
  type CheckboxGroupOrientation as RadioGroupOrientation,
  type CheckboxOption as RadioOption,
} from '../Checkbox/Checkbox';

export interface RadioGroupProps<K extends string = string> extends FieldBaseProps {
  /** The choices, in display order. */
  options: readonly CheckboxOption<K>[];
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
  orientation?: CheckboxGroupOrientation;
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
            <span className={choiceStyles.optionText}>
              <span>{option.label}</span>
              {option.description ? (
                <span className={choiceStyles.optionDescription}>{option.description}</span>
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
