import { routes } from '@backoffice/api';
import type { RequestDumpQuery } from '@backoffice/api';
import {
  DEFAULT_REQUEST_SORT,
  REQUEST_SORTS,
  VISIT_WITHIN_HOURS,
  defaultRequestDateRange,
} from '@backoffice/domain';
import type { ListSpec } from '@/shared/list/listParams';

/**
 * The board's parameters in the URL (operations §2, api-contract "Request board filters"):
 * start and end date (the last 7 days unless chosen), search, visits scheduled in the last
 * 12/24/48/72 hours, and sort (request received descending unless chosen). Read and written
 * by the app's one list pattern (useListParams), checked by the export route's query struct.
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
