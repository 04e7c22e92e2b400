import { lazy, Suspense } from 'react';
import { loadOnce } from '../internal/loadOnce';
import { Spinner } from '../Spinner';
import * as styles from './calendar.css';
import type * as CalendarModuleExports from './CalendarView';

type CalendarModule = typeof CalendarModuleExports;

/**
 * Loads the calendars' chunk (once; again after a failed load). The pickers call it when the
 * pointer or focus reaches them, so that the popover usually opens on a loaded calendar.
 */
export const preloadCalendar: () => Promise<CalendarModule> = /* @__PURE__ */ loadOnce(
  () => import('./CalendarView'),
);

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
