import { createContext, useContext, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import {
  DateFieldContext,
  DateFieldStateContext,
  DateSegment,
  Group,
  Input,
  InputContext,
  GroupContext,
  Provider,
  TimeFieldStateContext,
  useContextProps,
  useLocale,
} from 'react-aria-components';
import { GregorianCalendar } from '@internationalized/date';
import { useDateField } from 'react-aria/useDateField';
import { useDateFieldState } from 'react-stately/useDateFieldState';
import type { DateFieldState } from 'react-stately/useDateFieldState';
import * as fieldStyles from './Field.css';
import * as styles from './dateInput.css';

type Slot = 'start' | 'end';

interface SegmentedInputProps {
  /** Which end of a range this input edits. */
  slot?: Slot;
  /** Draws the field border itself (a time field), rather than sitting in a bordered group. */
  bordered?: boolean;
}

export interface SegmentsEvents {
  /**
   * Whether the segments hold any digit (so that "empty" and "half typed" can be told apart
   * while the value is null in both cases).
   */
  onFilledChange?: (filled: boolean, slot: Slot | undefined) => void;
  /** Focus left the segments (to the calendar button, or out of the field). */
  onLeave?: () => void;
  /** Enter was pressed in a segment. */
  onEnter?: () => void;
  /**
   * A key is pressed in a segment, before the segment takes it: `typesYearAtEnd` when it is a
   * digit typed into the year and the year is the last segment (dd/mm/yyyy), the key that
   * can finish typing a date.
   */
  onSegmentKey?: (typesYearAtEnd: boolean) => void;
}

/** What a picker hears from its segments. */
export const SegmentsEventsContext = createContext<SegmentsEvents | null>(null);

// The design system writes Gregorian dates only. React Aria's DateInput asks for every
// calendar system the locale could name (Buddhist, Hebrew, Islamic…), about 4 KiB gzip of the
// routes' first load; this one is given the Gregorian calendar alone.
const gregorian = () => new GregorianCalendar();

/** The segments and the hidden input, inside a DateField, TimeField or the standalone below. */
function Segments({ slot, bordered }: SegmentedInputProps) {
  const dateState = useContext(DateFieldStateContext);
  const timeState = useContext(TimeFieldStateContext);
  const state = (dateState ?? timeState) as DateFieldState;
  const events = useContext(SegmentsEventsContext);
  const onFilledChange = events?.onFilledChange;
  const filled = state.segments.some((segment) => segment.isEditable && !segment.isPlaceholder);
  const lastType = state.segments.findLast((segment) => segment.isEditable)?.type;
  useEffect(() => onFilledChange?.(filled, slot), [onFilledChange, slot, filled]);
  return (
    <>
      <Group
        slot={slot}
        isInvalid={state.isInvalid}
        isDisabled={state.isDisabled}
        isReadOnly={state.isReadOnly}
        className={bordered ? `${fieldStyles.group} ${styles.dateInput}` : styles.dateInput}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            events?.onLeave?.();
        }}
        // In the capture phase: React Aria's segments stop the keys they do not use.
        onKeyDownCapture={(event) => {
          if (event.key === 'Enter') events?.onEnter?.();
          const inYear = (event.target as HTMLElement).dataset.type === 'year';
          events?.onSegmentKey?.(/^\d$/.test(event.key) && inYear && lastType === 'year');
        }}
      >
        {state.segments.map((segment, index) => (
          <DateSegment key={index} segment={segment} className={styles.segment} />
        ))}
      </Group>
      <Input className="" />
    </>
  );
}

/**
 * A picker's segments: its own date field state from the props the DatePicker or
 * DateRangePicker puts in DateFieldContext (what React Aria's DateInput does outside a
 * DateField), with the Gregorian calendar.
 */
function StandaloneSegments(props: SegmentedInputProps) {
  const [fieldProps, fieldRef] = useContextProps(
    { slot: props.slot },
    useRef<HTMLDivElement>(null) as RefObject<HTMLDivElement>,
    DateFieldContext,
  );
  const { locale } = useLocale();
  const state = useDateFieldState({ ...fieldProps, locale, createCalendar: gregorian });
  const inputRef = useRef<HTMLInputElement>(null);
  const { fieldProps: groupProps, inputProps } = useDateField(
    { ...fieldProps, inputRef },
    state,
    fieldRef,
  );
  return (
    <Provider
      values={[
        [DateFieldStateContext, state],
        [InputContext, { ...inputProps, ref: inputRef }],
        [
          GroupContext,
          {
            ...groupProps,
            ref: fieldRef,
            isInvalid: state.isInvalid,
            isDisabled: state.isDisabled,
          },
        ],
      ]}
    >
      <Segments {...props} />
    </Provider>
  );
}

/** Editable date/time segments (day, month, year, hour, minute), each a spin button. */
export function SegmentedInput(props: SegmentedInputProps) {
  const dateState = useContext(DateFieldStateContext);
  const timeState = useContext(TimeFieldStateContext);
  return dateState || timeState ? <Segments {...props} /> : <StandaloneSegments {...props} />;
}
