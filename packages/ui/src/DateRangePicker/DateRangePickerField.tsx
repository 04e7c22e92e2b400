import { useContext, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
} from 'react-aria-components';
import type { DateValue } from 'react-aria-components';
import { CalendarFieldParts } from '../DatePicker/CalendarFieldParts';
import { PopoverCalendar } from '../DatePicker/calendarLoader';
import { dayFromIso, dayToIso, hasWholeYear, todayIn } from '../DatePicker/iso';
import { rangeMessage, rangeProblem } from '../DatePicker/messages';
import { SegmentedInput } from '../Field/DateSegments';
import { fieldRootProps, splitFieldProps, withOwnError } from '../internal/FieldParts';
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

const keyOf = (range: RangeObjects) => `${dayToIso(range.start)}/${dayToIso(range.end)}`;

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
  const bounds = useMemo(
    () => ({ minValue: dayFromIso(minValue), maxValue: dayFromIso(maxValue) }),
    [minValue, maxValue],
  );
  // The range being edited, as the segments show it. React Aria resets its segments to a
  // controlled value, so the picker holds the draft and gives the caller only finished ranges;
  // the caller's value replaces the draft when it changes, except when it is the echo of a
  // range this picker gave (maybe a render late) while the typing went on (a typed
  // range used to snap back to the default as its year was typed).
  const [draft, setDraft] = useState<RangeObjects | null>(
    () => controlledValue ?? rangeFromIso(defaultValue),
  );
  const emitted = useRef(new Set<string>());
  const lastEmitted = useRef<string | null>(null);
  const [shownValue, setShownValue] = useState(controlledValue);
  if (controlledValue !== undefined && controlledValue !== shownValue) {
    setShownValue(controlledValue);
    const key = controlledValue && keyOf(controlledValue);
    const echo = !!key && emitted.current.has(key);
    if (!echo || key === lastEmitted.current) emitted.current.clear();
    if (!echo) setDraft(controlledValue);
  }

  // Ends still being typed (a year of fewer than four digits) are not judged yet.
  const whole = draft !== null && hasWholeYear(draft.start) && hasWholeYear(draft.end);
  const problem = !whole
    ? null
    : (rangeProblem(draft.start, bounds.minValue, bounds.maxValue) ??
      rangeProblem(draft.end, bounds.minValue, bounds.maxValue));
  const reversed = whole && draft.end.compare(draft.start) < 0;
  const ownMessage = problem
    ? rangeMessage(problem, 'date', bounds, { locale, hourCycle })
    : reversed
      ? 'Choose an end date no earlier than the start date.'
      : undefined;
  const error = withOwnError(props, ownMessage);

  return (
    <AriaDateRangePicker<DateValue>
      {...rest}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        if (!next) {
          onChange?.(null);
          return;
        }
        const finished =
          hasWholeYear(next.start) &&
          hasWholeYear(next.end) &&
          next.end.compare(next.start) >= 0 &&
          !rangeProblem(next.start, bounds.minValue, bounds.maxValue) &&
          !rangeProblem(next.end, bounds.minValue, bounds.maxValue);
        if (!finished) return;
        const key = keyOf(next);
        emitted.current.add(key);
        lastEmitted.current = key;
        onChange?.({ start: dayToIso(next.start), end: dayToIso(next.end) });
      }}
      minValue={bounds.minValue}
      maxValue={bounds.maxValue}
      placeholderValue={dayFromIso(today) ?? undefined}
      {...fieldRootProps(error.isInvalid)}
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
