import type { FocusEvent } from 'react';
import {
  Button as AriaButton,
  Calendar,
  DatePicker as AriaDatePicker,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components';
import type { DateValue } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import { FieldDescription, FieldErrorMessage, FieldLabel, resolveInvalid } from '../Field';
import type { FieldBaseProps } from '../Field';
import { SegmentedInput } from '../Field/DateSegments';
import * as fieldStyles from '../Field/Field.css';
import { CalendarIcon } from '../Field/icons';
import * as popoverStyles from '../Field/popover.css';
import { CalendarHeader, MonthGrid } from './CalendarParts';
import * as calendarStyles from './calendar.css';
import * as styles from './DatePicker.css';

export const datePickerGranularities = ['day', 'minute'] as const;
export type DatePickerGranularity = (typeof datePickerGranularities)[number];

export interface DatePickerProps<T extends DateValue = CalendarDate> extends FieldBaseProps {
  /** The date (controlled); `null` for none. A `CalendarDate`, or a `CalendarDateTime` with `granularity="minute"`. */
  value?: T | null;
  /** The initial date (uncontrolled). */
  defaultValue?: T | null;
  /** Called with the new date once every segment is filled, or `null` when cleared. */
  onChange?: (value: T | null) => void;
  /**
   * `day` edits a date; `minute` adds hour and minute segments (a date and time).
   * @default 'day'
   */
  granularity?: DatePickerGranularity;
  /** The earliest date that can be picked. @default undefined */
  minValue?: DateValue;
  /** The latest date that can be picked. @default undefined */
  maxValue?: DateValue;
  /** Days that cannot be picked (greyed out and struck through). @default undefined */
  isDateUnavailable?: (date: DateValue) => boolean;
  /**
   * The month the calendar shows, and the starting value of the segments, while empty.
   * Give a fixed date in stories and tests.
   * @default today
   */
  placeholderValue?: T;
  /** The form field name, for native form submission. */
  name?: string;
  /** Called when focus leaves the field (react-hook-form's `onBlur`). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Focuses the first segment on mount. @default false */
  autoFocus?: boolean;
}

/**
 * A date (or date and time) typed in segments, with a calendar in a popover. Segments follow
 * the locale's order and hour cycle; React Aria gives the arrow-key editing, the calendar's
 * grid navigation and its announcements.
 */
export function DatePicker<T extends DateValue = CalendarDate>(props: DatePickerProps<T>) {
  const {
    label,
    hideLabel,
    description,
    errorMessage,
    isInvalid,
    isRequired,
    isDisabled,
    value,
    defaultValue,
    onChange,
    granularity = 'day',
    ...rest
  } = props;
  const invalid = resolveInvalid(isInvalid, errorMessage);
  return (
    <AriaDatePicker<T>
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (next) => onChange(next as T | null) : undefined}
      granularity={granularity}
      // 09:05 rather than 9:05: times line up in lists and read as the spec writes them.
      shouldForceLeadingZeros
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={invalid}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired} hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      <Group className={fieldStyles.group}>
        <SegmentedInput />
        <AriaButton className={fieldStyles.groupButton}>
          <CalendarIcon />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover placement="bottom start" className={popoverStyles.popover}>
        <Dialog className={styles.dialog}>
          <Calendar className={calendarStyles.calendar}>
            <CalendarHeader />
            <MonthGrid />
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
