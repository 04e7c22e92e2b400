import type { FocusEvent } from 'react';
import type { FieldBaseProps } from '../Field';
import type { DateRangePreset, DateRangeValue } from './presets';

export interface DateRangePickerProps extends FieldBaseProps {
  /** The range (controlled), ISO days ('2026-11-23'); `null` for none. */
  value?: DateRangeValue | null;
  /** The initial range (uncontrolled). */
  defaultValue?: DateRangeValue | null;
  /**
   * Called with the new range, as ISO days, as soon as it is finished: both ends complete with
   * four-digit years (React Aria takes the years 2, 20 and 202 on the way to 2026: they are
   * never given), the end no earlier than the start, both within the bounds. A range typed
   * half-way stays in the field as typed, with its message, until it is finished. `null` when
   * cleared.
   */
  onChange?: (value: DateRangeValue | null) => void;
  /**
   * One-press ranges shown beside the calendar, e.g. `defaultDateRangePresets`
   * (last 7 days, last 28 days).
   * @default []
   */
  presets?: readonly DateRangePreset[];
  /**
   * The day presets count from (an ISO day), and the month the calendar opens on while
   * empty. Pass a fixed day in stories and tests.
   * @default today in the LocaleProvider's time zone
   */
  today?: string;
  /**
   * The accessible name of the preset buttons' group.
   * @default 'Presets'
   */
  presetsLabel?: string;
  /**
   * The earliest day that can be picked (an ISO day): earlier days are greyed out, and a typed
   * one is refused with a message.
   * @default undefined
   */
  minValue?: string | null;
  /** The latest day that can be picked (as `minValue`). @default undefined */
  maxValue?: string | null;
  /** Form field names of the two ends, for native form submission. */
  startName?: string;
  /** The end's form field name (see `startName`). */
  endName?: string;
  /** Called when focus leaves the field (react-hook-form's `onBlur`). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}
