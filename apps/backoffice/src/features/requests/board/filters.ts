import { routes } from '@backoffice/api';
import type { RequestDumpQuery } from '@backoffice/api';
import {
  DEFAULT_REQUEST_SORT,
  REQUEST_SORTS,
  VISIT_WITHIN_HOURS,
  defaultRequestDateRange,
} from '@backoffice/domain';
import { thisWeekPreset, todayPreset } from '@backoffice/ui';
import type { ListSpec, ListValues } from '@/shared/list/listParams';

/**
 * The board's parameters in the URL (operations §2, api-contract "Request board filters"):
 * start and end date (the last 7 days unless chosen), search, visits scheduled in the last
 * 12/24/48/72 hours, whose requests (`owner` mine or unassigned, or one person's
 * `assigneeId`), only those waiting too long (`waiting`), every open request whatever its
 * date (`open`, "All open"), and sort (request received descending unless chosen). Read and
 * written by the app's one list pattern (useListParams), checked by the export route's query
 * struct.
 */
export const boardParams: ListSpec<RequestDumpQuery> = {
  // The filters alone: how many cards each column carries (`perColumn`) is the screen's, not
  // the URL's, and the export (which shares these filters) does not take it.
  query: routes.dumpRequests.query,
  defaults: (now) => ({ ...defaultRequestDateRange(now), sort: DEFAULT_REQUEST_SORT }),
  orderKeys: ['sort'],
  selects: {
    sort: { label: 'Sort', options: REQUEST_SORTS },
    visitWithinHours: {
      label: 'Visits scheduled',
      options: [
        { value: undefined, label: 'Any time' },
        ...VISIT_WITHIN_HOURS.map((hours) => ({ value: hours, label: `Last ${hours} hours` })),
      ],
    },
  },
};

type BoardValues = ListValues<RequestDumpQuery>;

/**
 * The Owner filter's one choice over two parameters: 'mine' and 'unassigned' (`owner`), a
 * person's id as text (`assigneeId`), undefined for anyone (neither). A link naming both is
 * refused by the server; the select shows the person, and choosing writes one of them only.
 */
export function ownerChoiceOf(
  values: Pick<BoardValues, 'owner' | 'assigneeId'>,
): string | undefined {
  if (values.assigneeId !== undefined) return String(values.assigneeId);
  return values.owner;
}

/** The parameters an Owner choice writes: the other one is left out. */
export function ownerParamsOf(
  choice: string | undefined,
): Pick<BoardValues, 'owner' | 'assigneeId'> {
  if (choice === 'mine' || choice === 'unassigned') return { owner: choice, assigneeId: undefined };
  const id = choice === undefined ? NaN : Number(choice);
  return Number.isInteger(id) && id > 0
    ? { owner: undefined, assigneeId: id }
    : { owner: undefined, assigneeId: undefined };
}

/**
 * What the board asks the server for its filters: with "All open" the dates do not apply, so
 * they are left out (the answer is then the same whatever the day, and no date can be refused).
 */
export function boardQueryOf<Q extends Pick<BoardValues, 'open' | 'startDate' | 'endDate'>>(
  values: Q,
): Q {
  return values.open ? { ...values, startDate: undefined, endDate: undefined } : values;
}

/**
 * The presets beside the board's dates: Today, and This week (Monday to Sunday), counted from
 * today in Paris. A press sets both dates at once, one step of the history.
 */
export const BOARD_DATE_PRESETS = [todayPreset('Today'), thisWeekPreset('This week')] as const;
