import { useCallback, useMemo, useRef, useState } from 'react';
import { DatePicker as AriaDatePicker } from 'react-aria-components';
import type { DateValue } from 'react-aria-components';
import { SegmentedInput, SegmentsEventsContext } from '../Field/DateSegments';
import * as fieldStyles from '../Field/Field.css';
import { splitFieldProps, withOwnError } from '../internal/FieldParts';
import { useDateSettings } from '../LocaleProvider/LocaleProvider';
import { CalendarFieldParts } from './CalendarFieldParts';
import { PopoverCalendar } from './calendarLoader';
import { dayToIso, todayIn, valueFromIso, valueToIso } from './iso';
import { incompleteMessage, rangeMessage, rangeProblem } from './messages';
import * as styles from './DatePicker.css';
import type { DatePickerProps } from './types';

/** The DatePicker itself, loaded after the first paint (see DatePicker.tsx). */
export function DatePickerField(props: DatePickerProps) {
  const { parts, rest: fieldProps } = splitFieldProps(props);
  const {
    value,
    defaultValue,
    onChange,
    onCommit,
    onFilledChange,
    granularity = 'day',
    minValue,
    maxValue,
    isDateUnavailable,
    placeholderValue,
    onBlur,
    onOpenChange,
    ...rest
  } = fieldProps;
  const { locale, timeZone, hourCycle } = useDateSettings();
  const read = useCallback(
    (iso: string | null | undefined) => valueFromIso(iso, granularity, timeZone),
    [granularity, timeZone],
  );
  const controlled = value !== undefined;

  // The value being edited. React Aria resets its segments to a controlled value that does
  // not follow its changes, so the picker holds the draft and the caller's value replaces it
  // only when the caller changes it.
  const [draft, setDraft] = useState<DateValue | null>(() =>
    read(controlled ? value : defaultValue),
  );
  const [shownValue, setShownValue] = useState(value);
  if (controlled && value !== shownValue) {
    setShownValue(value);
    setDraft(read(value));
  }
  const latest = useRef(draft);
  latest.current = draft;
  const committed = useRef(controlled ? value : defaultValue);
  if (controlled) committed.current = value;

  const bounds = useMemo(
    () => ({ minValue: read(minValue), maxValue: read(maxValue) }),
    [read, minValue, maxValue],
  );
  const unavailable = useMemo(
    () => (isDateUnavailable ? (date: DateValue) => isDateUnavailable(dayToIso(date)) : undefined),
    [isDateUnavailable],
  );
  const placeholder = useMemo(
    () => read(placeholderValue ?? todayIn(timeZone)) ?? undefined,
    [read, placeholderValue, timeZone],
  );
  const kind = granularity === 'day' ? 'date' : 'date and time';
  const problemOf = useCallback(
    (date: DateValue | null) => rangeProblem(date, bounds.minValue, bounds.maxValue, unavailable),
    [bounds, unavailable],
  );

  const commit = () => {
    const date = latest.current;
    if (!onCommit || date === null || problemOf(date)) return;
    const iso = valueToIso(date, granularity, timeZone);
    if (iso === committed.current) return;
    committed.current = iso;
    onCommit(iso);
  };

  // Whether some segments hold a digit, and whether focus has left them: a half-typed date is
  // pointed out once the segments are left, not while typing.
  const [filled, setFilled] = useState(false);
  const [left, setLeft] = useState(false);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const filledRef = useRef(onFilledChange);
  filledRef.current = onFilledChange;
  const segmentsEvents = useMemo(
    () => ({
      onFilledChange: (isFilled: boolean) => {
        setFilled(isFilled);
        filledRef.current?.(isFilled);
      },
      onLeave: () => {
        setLeft(true);
        commitRef.current();
      },
      onEnter: () => commitRef.current(),
    }),
    [],
  );
  const incomplete =
    draft === null && left && (filled || (controlled && value !== null && value !== undefined));

  const problem = problemOf(draft);
  const ownMessage = problem
    ? rangeMessage(problem, kind, bounds, { locale, hourCycle })
    : incomplete
      ? incompleteMessage(kind)
      : undefined;
  const error = withOwnError(props, ownMessage);

  return (
    <AriaDatePicker<DateValue>
      {...rest}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        latest.current = next;
        onChange?.(next ? valueToIso(next, granularity, timeZone) : null);
      }}
      granularity={granularity}
      hourCycle={hourCycle}
      minValue={bounds.minValue}
      maxValue={bounds.maxValue}
      isDateUnavailable={unavailable}
      placeholderValue={placeholder}
      // 09:05 rather than 9:05: times line up in lists and read as the spec writes them.
      shouldForceLeadingZeros
      isInvalid={error.isInvalid}
      validationBehavior="aria"
      onFocus={() => setLeft(false)}
      onBlur={onBlur}
      onOpenChange={(isOpen) => {
        if (!isOpen) commit();
        onOpenChange?.(isOpen);
      }}
      className={fieldStyles.field}
    >
      <CalendarFieldParts
        parts={{ ...parts, errorMessage: error.errorMessage }}
        inputs={
          <SegmentsEventsContext.Provider value={segmentsEvents}>
            <SegmentedInput />
          </SegmentsEventsContext.Provider>
        }
        dialogClassName={styles.dialog}
      >
        <PopoverCalendar />
      </CalendarFieldParts>
    </AriaDatePicker>
  );
}
