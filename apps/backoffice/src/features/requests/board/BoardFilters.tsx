import type { RequestDumpQuery } from '@backoffice/api';
import { START_AFTER_END, parisToday } from '@backoffice/domain';
import { DatePicker, FilterBar } from '@backoffice/ui';
import { useNow } from '@/shared/clock';
import { ListSearchField } from '@/shared/list/ListSearchField';
import { ListSelect } from '@/shared/list/ListSelect';
import type { ListParamsState } from '@/shared/list/useListParams';
import * as styles from './BoardScreen.css';

/**
 * The board's sort (request received or visit time, ascending or descending), in the URL like
 * the filters; it sits above the board, with the columns it orders.
 */
export function BoardSort({ state }: { state: ListParamsState<RequestDumpQuery> }) {
  return <ListSelect list={{ params: state }} name="sort" />;
}

/**
 * The board's filters: start and end date, search, visits scheduled in the last 12/24/48/72
 * hours (the sort sits above the board, BoardSort). Each change is a step in the history;
 * typing a search is one step. They stay on one row down to 1024 px: the fields
 * share a grid where the search takes what the others leave; Reset also puts the sort back.
 * A start date after the end date is said under the start date.
 */
export function BoardFilters({
  state,
  datesWrong = false,
}: {
  state: ListParamsState<RequestDumpQuery>;
  /** The start date is after the end date (the board then asks nothing). @default false */
  datesWrong?: boolean;
}) {
  const { values, set, reset, isChanged } = state;
  const now = useNow();
  const today = parisToday(now());
  return (
    <FilterBar label="Request filters" onReset={reset} isResetDisabled={!isChanged}>
      <div className={styles.filters}>
        {/* A date applies as soon as it is whole (its year's four digits typed, or a day
            picked), one step of the history per date typed; a year half-typed is no search.
            The calendars offer Today. */}
        <DatePicker
          label="Start date"
          value={values.startDate ?? null}
          onCommit={(startDate, { isRevision }) => set({ startDate }, { replace: isRevision })}
          errorMessage={datesWrong ? START_AFTER_END : undefined}
          todayChoice="Today"
          today={today}
        />
        <DatePicker
          label="End date"
          value={values.endDate ?? null}
          onCommit={(endDate, { isRevision }) => set({ endDate }, { replace: isRevision })}
          isInvalid={datesWrong}
          todayChoice="Today"
          today={today}
        />
        <ListSearchField
          label="Search"
          value={values.search ?? ''}
          onCommit={(search, { replace }) => set({ search }, { replace })}
          // '#1264' finds request 1264 whatever the dates.
          placeholder="#id, name, company or email"
        />
        <ListSelect list={{ params: state }} name="visitWithinHours" />
      </div>
    </FilterBar>
  );
}
