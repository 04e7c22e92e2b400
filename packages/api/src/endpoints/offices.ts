import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { OfficesAnswer } from '../structs/answers';
import type { OfficesQuery } from '../structs/queries';

/** The filters of a page of offices, with the trending offices (see the query struct). */
export type OfficesFilters = OfficesQuery;

/** The SWR key of a page of offices, with the trending offices for these filters. */
export function officesKey(filters: OfficesFilters = {}): RouteKey {
  return routeKey(routes.offices, {}, filters);
}

/** Fetches a page of offices, with the trending offices. */
export function fetchOffices(
  client: ApiClient,
  filters: OfficesFilters = {},
  control: CallControl = {},
): Promise<OfficesAnswer> {
  return callRoute(client, routes.offices, { query: filters, ...control });
}

/** Reads a page of offices, with the trending offices; mutations that change it revalidate it. */
export function useOffices(
  filters: OfficesFilters = {},
  config?: SWRConfiguration<OfficesAnswer, ApiError>,
): SWRResponse<OfficesAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(officesKey(filters), () => fetchOffices(client, filters), config);
}
