import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { DisplaySectionsAnswer } from '../structs/answers';
import type { DisplaySectionsQuery } from '../structs/queries';

/** The filters of the homepage display sections (see the query struct). */
export type DisplaySectionsFilters = DisplaySectionsQuery;

/** The SWR key of the homepage display sections for these filters. */
export function displaySectionsKey(filters: DisplaySectionsFilters = {}): RouteKey {
  return routeKey(routes.displaySections, {}, filters);
}

/** Fetches the homepage display sections. */
export function fetchDisplaySections(
  client: ApiClient,
  filters: DisplaySectionsFilters = {},
  control: CallControl = {},
): Promise<DisplaySectionsAnswer> {
  return callRoute(client, routes.displaySections, { query: filters, ...control });
}

/** Reads the homepage display sections; mutations that change it revalidate it. */
export function useDisplaySections(
  filters: DisplaySectionsFilters = {},
  config?: SWRConfiguration<DisplaySectionsAnswer, ApiError>,
): SWRResponse<DisplaySectionsAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(displaySectionsKey(filters), () => fetchDisplaySections(client, filters), config);
}
