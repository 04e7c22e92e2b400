import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarHeading,
} from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../Field/icons';
import * as styles from './calendar.css';

/** Previous/next month buttons (named by React Aria) around the month's heading. */
export function CalendarHeader() {
  return (
    <header className={styles.header}>
      <AriaButton slot="previous" className={styles.navButton}>
        <ChevronLeftIcon />
      </AriaButton>
      <CalendarHeading className={styles.heading} />
      <AriaButton slot="next" className={styles.navButton}>
        <ChevronRightIcon />
      </AriaButton>
    </header>
  );
}

/** The month grid of a Calendar or RangeCalendar. */
export function MonthGrid({ isRange = false }: { isRange?: boolean }) {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => (
          <CalendarCell
            date={date}
            className={isRange ? styles.cell : `${styles.cell} ${styles.singleCell}`}
          />
        )}
      </CalendarGridBody>
    </CalendarGrid>
  );
}
