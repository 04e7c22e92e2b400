import { lastDays } from './dates';
import { formatDate } from './format';

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
