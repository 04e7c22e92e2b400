import type { FocusEvent } from 'react';
import type { FieldBaseProps } from '../Field';

// No runtime import of the date library here: the shells that render before the fields load
// (DatePicker.tsx and its siblings) read these types and must stay light.

export const datePickerGranularities = ['day', 'minute'] as const;
export type DatePickerGranularity = (typeof datePickerGranularities)[number];

/** What `onCommit` says besides the value. */
export interface DatePickerCommitDetails {
  /**
   * The value replaces one committed earlier in the same edit, while focus stayed in the
   * segments (the day typed, then the month): a filter writes it over its last step of the
   * history rather than adding one per segment.
   */
  isRevision: boolean;
}

export interface DatePickerProps extends FieldBaseProps {
  /**
   * The value (controlled), `null` for none. With `granularity="day"` an ISO day,
   * '2026-11-23'. With `granularity="minute"` an instant, ISO 8601 with an offset or Z
   * ('2026-11-23T13:30:00.000Z'), shown in the LocaleProvider's time zone.
   */
  value?: string | null;
  /** The initial value (uncontrolled), in the same form as `value`. */
  defaultValue?: string | null;
  /**
   * Called with every complete value while it is edited (each typed digit that completes a
   * date, each arrow step, each day picked), or `null` when a segment is emptied: an ISO day
   * ('2026-11-23'), or an instant in UTC ('2026-11-23T13:30:00.000Z') for `minute`. A value
   * outside `minValue`/`maxValue` is reported too (the field shows why it cannot be taken),
   * so that a form's own check can say so in its words.
   */
  onChange?: (value: string | null) => void;
  /**
   * Called once the segments are drawn (`false` while empty), then when they go from empty to
   * holding a digit, and back (a value picked in the calendar fills them too). While
   * `onChange` says `null`, this tells a half-typed date from an empty field: a form's leave
   * guard counts the first as unsaved input.
   */
  onFilledChange?: (isFilled: boolean) => void;
  /**
   * Called with each complete value within the bounds that differs from the last one, once
   * the person is done with it: a day picked in the calendar or a Today choice at once; a
   * typed date when its year's fourth digit is typed in the last segment (dd/mm/yyyy), on
   * Enter, or when focus leaves the segments. A day or a month typed over a whole date, and an
   * arrow step, change the field only until then, and the years 2, 20 and 202 that React Aria
   * holds while 2026 is typed are never values. For filters, where the URL and the list follow
   * a commit at once: one search per date, never a half-typed one. `isRevision` tells the
   * values that replace one given earlier in the same edit.
   */
  onCommit?: (value: string, details: DatePickerCommitDetails) => void;
  /**
   * A one-press choice in the calendar's popover that picks `today`, named by this text
   * (e.g. 'Today'). None when not given.
   * @default undefined
   */
  todayChoice?: string;
  /**
   * The day the Today choice picks, an ISO day. Pass a fixed day in stories and tests.
   * @default today in the LocaleProvider's time zone
   */
  today?: string;
  /**
   * `day` edits a date; `minute` adds hour and minute segments (a date and time).
   * @default 'day'
   */
  granularity?: DatePickerGranularity;
  /**
   * The earliest value that can be taken: days before it are greyed out in the calendar, and
   * a typed value before it is refused with a message. A day or an instant.
   * @default undefined
   */
  minValue?: string | null;
  /** The latest value that can be taken (as `minValue`). @default undefined */
  maxValue?: string | null;
  /**
   * Days that cannot be picked (greyed out and struck through), given as ISO days.
   * @default undefined
   */
  isDateUnavailable?: (day: string) => boolean;
  /**
   * The month the calendar shows, and the segments' starting point, while empty (a day or an
   * instant). Give a fixed value in stories and tests.
   * @default today in the LocaleProvider's time zone
   */
  placeholderValue?: string;
  /** The form field name, for native form submission. */
  name?: string;
  /** Called when focus leaves the field (react-hook-form's `onBlur`). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Focuses the first segment on mount. @default false */
  autoFocus?: boolean;
}
