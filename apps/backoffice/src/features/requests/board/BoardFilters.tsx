import type { RequestBoardQuery } from '@backoffice/api';
import { REQUEST_SORTS, VISIT_WITHIN_HOURS } from '@backoffice/domain';
import type { RequestSort, VisitWithinHours } from '@backoffice/domain';
import { DatePicker, FilterBar } from '@backoffice/ui';
import { ListSearchField } from '../../../shared/list/ListSearchField';
import { ListSelect } from '../../../shared/list/ListSelect';
import type { ListSelectOption } from '../../../shared/list/ListSelect';
import type { ListParamsState } from '../../../shared/list/useListParams';

const visitOptions: ListSelectOption<VisitWithinHours>[] = [
  { value: undefined, label: 'Any time' },
  ...VISIT_WITHIN_HOURS.map((hours) => ({ value: hours, label: `Last ${hours} hours` })),
];

const sortOptions: ListSelectOption<RequestSort>[] = REQUEST_SORTS.map((option) => ({
  value: option.value,
  label: option.label,
}));

/**
 * The board's filters: start and end date, search, visits scheduled in the last 12/24/48/72
 * hours, and sort. Each change is a step in the history; typing a search is one step.
 */
export function BoardFilters({
  state,
  resultText,
}: {
  state: ListParamsState<RequestBoardQuery>;
  resultText?: string;
}) {
  const { values, set, reset, isChanged } = state;
  return (
    <FilterBar
      label="Request filters"
      onReset={reset}
      isResetDisabled={!isChanged}
      resultText={resultText}
    >
      {/* A day typed digit by digit is one change (when Enter is pressed, the field is left
          or a day is picked), not one search per digit. */}
      <DatePicker
        label="Start date"
        value={values.startDate ?? null}
        onCommit={(startDate) => set({ startDate })}
      />
      <DatePicker
        label="End date"
        value={values.endDate ?? null}
        onCommit={(endDate) => set({ endDate })}
      />
      <ListSearchField
        label="Search"
        value={values.search ?? ''}
        onCommit={(search, { replace }) => set({ search }, { replace })}
        placeholder="Id, name, company, email"
      />
      <ListSelect<VisitWithinHours>
        label="Visits scheduled"
        options={visitOptions}
        value={values.visitWithinHours}
        onChange={(visitWithinHours) => set({ visitWithinHours })}
      />
      <ListSelect<RequestSort>
        label="Sort"
        options={sortOptions}
        value={values.sort}
        onChange={(sort) => set({ sort })}
      />
    </FilterBar>
  );
}
