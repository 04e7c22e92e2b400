import type { FocusEvent } from 'react';
import { TimeField as AriaTimeField } from 'react-aria-components';
import type { TimeValue } from 'react-aria-components';
import type { Time } from '@internationalized/date';
import { FieldDescription, FieldErrorMessage, FieldLabel, resolveInvalid } from '../Field';
import type { FieldBaseProps } from '../Field';
import { SegmentedInput } from '../Field/DateSegments';
import * as fieldStyles from '../Field/Field.css';

export const timeFieldGranularities = ['hour', 'minute'] as const;
export type TimeFieldGranularity = (typeof timeFieldGranularities)[number];

export interface TimeFieldProps extends FieldBaseProps {
  /** The time (controlled); `null` for none. */
  value?: Time | null;
  /** The initial time (uncontrolled). */
  defaultValue?: Time | null;
  /** Called with the new time once its segments are filled, or `null` when cleared. */
  onChange?: (value: Time | null) => void;
  /**
   * The smallest unit that can be edited.
   * @default 'minute'
   */
  granularity?: TimeFieldGranularity;
  /**
   * 12- or 24-hour clock.
   * @default the locale's (24 in en-GB and fr-FR)
   */
  hourCycle?: 12 | 24;
  /** The earliest time allowed (marks the field invalid before it). @default undefined */
  minValue?: Time;
  /** The latest time allowed. @default undefined */
  maxValue?: Time;
  /** Where the arrow keys start from on an empty field. @default midnight */
  placeholderValue?: Time;
  /** The form field name, for native form submission. */
  name?: string;
  /** Called when focus leaves the field (react-hook-form's `onBlur`). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Focuses the first segment on mount. @default false */
  autoFocus?: boolean;
}

/** A time of day typed in hour and minute segments; arrows step each segment. */
export function TimeField(props: TimeFieldProps) {
  const {
    label,
    hideLabel,
    description,
    errorMessage,
    isInvalid,
    isRequired,
    value,
    defaultValue,
    onChange,
    granularity = 'minute',
    ...rest
  } = props;
  return (
    <AriaTimeField<Time>
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (next: TimeValue | null) => onChange(next as Time | null) : undefined}
      granularity={granularity}
      // 09:05 rather than 9:05: times line up in lists and read as the spec writes them.
      shouldForceLeadingZeros
      isRequired={isRequired}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired} hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      <SegmentedInput bordered />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTimeField>
  );
}
