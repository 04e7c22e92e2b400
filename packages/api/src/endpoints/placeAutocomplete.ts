import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { PlaceSuggestionsAnswer } from '../structs/answers';
import type { PlaceAutocompleteQuery } from '../structs/queries';

/** What the location autocomplete sends: the text, the search session's token, the language. */
export type PlaceAutocompleteFilters = PlaceAutocompleteQuery;

/** The SWR key of the suggestions for a text. */
export function placeAutocompleteKey(filters: PlaceAutocompleteFilters): RouteKey {
  return routeKey(routes.placeAutocomplete, {}, filters);
}

/** Fetches the place suggestions for a text. */
export function fetchPlaceSuggestions(
  client: ApiClient,
  filters: PlaceAutocompleteFilters,
  control: CallControl = {},
): Promise<PlaceSuggestionsAnswer> {
  return callRoute(client, routes.placeAutocomplete, { query: filters, ...control });
}

/** The suggestions for the typed text; nothing is asked while it is blank. */
export function usePlaceSuggestions(
  filters: PlaceAutocompleteFilters,
  config?: SWRConfiguration<PlaceSuggestionsAnswer, ApiError>,
): SWRResponse<PlaceSuggestionsAnswer, ApiError> {
  const client = useApiClient();
  const key = filters.q.trim() ? placeAutocompleteKey(filters) : null;
  return useSWR(key, () => fetchPlaceSuggestions(client, filters), {
    keepPreviousData: true,
    ...config,
  });
}
