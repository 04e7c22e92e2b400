/**
 * The calendars inside the date pickers' popovers, loaded only when a popover first opens
 * (see calendarLoader.ts), so that the segments alone count in a route's first load.
 *
 * They are React Aria's Calendar and RangeCalendar rebuilt from the same hooks (useCalendar,
 * useCalendarGrid, useCalendarCell): react-aria-components keeps its Calendar in the module
 * that also holds the contexts DatePicker needs, so using its Calendar here would pull the
 * whole calendar into the first load. Keyboard, focus, labels and announcements are React
 * Aria's; this file only lays them out.
 */
import { useRef } from 'react';
import type { RefObject } from 'react';
import {
  Button as AriaButton,
  CalendarContext,
  RangeCalendarContext,
  useLocale,
  useSlottedContext,
} from 'react-aria-components';
import { GregorianCalendar, endOfMonth, isSameDay, isSameMonth } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { useCalendar, useCalendarCell, useCalendarGrid } from 'react-aria/useCalendar';
import type { CalendarAria } from 'react-aria/useCalendar';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { mergeProps } from 'react-aria/mergeProps';
import { useRangeCalendar } from 'react-aria/useRangeCalendar';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import { useCalendarState } from 'react-stately/useCalendarState';
import type { CalendarProps, CalendarState, DateValue } from 'react-stately/useCalendarState';
import { useRangeCalendarState } from 'react-stately/useRangeCalendarState';
import type { RangeCalendarProps, RangeCalendarState } from 'react-stately/useRangeCalendarState';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons';
import * as styles from './calendar.css';

type AnyCalendarState = CalendarState | RangeCalendarState;

const gregorian = () => new GregorianCalendar();

interface CellProps {
  date: CalendarDate;
  month: CalendarDate;
  state: AnyCalendarState;
  isRange: boolean;
}

/** One day: a button in a grid cell, with React Aria's states as data attributes. */
function Cell({ date, month, state, isRange }: CellProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isOutsideMonth = !isSameMonth(month, date);
  const { cellProps, buttonProps, ...cell } = useCalendarCell({ date, isOutsideMonth }, state, ref);
  const { hoverProps, isHovered } = useHover({
    isDisabled: cell.isDisabled || cell.isUnavailable,
  });
  const { focusProps, isFocusVisible } = useFocusRing();
  const range = 'highlightedRange' in state ? state.highlightedRange : null;
  return (
    <td {...cellProps}>
      <div
        {...mergeProps(buttonProps, focusProps, hoverProps)}
        ref={ref}
        className={isRange ? styles.cell : `${styles.cell} ${styles.singleCell}`}
        data-focused={cell.isFocused || undefined}
        data-hovered={isHovered || undefined}
        data-pressed={cell.isPressed || undefined}
        data-unavailable={cell.isUnavailable || undefined}
        data-disabled={cell.isDisabled || undefined}
        data-focus-visible={(isFocusVisible && cell.isFocused) || undefined}
        data-outside-month={isOutsideMonth || undefined}
        data-selected={cell.isSelected || undefined}
        data-selection-start={(range && isSameDay(date, range.start)) || undefined}
        data-selection-end={(range && isSameDay(date, range.end)) || undefined}
        data-invalid={cell.isInvalid || undefined}
      >
        {cell.formattedDate}
      </div>
    </td>
  );
}

/** The month grid: weekday initials (hidden from screen readers, the days name them) and days. */
function MonthGrid({ state, isRange }: { state: AnyCalendarState; isRange: boolean }) {
  const month = state.visibleRange.start;
  const { gridProps, headerProps, weekDays, weeksInMonth } = useCalendarGrid(
    { startDate: month, endDate: endOfMonth(month) },
    state,
  );
  return (
    <table {...gridProps} cellPadding={0} className={styles.grid}>
      <thead {...headerProps}>
        <tr>
          {weekDays.map((day, index) => (
            <th key={index} className={styles.headerCell}>
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: weeksInMonth }, (_, week) => (
          <tr key={week}>
            {state
              .getDatesInWeek(week, month)
              .map((date, index) =>
                date ? (
                  <Cell key={index} date={date} month={month} state={state} isRange={isRange} />
                ) : (
                  <td key={index} />
                ),
              )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface FrameProps {
  aria: CalendarAria;
  state: AnyCalendarState;
  isRange: boolean;
  frameRef?: RefObject<HTMLDivElement | null>;
}

/** Previous and next month around the month's name, then the grid. */
function Frame({ aria, state, isRange, frameRef }: FrameProps) {
  const { calendarProps, prevButtonProps, nextButtonProps, title } = aria;
  return (
    <div {...calendarProps} ref={frameRef} className={styles.calendar}>
      {/* The visible title is hidden from screen readers: this heading says the same, and
          React Aria announces the month when it changes. */}
      <VisuallyHidden>
        <h2>{calendarProps['aria-label']}</h2>
      </VisuallyHidden>
      <header className={styles.header}>
        <AriaButton {...prevButtonProps} className={styles.navButton}>
          <ChevronLeftIcon />
        </AriaButton>
        <h2 aria-hidden="true" className={styles.heading}>
          {title}
        </h2>
        <AriaButton {...nextButtonProps} className={styles.navButton}>
          <ChevronRightIcon />
        </AriaButton>
      </header>
      <MonthGrid state={state} isRange={isRange} />
      {/* Lets a screen reader's virtual cursor reach the next month from the grid's end. */}
      <VisuallyHidden>
        <button
          type="button"
          aria-label={nextButtonProps['aria-label']}
          disabled={nextButtonProps.isDisabled}
          onClick={() => state.focusNextPage()}
          tabIndex={-1}
        />
      </VisuallyHidden>
    </div>
  );
}

/** The calendar of a DatePicker, from the props the picker puts in CalendarContext. */
export function CalendarView() {
  const props = useSlottedContext(CalendarContext) as CalendarProps<DateValue>;
  const { locale } = useLocale();
  const state = useCalendarState({ ...props, locale, createCalendar: gregorian });
  const aria = useCalendar(props, state);
  return <Frame aria={aria} state={state} isRange={false} />;
}

/** The calendar of a DateRangePicker, from RangeCalendarContext. */
export function RangeCalendarView() {
  const props = useSlottedContext(RangeCalendarContext) as RangeCalendarProps<DateValue>;
  const { locale } = useLocale();
  const state = useRangeCalendarState({ ...props, locale, createCalendar: gregorian });
  const frameRef = useRef<HTMLDivElement>(null);
  const aria = useRangeCalendar(props, state, frameRef);
  return <Frame aria={aria} state={state} isRange frameRef={frameRef} />;
}
