import { useCallback, useContext, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  DatePicker as AriaDatePicker,
  DatePickerStateContext,
} from 'react-aria-components';
import type { DateValue } from 'react-aria-components';
import { SegmentedInput, SegmentsEventsContext } from '../Field/DateSegments';
import { fieldRootProps, splitFieldProps, withOwnError } from '../internal/FieldParts';
import { useDateSettings } from '../LocaleProvider/LocaleProvider';
import { CalendarFieldParts } from './CalendarFieldParts';
import { PopoverCalendar } from './calendarLoader';
import * as rangeStyles from '../DateRangePicker/DateRangePicker.css';
import { dayToIso, hasWholeYear, todayIn, valueFromIso, valueToIso } from './iso';
import { incompleteMessage, rangeMessage, rangeProblem } from './messages';
import * as styles from './DatePicker.css';
import type { DatePickerProps } from './types';

/** The popover's one-press choice of today (the range picker's presets, one of them). */
function TodayChoice({ label, today }: { label: string; today: DateValue | null }) {
  const state = useContext(DatePickerStateContext);
  if (!state || !today) return null;
  const { value } = state;
  return (
    <div role="group" aria-label="Choices" className={rangeStyles.presets}>
      <AriaButton
        className={rangeStyles.preset}
        aria-current={value && value.compare(today) === 0 ? 'true' : undefined}
        onPress={() => {
          state.setValue(today);
          state.setOpen(false);
        }}
      >
        {label}
      </AriaButton>
    </div>
  );
}

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
    todayChoice,
    today,
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
  // only when the caller changes it. The values this field committed during the edit under way
  // come back as the caller's value, maybe a render or two late (a router's transition): such
  // an echo never replaces what was typed since (the typed year used to snap back).
  const [draft, setDraft] = useState<DateValue | null>(() =>
    read(controlled ? value : defaultValue),
  );
  // The last value committed, or the caller's own when it changed since.
  const committed = useRef(controlled ? value : defaultValue);
  const emitted = useRef(new Set<string>());
  const lastEmitted = useRef<string | null>(null);
  const [shownValue, setShownValue] = useState(value);
  if (controlled && value !== shownValue) {
    setShownValue(value);
    const echo = !!value && emitted.current.has(value);
    // Caught up with (or overruled by) the caller: what comes next (Back, Reset) is theirs.
    if (!echo || value === lastEmitted.current) emitted.current.clear();
    if (!echo) {
      setDraft(read(value));
      committed.current = value;
    }
  }
  const latest = useRef(draft);
  latest.current = draft;

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
  const todayValue = useMemo(() => read(today ?? todayIn(timeZone)), [read, today, timeZone]);
  const kind = granularity === 'day' ? 'date' : 'date and time';
  const problemOf = useCallback(
    (date: DateValue | null) => rangeProblem(date, bounds.minValue, bounds.maxValue, unavailable),
    [bounds, unavailable],
  );

  // Whether this edit (typing in the segments until they are left, or one opening of the
  // calendar) already committed a value.
  const revising = useRef(false);
  // Whether the key being handled is a digit typed into the year, the last segment: the one
  // that finishes typing a date. The other keys (a day's or a month's digits, arrow steps)
  // change the draft only, until Enter or leaving the segments.
  const typingYearAtEnd = useRef(false);
  const commit = (date: DateValue | null = latest.current) => {
    if (!onCommit || date === null || !hasWholeYear(date) || problemOf(date)) return;
    const iso = valueToIso(date, granularity, timeZone);
    if (iso === committed.current) return;
    committed.current = iso;
    emitted.current.add(iso);
    lastEmitted.current = iso;
    const isRevision = revising.current;
    revising.current = true;
    onCommit(iso, { isRevision });
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
        // The edit is over: what is typed next is a new step.
        revising.current = false;
      },
      onEnter: () => commitRef.current(),
      onSegmentKey: (typesYearAtEnd: boolean) => {
        typingYearAtEnd.current = typesYearAtEnd;
      },
    }),
    [],
  );
  // A year still being typed (202) is a date not finished yet, not one out of bounds.
  const partial = draft === null || !hasWholeYear(draft);
  const incomplete =
    partial && left && (filled || (controlled && value !== null && value !== undefined));

  const problem = partial ? null : problemOf(draft);
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
        // A date typed to its end (the year's four digits) applies at once, without Enter or
        // leaving; a day or a month typed over a whole date, or an arrow step, waits for them.
        if (typingYearAtEnd.current) commit(next);
        typingYearAtEnd.current = false;
      }}
      granularity={granularity}
      hourCycle={hourCycle}
      minValue={bounds.minValue}
      maxValue={bounds.maxValue}
      isDateUnavailable={unavailable}
      placeholderValue={placeholder}
      // 09:05 rather than 9:05: times line up in lists and read as the spec writes them.
      shouldForceLeadingZeros
      {...fieldRootProps(error.isInvalid)}
      onFocus={() => setLeft(false)}
      onBlur={onBlur}
      onOpenChange={(isOpen) => {
        // A day picked in the calendar is an edit of its own.
        if (isOpen) revising.current = false;
        else commit();
        onOpenChange?.(isOpen);
      }}
    >
      <CalendarFieldParts
        parts={{ ...parts, errorMessage: error.errorMessage }}
        inputs={
          <SegmentsEventsContext.Provider value={segmentsEvents}>
            <SegmentedInput />
          </SegmentsEventsContext.Provider>
        }
        dialogClassName={todayChoice ? rangeStyles.dialog : styles.dialog}
      >
        {todayChoice ? <TodayChoice label={todayChoice} today={todayValue} /> : null}
        <PopoverCalendar />
      </CalendarFieldParts>
    </AriaDatePicker>
  );
}
