import { useContext } from 'react';
import type { FocusEvent } from 'react';
import {
  Button as AriaButton,
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
  Dialog,
  Group,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import type { DateValue } from 'react-aria-components';
import { getLocalTimeZone, today as todayIn } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { CalendarHeader, MonthGrid } from '../DatePicker/CalendarParts';
import * as calendarStyles from '../DatePicker/calendar.css';
import { FieldDescription, FieldErrorMessage, FieldLabel, resolveInvalid } from '../Field';
import type { FieldBaseProps } from '../Field';
import { SegmentedInput } from '../Field/DateSegments';
import * as fieldStyles from '../Field/Field.css';
import { CalendarIcon } from '../Field/icons';
import * as popoverStyles from '../Field/popover.css';
import * as styles from './DateRangePicker.css';
import { matchingPreset } from './presets';
import type { DateRangePreset, DateRangeValue } from './presets';

export interface DateRangePickerProps extends FieldBaseProps {
  /** The range (controlled); `null` for none. */
  value?: DateRangeValue | null;
  /** The initial range (uncontrolled). */
  defaultValue?: DateRangeValue | null;
  /** Called with the new range once both ends are complete, or `null` when cleared. */
  onChange?: (value: DateRangeValue | null) => void;
  /**
   * One-press ranges shown beside the calendar, e.g. `defaultDateRangePresets`
   * (last 7 days, last 28 days).
   * @default []
   */
  presets?: readonly DateRangePreset[];
  /**
   * The day presets count from, and the month the calendar opens on while empty. Pass a
   * fixed date in stories and tests (and Paris's today in the app).
   * @default today in the browser's time zone
   */
  today?: CalendarDate;
  /**
   * The accessible name of the preset buttons' group.
   * @default 'Presets'
   */
  presetsLabel?: string;
  /** The earliest date that can be picked. @default undefined */
  minValue?: DateValue;
  /** The latest date that can be picked. @default undefined */
  maxValue?: DateValue;
  /** Form field names of the two ends, for native form submission. */
  startName?: string;
  endName?: string;
  /** Called when focus leaves the field (react-hook-form's `onBlur`). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

interface PresetListProps {
  presets: readonly DateRangePreset[];
  today: CalendarDate;
  label: string;
}

/** Buttons that set the picker's range and close the popover. */
function PresetList({ presets, today, label }: PresetListProps) {
  const state = useContext(DateRangePickerStateContext);
  if (!state || presets.length === 0) return null;
  const { start, end } = state.value;
  const current =
    start && end
      ? matchingPreset({ start: start as CalendarDate, end: end as CalendarDate }, presets, today)
      : undefined;
  return (
    <div role="group" aria-label={label} className={styles.presets}>
      {presets.map((preset) => (
        <AriaButton
          key={preset.id}
          className={styles.preset}
          aria-current={preset.id === current?.id ? 'true' : undefined}
          onPress={() => {
            state.setValue(preset.range(today));
            state.setOpen(false);
          }}
        >
          {preset.label}
        </AriaButton>
      ))}
    </div>
  );
}

/**
 * A range of days typed in two segmented inputs, with a range calendar and optional presets
 * in a popover. Preset ranges are computed from `today`, never from the clock directly.
 */
export function DateRangePicker(props: DateRangePickerProps) {
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
    presets = [],
    today = todayIn(getLocalTimeZone()),
    presetsLabel = 'Presets',
    ...rest
  } = props;
  const invalid = resolveInvalid(isInvalid, errorMessage);
  return (
    <AriaDateRangePicker<CalendarDate>
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (next) => onChange(next as DateRangeValue | null) : undefined}
      placeholderValue={today}
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
        <div className={styles.inputs}>
          <SegmentedInput slot="start" />
          <span aria-hidden="true" className={styles.dash}>
            –
          </span>
          <SegmentedInput slot="end" />
        </div>
        <AriaButton className={fieldStyles.groupButton}>
          <CalendarIcon />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover placement="bottom start" className={popoverStyles.popover}>
        <Dialog className={styles.dialog}>
          <PresetList presets={presets} today={today} label={presetsLabel} />
          <RangeCalendar className={calendarStyles.calendar}>
            <CalendarHeader />
            <MonthGrid isRange />
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
