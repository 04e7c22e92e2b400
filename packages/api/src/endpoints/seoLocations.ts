import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { SeoLocationsAnswer } from '../structs/answers';
import type { SeoLocationsQuery } from '../structs/queries';

/** The filters of the SEO locations (see the query struct). */
export type SeoLocationsFilters = SeoLocationsQuery;

/** The SWR key of the SEO locations for these filters. */
export function seoLocationsKey(filters: SeoLocationsFilters = {}): RouteKey {
  return routeKey(routes.seoLocations, {}, filters);
}

/** Fetches the SEO locations. */
export function fetchSeoLocations(
  client: ApiClient,
  filters: SeoLocationsFilters = {},
  control: CallControl = {},
): Promise<SeoLocationsAnswer> {
  return callRoute(client, routes.seoLocations, { query: filters, ...control });
}

/** Reads the SEO locations; mutations that change it revalidate it. */
export function useSeoLocations(
  filters: SeoLocationsFilters = {},
  config?: SWRConfiguration<SeoLocationsAnswer, ApiError>,
): SWRResponse<SeoLocationsAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(seoLocationsKey(filters), () => fetchSeoLocations(client, filters), config);
}
