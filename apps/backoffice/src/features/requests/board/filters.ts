import {
  DEFAULT_REQUEST_SORT,
  REQUEST_SORTS,
  VISIT_WITHIN_HOURS,
  defaultRequestDateRange,
  isIsoDay,
} from '@backoffice/domain';
import type { RequestSort, VisitWithinHours } from '@backoffice/domain';

/** The board's filters as the screen holds them: every one has a value (its default or not). */
export interface BoardFilters {
  startDate: string;
  endDate: string;
  search: string;
  visitWithinHours: VisitWithinHours | null;
  sort: RequestSort;
}

/** The URL parameter of each filter; the names are the API's (api-contract.md). */
export const FILTER_PARAMS = {
  startDate: 'startDate',
  endDate: 'endDate',
  search: 'search',
  visitWithinHours: 'visitWithinHours',
  sort: 'sort',
} as const satisfies Record<keyof BoardFilters, string>;

/** The filters of a board nobody has filtered: the last 7 days, received descending. */
export function defaultBoardFilters(now: Date): BoardFilters {
  return {
    ...defaultRequestDateRange(now),
    search: '',
    visitWithinHours: null,
    sort: DEFAULT_REQUEST_SORT,
  };
}

function readDay(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value !== null && isIsoDay(value) ? value : null;
}

function readHours(params: URLSearchParams): VisitWithinHours | null {
  const value = Number(params.get(FILTER_PARAMS.visitWithinHours));
  return (VISIT_WITHIN_HOURS as readonly number[]).includes(value)
    ? (value as VisitWithinHours)
    : null;
}

function readSort(params: URLSearchParams): RequestSort | null {
  const value = params.get(FILTER_PARAMS.sort);
  return REQUEST_SORTS.find((option) => option.value === value)?.value ?? null;
}

/**
 * The filters a URL asks for: each parameter that is missing or not valid (a shared link typed
 * by hand, an old bookmark) falls back to its default.
 */
export function readBoardFilters(params: URLSearchParams, now: Date): BoardFilters {
  const defaults = defaultBoardFilters(now);
  return {
    startDate: readDay(params, FILTER_PARAMS.startDate) ?? defaults.startDate,
    endDate: readDay(params, FILTER_PARAMS.endDate) ?? defaults.endDate,
    search: params.get(FILTER_PARAMS.search)?.trim() ?? '',
    visitWithinHours: readHours(params) ?? defaults.visitWithinHours,
    sort: readSort(params) ?? defaults.sort,
  };
}

/**
 * The URL parameters of some filters: only those that differ from their default, so that the
 * plain /requests stays the default view and a link says only what was chosen.
 */
export function writeBoardFilters(filters: BoardFilters, now: Date): URLSearchParams {
  const defaults = defaultBoardFilters(now);
  const params = new URLSearchParams();
  if (filters.startDate !== defaults.startDate) {
    params.set(FILTER_PARAMS.startDate, filters.startDate);
  }
  if (filters.endDate !== defaults.endDate) params.set(FILTER_PARAMS.endDate, filters.endDate);
  const search = filters.search.trim();
  if (search) params.set(FILTER_PARAMS.search, search);
  if (filters.visitWithinHours !== null) {
    params.set(FILTER_PARAMS.visitWithinHours, String(filters.visitWithinHours));
  }
  if (filters.sort !== defaults.sort) params.set(FILTER_PARAMS.sort, filters.sort);
  params.sort();
  return params;
}

/** True when some filter differs from its default. */
export function isFiltered(filters: BoardFilters, now: Date): boolean {
  return writeBoardFilters(filters, now).size > 0;
}

/** The query of the board call: every filter, defaults included (the dates depend on today). */
export function boardQuery(filters: BoardFilters) {
  return {
    startDate: filters.startDate,
    endDate: filters.endDate,
    search: filters.search || undefined,
    visitWithinHours: filters.visitWithinHours ?? undefined,
    sort: filters.sort,
  };
}
