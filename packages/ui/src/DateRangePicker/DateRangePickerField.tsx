import { useContext, useMemo, useState } from 'react';
import {
  Button as AriaButton,
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
} from 'react-aria-components';
import type { DateValue } from 'react-aria-components';
import { CalendarFieldParts } from '../DatePicker/CalendarFieldParts';
import { PopoverCalendar } from '../DatePicker/calendarLoader';
import { dayFromIso, dayToIso, todayIn } from '../DatePicker/iso';
import { rangeMessage, rangeProblem } from '../DatePicker/messages';
import { SegmentedInput } from '../Field/DateSegments';
import * as fieldStyles from '../Field/Field.css';
import { splitFieldProps, withOwnError } from '../internal/FieldParts';
import { useDateSettings } from '../LocaleProvider/LocaleProvider';
import * as styles from './DateRangePicker.css';
import { matchingPreset } from './presets';
import type { DateRangePreset, DateRangeValue } from './presets';
import type { DateRangePickerProps } from './types';

interface RangeObjects {
  start: DateValue;
  end: DateValue;
}

const rangeFromIso = (value: DateRangeValue | null | undefined): RangeObjects | null => {
  const start = dayFromIso(value?.start);
  const end = dayFromIso(value?.end);
  return start && end ? { start, end } : null;
};

interface PresetListProps {
  presets: readonly DateRangePreset[];
  today: string;
  label: string;
}

/** Buttons that set the picker's range and close the popover. */
function PresetList({ presets, today, label }: PresetListProps) {
  const state = useContext(DateRangePickerStateContext);
  if (!state || presets.length === 0) return null;
  const { start, end } = state.value;
  const current =
    start && end
      ? matchingPreset({ start: dayToIso(start), end: dayToIso(end) }, presets, today)
      : undefined;
  return (
    <div role="group" aria-label={label} className={styles.presets}>
      {presets.map((preset) => (
        <AriaButton
          key={preset.id}
          className={styles.preset}
          aria-current={preset.id === current?.id ? 'true' : undefined}
          onPress={() => {
            const range = rangeFromIso(preset.range(today));
            if (range) state.setValue(range);
            state.setOpen(false);
          }}
        >
          {preset.label}
        </AriaButton>
      ))}
    </div>
  );
}

/** The DateRangePicker itself, loaded after the first paint (see DateRangePicker.tsx). */
export function DateRangePickerField(props: DateRangePickerProps) {
  const { parts, rest: fieldProps } = splitFieldProps(props);
  const {
    value,
    defaultValue,
    onChange,
    presets = [],
    today: todayProp,
    presetsLabel = 'Presets',
    minValue,
    maxValue,
    ...rest
  } = fieldProps;
  const { locale, timeZone, hourCycle } = useDateSettings();
  const today = todayProp ?? todayIn(timeZone);
  const controlledValue = useMemo(
    () => (value === undefined ? undefined : rangeFromIso(value)),
    // The strings, not the object: a caller may build a new object with the same days.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [value?.start, value?.end, value === undefined],
  );
  const [initialValue] = useState(() => rangeFromIso(defaultValue));
  const bounds = useMemo(
    () => ({ minValue: dayFromIso(minValue), maxValue: dayFromIso(maxValue) }),
    [minValue, maxValue],
  );
  // The range held, for the picker's own messages: the caller's when controlled.
  const [own, setOwn] = useState(initialValue);
  const current = controlledValue === undefined ? own : controlledValue;

  const problem =
    rangeProblem(current?.start ?? null, bounds.minValue, bounds.maxValue) ??
    rangeProblem(current?.end ?? null, bounds.minValue, bounds.maxValue);
  const reversed = current !== null && current.end.compare(current.start) < 0;
  const ownMessage = problem
    ? rangeMessage(problem, 'date', bounds, { locale, hourCycle })
    : reversed
      ? 'Choose an end date no earlier than the start date.'
      : undefined;
  const error = withOwnError(props, ownMessage);

  return (
    <AriaDateRangePicker<DateValue>
      {...rest}
      value={controlledValue}
      defaultValue={initialValue}
      onChange={(next) => {
        setOwn(next);
        onChange?.(next ? { start: dayToIso(next.start), end: dayToIso(next.end) } : null);
      }}
      minValue={bounds.minValue}
      maxValue={bounds.maxValue}
      placeholderValue={dayFromIso(today) ?? undefined}
      isInvalid={error.isInvalid}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <CalendarFieldParts
        parts={{ ...parts, errorMessage: error.errorMessage }}
        inputs={
          <div className={styles.inputs}>
            <SegmentedInput slot="start" />
            <span aria-hidden="true" className={styles.dash}>
              –
            </span>
            <SegmentedInput slot="end" />
          </div>
        }
        dialogClassName={styles.dialog}
      >
        <PresetList presets={presets} today={today} label={presetsLabel} />
        <PopoverCalendar isRange />
      </CalendarFieldParts>
    </AriaDateRangePicker>
  );
}
