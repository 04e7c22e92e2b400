import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { PlaceDetailsAnswer } from '../structs/answers';
import type { PlaceDetailsQuery } from '../structs/queries';

/** The chosen suggestion: its place id, with the autocomplete's session token and language. */
export type PlaceDetailsFilters = PlaceDetailsQuery;

/** The SWR key of a place's details. */
export function placeDetailsKey(filters: PlaceDetailsFilters): RouteKey {
  return routeKey(routes.placeDetails, {}, filters);
}

/** Fetches a place's coordinates and bounding box (a SearchPlace). */
export function fetchPlaceDetails(
  client: ApiClient,
  filters: PlaceDetailsFilters,
  control: CallControl = {},
): Promise<PlaceDetailsAnswer> {
  return callRoute(client, routes.placeDetails, { query: filters, ...control });
}

/** A place's details (nothing while no place is chosen). */
export function usePlaceDetails(
  filters: PlaceDetailsFilters | null,
  config?: SWRConfiguration<PlaceDetailsAnswer, ApiError>,
): SWRResponse<PlaceDetailsAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(
    filters ? placeDetailsKey(filters) : null,
    () => fetchPlaceDetails(client, filters as PlaceDetailsFilters),
    { revalidateOnFocus: false, ...config },
  );
}
