import type { FocusEvent } from 'react';
import type { FieldBaseProps } from '../Field';
import type { HourCycle } from '../LocaleProvider/LocaleProvider';

export const timeFieldGranularities = ['hour', 'minute'] as const;
export type TimeFieldGranularity = (typeof timeFieldGranularities)[number];

export interface TimeFieldProps extends FieldBaseProps {
  /** The time of day (controlled), 'HH:mm' ('14:30'); `null` for none. */
  value?: string | null;
  /** The initial time (uncontrolled), 'HH:mm'. */
  defaultValue?: string | null;
  /** Called with the new time, 'HH:mm', once its segments are filled, or `null` when cleared. */
  onChange?: (value: string | null) => void;
  /**
   * The smallest unit that can be edited.
   * @default 'minute'
   */
  granularity?: TimeFieldGranularity;
  /**
   * 12- or 24-hour clock.
   * @default the LocaleProvider's (24 in en-GB)
   */
  hourCycle?: HourCycle;
  /** The earliest time allowed, 'HH:mm': an earlier one is refused with a message. @default undefined */
  minValue?: string | null;
  /** The latest time allowed, 'HH:mm'. @default undefined */
  maxValue?: string | null;
  /** Where the arrow keys start from on an empty field, 'HH:mm'. @default midnight */
  placeholderValue?: string;
  /** The form field name, for native form submission. */
  name?: string;
  /** Called when focus leaves the field (react-hook-form's `onBlur`). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Focuses the first segment on mount. @default false */
  autoFocus?: boolean;
}
