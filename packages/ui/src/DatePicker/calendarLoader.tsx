import { lazy, Suspense } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './calendar.css';
import type * as CalendarModuleExports from './CalendarView';

type CalendarModule = typeof CalendarModuleExports;

let pending: Promise<CalendarModule> | undefined;

/**
 * Loads the calendars' chunk (once). The pickers call it when the pointer or focus reaches
 * them, so that the popover usually opens on a loaded calendar.
 */
export function preloadCalendar(): Promise<CalendarModule> {
  pending ??= import('./CalendarView').catch((error: unknown) => {
    // A failed load (offline) may be retried on the next opening.
    pending = undefined;
    throw error;
  });
  return pending;
}

const LazyCalendar = lazy(() => preloadCalendar().then((m) => ({ default: m.CalendarView })));
const LazyRangeCalendar = lazy(() =>
  preloadCalendar().then((m) => ({ default: m.RangeCalendarView })),
);

/** What the popover shows while the calendar loads: the calendar's room, and a spinner. */
function CalendarLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading the calendar" />
    </div>
  );
}

/** The calendar of a picker's popover, loaded on first use. */
export function PopoverCalendar({ isRange = false }: { isRange?: boolean }) {
  return (
    <Suspense fallback={<CalendarLoading />}>
      {isRange ? <LazyRangeCalendar /> : <LazyCalendar />}
    </Suspense>
  );
}
