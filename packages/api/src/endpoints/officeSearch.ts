import type { SearchCriteria } from '@backoffice/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRInfinite, {
  type SWRInfiniteConfiguration,
  type SWRInfiniteResponse,
} from 'swr/infinite';
import { callRoute, toSearchParams, type ApiClient, type CallControl } from '../client/client';
import { clientError, CLIENT_ERROR_CODES, type ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { buildPath, routes } from '../routes';
import type { OfficeSearchListAnswer, OfficeSearchMapAnswer } from '../routes/offices';
import { searchCriteriaToQuery } from '../structs/queries';

/**
 * The map search (operations §2): the result list, 20 offices a page with infinite scroll,
 * and every matching office as a pin for the clustered map. Both read
 * `GET /csm/searches/offices`, with `view=list` or `view=map`.
 */

function listQuery(criteria: SearchCriteria, page: number) {
  return { ...searchCriteriaToQuery(criteria), view: 'list' as const, page };
}

function mapQuery(criteria: SearchCriteria) {
  const { page: _page, ...rest } = searchCriteriaToQuery(criteria);
  return { ...rest, view: 'map' as const };
}

/** The SWR key of one list page of the search. */
export function officeSearchPageKey(criteria: SearchCriteria, page: number): RouteKey {
  return routeKey(routes.searchOffices, {}, listQuery(criteria, page));
}

/** The SWR key of the search's pins. */
export function officeSearchPinsKey(criteria: SearchCriteria): RouteKey {
  return routeKey(routes.searchOffices, {}, mapQuery(criteria));
}

/**
 * Calls the search with a list's or the map's query; an answer of the other view (pins for a
 * list, a list for pins) is an invalid answer, `path` the field it lacks.
 */
async function searchAnswer<T extends OfficeSearchListAnswer | OfficeSearchMapAnswer>(
  client: ApiClient,
  query: ReturnType<typeof listQuery> | ReturnType<typeof mapQuery>,
  path: keyof T & string,
  description: string,
  control: CallControl,
): Promise<T> {
  const answer = await callRoute(client, routes.searchOffices, { query, ...control });
  if (!(path in answer)) {
    throw clientError(CLIENT_ERROR_CODES.invalidAnswer, routes.searchOffices.name, {
      status: 200,
      path,
      description,
    });
  }
  return answer as T;
}

/** Fetches one list page (1-based) of the search. */
export async function fetchOfficeSearchPage(
  client: ApiClient,
  criteria: SearchCriteria,
  page: number,
  control: CallControl = {},
): Promise<OfficeSearchListAnswer> {
  const query = listQuery(criteria, page);
  return searchAnswer<OfficeSearchListAnswer>(
    client,
    query,
    'offices',
    'A list search answered pins',
    control,
  );
}

/** Fetches every matching office as a pin. */
export async function fetchOfficeSearchPins(
  client: ApiClient,
  criteria: SearchCriteria,
  control: CallControl = {},
): Promise<OfficeSearchMapAnswer> {
  const query = mapQuery(criteria);
  return searchAnswer<OfficeSearchMapAnswer>(
    client,
    query,
    'pins',
    'A map search answered a list',
    control,
  );
}

/**
 * Every matching office as a pin, as the answer's bytes, unread: the map's Web Worker reads
 * and checks them (ids, coordinates on the globe) off the main thread. At 100,000 offices,
 * parsing the answer takes 50-80 ms and checking it with its struct 0.2-1 s, which would hold
 * the page. The call itself goes through the client (the token, the error catalogue, the end
 * of the session on a 401).
 */
export async function downloadOfficeSearchPins(
  client: ApiClient,
  criteria: SearchCriteria,
  control: CallControl = {},
): Promise<Blob> {
  const query = toSearchParams(mapQuery(criteria)).toString();
  const file = await client.download(`${buildPath(routes.searchOffices.path)}?${query}`, control);
  return file.blob;
}

/** The SWR key of the search's pins as bytes (kept apart from the parsed answer's). */
export function officeSearchPinsFileKey(criteria: SearchCriteria): readonly [...RouteKey, 'file'] {
  return [...officeSearchPinsKey(criteria), 'file'];
}

/** Every matching office as a pin, as bytes for the map's worker (see downloadOfficeSearchPins). */
export function useOfficeSearchPinsFile(
  criteria: SearchCriteria,
  config?: SWRConfiguration<Blob, ApiError>,
): SWRResponse<Blob, ApiError> {
  const client = useApiClient();
  return useSWR(
    officeSearchPinsFileKey(criteria),
    () => downloadOfficeSearchPins(client, criteria),
    config,
  );
}

/**
 * The result list with infinite scroll: `setSize(size + 1)` loads the next 20. Stops asking
 * once the last page is loaded.
 */
export function useOfficeSearch(
  criteria: SearchCriteria,
  config?: SWRInfiniteConfiguration<OfficeSearchListAnswer, ApiError>,
): SWRInfiniteResponse<OfficeSearchListAnswer, ApiError> {
  const client = useApiClient();
  return useSWRInfinite(
    (index: number, previous: OfficeSearchListAnswer | null) =>
      previous && index >= previous.totalPages ? null : officeSearchPageKey(criteria, index + 1),
    (key: RouteKey) => fetchOfficeSearchPage(client, criteria, Number(key[2].page)),
    // Loading the next 20 must not fetch the first page again.
    { revalidateFirstPage: false, ...config },
  );
}

/** Every matching office as a pin, for the clustered map. */
export function useOfficeSearchPins(
  criteria: SearchCriteria,
  config?: SWRConfiguration<OfficeSearchMapAnswer, ApiError>,
): SWRResponse<OfficeSearchMapAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(
    officeSearchPinsKey(criteria),
    () => fetchOfficeSearchPins(client, criteria),
    config,
  );
}
