/**
 * Export (operations §1): the request dump of the top bar, said before it is asked for. The
 * export takes the filters of the screen it is pressed on (the board's, as the board shows
 * them), never those of another screen: on a screen without request filters, the board's
 * defaults. What it will hold is said in words, one line a filter.
 */
import { REQUESTS_DEFAULT_DAYS, optionLabel } from './constants';
import { formatDate } from './format';
import {
  DEFAULT_REQUEST_SORT,
  REQUEST_SORTS,
  defaultRequestDateRange,
  type RequestSort,
  type VisitWithinHours,
} from './requests';
import { parseRequestSearch } from './searchSyntax';
import { TEAM_WORDS, type OwnerFilter } from './team';

/** The board's filters, as the export takes them (absent: the board's default). */
export interface RequestExportFilters {
  startDate?: string;
  endDate?: string;
  search?: string;
  visitWithinHours?: VisitWithinHours;
  sort?: RequestSort;
  owner?: OwnerFilter;
  assigneeId?: number;
  waiting?: boolean;
  open?: boolean;
}

export interface RequestExportContext {
  now: Date;
  /** A staff member's name by id, once the team is known (the owner filter's person). */
  staffName?: (id: number) => string | undefined;
}

/** The export's title, and what its first line says of where its filters come from. */
export const REQUEST_EXPORT_WORDS = {
  title: 'Export requests',
  confirm: 'Export',
  fromBoard: "The board's filters, as shown:",
  fromElsewhere: "This screen has no request filters: the export takes the board's defaults.",
} as const;

/**
 * What an export of these filters holds, one line a filter, in the board's words: the dates
 * (or why they do not apply: an id searched, All open), the search, the visits' window, the
 * owner, waiting too long, and the order.
 */
export function requestExportLines(
  filters: RequestExportFilters,
  { now, staffName }: RequestExportContext,
): string[] {
  const lines: string[] = [];
  const search = parseRequestSearch(filters.search ?? '');
  if (search?.kind === 'requestId') {
    lines.push(`Request #${search.requestId} only, whatever its date`);
  } else if (filters.open) {
    lines.push(`${TEAM_WORDS.allOpen}: every request not signed or cancelled, whatever its date`);
  } else {
    const defaults = defaultRequestDateRange(now);
    const startDate = filters.startDate ?? defaults.startDate;
    const endDate = filters.endDate ?? defaults.endDate;
    const isDefault = startDate === defaults.startDate && endDate === defaults.endDate;
    const range = `Received from ${formatDate(startDate)} to ${formatDate(endDate)}`;
    lines.push(isDefault ? `${range} (the last ${REQUESTS_DEFAULT_DAYS} days)` : range);
  }
  if (search?.kind === 'text') lines.push(`Search: “${search.text}”`);
  if (filters.visitWithinHours) {
    lines.push(`Visits scheduled in the last ${filters.visitWithinHours} hours`);
  }
  if (filters.owner === 'mine') lines.push(`${TEAM_WORDS.owner}: ${TEAM_WORDS.mine}`);
  if (filters.owner === 'unassigned') lines.push(`${TEAM_WORDS.owner}: ${TEAM_WORDS.unassigned}`);
  if (filters.assigneeId !== undefined) {
    const name = staffName?.(filters.assigneeId) ?? `Staff member ${filters.assigneeId}`;
    lines.push(`${TEAM_WORDS.owner}: ${name}`);
  }
  if (filters.waiting) lines.push(TEAM_WORDS.waitingTooLong);
  const sort = filters.sort ?? DEFAULT_REQUEST_SORT;
  const order = optionLabel(REQUEST_SORTS, sort);
  lines.push(`Order: ${order}`);
  return lines;
}
