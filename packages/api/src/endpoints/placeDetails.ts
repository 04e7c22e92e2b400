import type { SWRConfiguration, SWRResponse } from 'swr';
import type { ApiError } from '../client/errors';
import { routes } from '../routes';
import type { PlaceDetailsAnswer } from '../routes/offices';
import type { PlaceDetailsQuery } from '../routes/offices';
import { fetcherOf, keyOf, queryRead } from './read';

/** The chosen suggestion: its place id, with the autocomplete's session token and language. */
export type PlaceDetailsFilters = PlaceDetailsQuery;

/** A place's details: key, fetcher and hook of the route. */
const detailsRead = /* @__PURE__ */ queryRead(routes.placeDetails);

/** The SWR key of a place's details. */
export const placeDetailsKey = /* @__PURE__ */ keyOf(detailsRead);

/** Fetches a place's coordinates and bounding box (a SearchPlace). */
export const fetchPlaceDetails = /* @__PURE__ */ fetcherOf(detailsRead);

/** A place's details (nothing while no place is chosen). */
export function usePlaceDetails(
  filters: PlaceDetailsFilters | null,
  config?: SWRConfiguration<PlaceDetailsAnswer, ApiError>,
): SWRResponse<PlaceDetailsAnswer, ApiError> {
  return detailsRead.use(filters, { revalidateOnFocus: false, ...config });
}
