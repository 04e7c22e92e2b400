import { lastDays } from './dates';
import { formatDate, formatTime } from './format';
import { SEARCH_FILTER_KEYS, SEARCH_PLACE_KEYS } from './searchCriteria';

/**
 * Analytics (operations §2): 'Search Stats', a CSV of the searches made in a from/to range of
 * days (both included), and a CSV of office analytics. The spec gives no default range: the
 * last 28 days, the documents' default, since a CSM reads search trends over weeks rather than
 * days.
 */
export const SEARCH_ANALYTICS_DEFAULT_DAYS = 28;

/** The spec's name for the search analytics section. */
export const SEARCH_STATS_TITLE = 'Search Stats';

/** A search analytics range: the call's `minDate` and `maxDate`, Paris days. */
export interface SearchAnalyticsRange {
  minDate: string;
  maxDate: string;
}

/** The range the search stats open on: the last 28 days in Paris, today included. */
export function defaultSearchAnalyticsRange(now: Date): SearchAnalyticsRange {
  const { startDate, endDate } = lastDays(SEARCH_ANALYTICS_DEFAULT_DAYS, now);
  return { minDate: startDate, maxDate: endDate };
}

/** Said instead of saving a file when the range holds no search (an empty file helps nobody). */
export function noSearchesText({ minDate, maxDate }: SearchAnalyticsRange): string {
  const range =
    minDate === maxDate
      ? `on ${formatDate(minDate)}`
      : `from ${formatDate(minDate)} to ${formatDate(maxDate)}`;
  return `No searches were made ${range}: there is nothing to download.`;
}

/** Said once a file is handed to the browser. */
export function downloadedText(filename: string): string {
  return `Downloaded ${filename}.`;
}

/**
 * The map search's criteria, one column each in the search analytics CSV: the location text,
 * the place's fields, the Filters panel's criteria in its order, then the search text, the sort
 * and what the screen itself sends.
 */
export const SEARCH_CRITERIA_COLUMNS = [
  'q',
  ...SEARCH_PLACE_KEYS,
  ...SEARCH_FILTER_KEYS,
  'searchString',
  'publicationDateSort',
  'page',
  'view',
  'zoom',
] as const;

/** The CSV's first columns, before the criteria: dates and times in Paris, as everywhere. */
export const SEARCH_ANALYTICS_HEADER = [
  'Id',
  'Date',
  'Time (Paris)',
  'Source',
  'Place',
  'Results',
  ...SEARCH_CRITERIA_COLUMNS,
] as const;

/** One map search as the analytics CSV tells it. */
export interface SearchEventRecord {
  id: number;
  searchedAt: string | Date;
  source: string;
  place: string | null;
  resultCount: number;
  criteria: Readonly<Record<string, unknown>>;
}

/** A criterion's cell: a list as its items separated by spaces, nothing for an absent one. */
function criterionCell(value: unknown): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.join(' ');
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
}

/**
 * One row of the search analytics CSV: its date (dd/MM/yyyy) and time (HH:mm) in Paris, so
 * that a search made at 00:18 on 1 October in Paris is on 01/10, then one cell per criterion.
 */
export function searchAnalyticsRow(event: SearchEventRecord): (string | number | boolean | null)[] {
  return [
    event.id,
    formatDate(event.searchedAt),
    formatTime(event.searchedAt),
    event.source,
    event.place,
    event.resultCount,
    ...SEARCH_CRITERIA_COLUMNS.map((name) => criterionCell(event.criteria[name])),
  ];
}
