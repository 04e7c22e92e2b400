import type { FocusEvent } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import type { FieldBaseProps } from '../Field';
import * as choice from '../internal/ChoiceGroup';
import { fieldRootProps, splitFieldProps } from '../internal/FieldParts';
import * as styles from './RadioGroup.css';

// A radio group lays out and describes its choices as a checkbox group does (the same
// ChoiceGroupContent): one option shape and one orientation list for both.
export const radioGroupOrientations = choice.choiceGroupOrientations;
export type RadioGroupOrientation = choice.ChoiceGroupOrientation;
export type RadioOption<K extends string = string> = choice.ChoiceOption<K>;

export interface RadioGroupProps<K extends string = string> extends FieldBaseProps {
  /** The choices, in display order. */
  options: readonly choice.ChoiceOption<K>[];
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
  orientation?: choice.ChoiceGroupOrientation;
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

// One choice among a few, all visible, with one description and one error for the group. React
// Aria gives it the radio keyboard model: Tab enters on the selected radio (or the first), the
// arrow keys move and select, Tab leaves.
/**
 * One choice among a few options, all visible, with one help text and one error for the group.
 * Use it for two to six options people should compare before choosing. Use a Select for longer
 * lists, and a SegmentedControl for a compact switch between views or languages that applies at
 * once.
 */
export function RadioGroup<K extends string = string>(props: RadioGroupProps<K>) {
  const { options, value, defaultValue, onChange, orientation = 'vertical', ...fieldProps } = props;
  const { parts, isInvalid, rest } = splitFieldProps(fieldProps);
  return (
    <AriaRadioGroup
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (next) => onChange(next as K) : undefined}
      orientation={orientation}
      {...fieldRootProps(isInvalid, choice.choiceGroupClass)}
    >
      <choice.ChoiceGroupContent parts={parts} orientation={orientation}>
        {options.map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            isDisabled={option.isDisabled}
            className={choice.choiceClass}
          >
            <span className={styles.circle} aria-hidden="true" />
            <choice.ChoiceText option={option} />
          </Radio>
        ))}
      </choice.ChoiceGroupContent>
    </AriaRadioGroup>
  );
}
