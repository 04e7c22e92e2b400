import { useCallback, useEffect, useRef, useState } from 'react';
import { REQUEST_SORTS, VISIT_WITHIN_HOURS } from '@backoffice/domain';
import type { RequestSort, VisitWithinHours } from '@backoffice/domain';
import { DatePicker, FilterBar, SearchField, Select } from '@backoffice/ui';
import type { SelectOption } from '@backoffice/ui';
import type { BoardFiltersState } from './useBoardFilters';

/** The search waits for a pause in typing before it asks the server. */
const SEARCH_DELAY_MS = 400;

const ANY_TIME = 'any';

const visitOptions: SelectOption<string>[] = [
  { id: ANY_TIME, label: 'Any time' },
  ...VISIT_WITHIN_HOURS.map((hours) => ({ id: String(hours), label: `Last ${hours} hours` })),
];

const sortOptions: SelectOption<RequestSort>[] = REQUEST_SORTS.map((option) => ({
  id: option.value,
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
  state: BoardFiltersState;
  resultText?: string;
}) {
  const { filters, filtered, update, reset } = state;
  const [search, setSearch] = useState(filters.search);
  // Whether the search being typed already has its history entry (later keystrokes replace it).
  const typing = useRef(false);
  // The search this field last wrote to the URL.
  const written = useRef<string | null>(null);

  // The URL wins when it changes by itself (Back, a link, Reset).
  useEffect(() => {
    if (filters.search === written.current) return;
    written.current = null;
    typing.current = false;
    setSearch(filters.search);
  }, [filters.search]);

  const commitSearch = useCallback(
    (value: string) => {
      written.current = value.trim();
      update({ search: value }, { replace: typing.current });
      typing.current = true;
    },
    [update],
  );

  useEffect(() => {
    if (search.trim() === filters.search) return undefined;
    const timer = window.setTimeout(() => commitSearch(search), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, filters.search, commitSearch]);

  const submitSearch = () => {
    if (search.trim() !== filters.search) commitSearch(search);
    typing.current = false;
  };

  return (
    <FilterBar
      label="Request filters"
      onSubmit={submitSearch}
      onReset={reset}
      isResetDisabled={!filtered}
      resultText={resultText}
    >
      {/* A day typed digit by digit is one change (when Enter is pressed, the field is left
          or a day is picked), not one search per digit. */}
      <DatePicker
        label="Start date"
        value={filters.startDate}
        onCommit={(startDate) => update({ startDate })}
      />
      <DatePicker
        label="End date"
        value={filters.endDate}
        onCommit={(endDate) => update({ endDate })}
      />
      <SearchField
        label="Search"
        value={search}
        onChange={setSearch}
        onSubmit={submitSearch}
        onClear={() => {
          typing.current = false;
          if (filters.search) commitSearch('');
        }}
        onBlur={() => {
          typing.current = false;
        }}
        placeholder="Id, name, company, email"
      />
      <Select<string>
        label="Visits scheduled"
        options={visitOptions}
        value={filters.visitWithinHours === null ? ANY_TIME : String(filters.visitWithinHours)}
        onChange={(value) =>
          update({
            visitWithinHours:
              value === null || value === ANY_TIME ? null : (Number(value) as VisitWithinHours),
          })
        }
      />
      <Select<RequestSort>
        label="Sort"
        options={sortOptions}
        value={filters.sort}
        onChange={(sort) => sort && update({ sort })}
      />
    </FilterBar>
  );
}
