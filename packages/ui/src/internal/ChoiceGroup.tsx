import type { ReactNode } from 'react';
import { FieldParts } from './FieldParts';
import type { FieldPartsProps } from './FieldParts';
import * as styles from './choiceGroup.css';

export { group as choiceGroupClass, choice as choiceClass } from './choiceGroup.css';

export const choiceGroupOrientations = ['vertical', 'horizontal'] as const;
export type ChoiceGroupOrientation = (typeof choiceGroupOrientations)[number];

/** One choice of a checkbox or radio group. */
export interface ChoiceOption<K extends string = string> {
  /** The value the group reports for this choice. */
  id: K;
  label: string;
  /** A second line under the label (read as part of the choice's name). */
  description?: string;
  isDisabled?: boolean;
}

/**
 * The inside of a checkbox group or a radio group (as primer's CheckboxOrRadioGroup): the
 * group's label, its choices laid out in a column or a row, one description and one error for
 * the whole group. React Aria's CheckboxGroup or RadioGroup around it wires them.
 */
export function ChoiceGroupContent({
  parts,
  orientation,
  children,
}: {
  parts: FieldPartsProps;
  orientation: ChoiceGroupOrientation;
  /** The checkboxes or radios. */
  children: ReactNode;
}) {
  return (
    <FieldParts {...parts} labelElementType="span">
      <div className={styles.options} data-orientation={orientation}>
        {children}
      </div>
    </FieldParts>
  );
}

/** A choice's label, with its second line when it has one. */
export function ChoiceText({ option }: { option: ChoiceOption }) {
  return (
    <span className={styles.optionText}>
      <span>{option.label}</span>
      {option.description ? (
        <span className={styles.optionDescription}>{option.description}</span>
      ) : null}
    </span>
  );
}
