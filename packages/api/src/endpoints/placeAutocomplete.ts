import type { SWRConfiguration, SWRResponse } from 'swr';
import type { ApiError } from '../client/errors';
import { routes } from '../routes';
import type { PlaceSuggestionsAnswer } from '../routes/offices';
import type { PlaceAutocompleteQuery } from '../routes/offices';
import { fetcherOf, keyOf, queryRead } from './read';

/** What the location autocomplete sends: the text, the search session's token, the language. */
export type PlaceAutocompleteFilters = PlaceAutocompleteQuery;

/** The place suggestions for a text: key, fetcher and hook of the route. */
const suggestionsRead = /* @__PURE__ */ queryRead(routes.placeAutocomplete);

/** The SWR key of the suggestions for a text. */
export const placeAutocompleteKey = /* @__PURE__ */ keyOf(suggestionsRead);

/** Fetches the place suggestions for a text. */
export const fetchPlaceSuggestions = /* @__PURE__ */ fetcherOf(suggestionsRead);

/** The suggestions for the typed text; nothing is asked while it is blank. */
export function usePlaceSuggestions(
  filters: PlaceAutocompleteFilters,
  config?: SWRConfiguration<PlaceSuggestionsAnswer, ApiError>,
): SWRResponse<PlaceSuggestionsAnswer, ApiError> {
  return suggestionsRead.use(filters.q.trim() ? filters : null, {
    keepPreviousData: true,
    ...config,
  });
}
