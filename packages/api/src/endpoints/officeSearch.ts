import type { SearchCriteria } from '@backoffice/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRInfinite, {
  type SWRInfiniteConfiguration,
  type SWRInfiniteResponse,
} from 'swr/infinite';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import { clientError, CLIENT_ERROR_CODES, type ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { OfficeSearchListAnswer, OfficeSearchMapAnswer } from '../structs/answers';
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

/** Fetches one list page (1-based) of the search. */
export async function fetchOfficeSearchPage(
  client: ApiClient,
  criteria: SearchCriteria,
  page: number,
  control: CallControl = {},
): Promise<OfficeSearchListAnswer> {
  const answer = await callRoute(client, routes.searchOffices, {
    query: listQuery(criteria, page),
    ...control,
  });
  if (!('offices' in answer)) {
    throw clientError(CLIENT_ERROR_CODES.invalidAnswer, routes.searchOffices.name, {
      status: 200,
      path: 'offices',
      description: 'A list search answered pins',
    });
  }
  return answer;
}

/** Fetches every matching office as a pin. */
export async function fetchOfficeSearchPins(
  client: ApiClient,
  criteria: SearchCriteria,
  control: CallControl = {},
): Promise<OfficeSearchMapAnswer> {
  const answer = await callRoute(client, routes.searchOffices, {
    query: mapQuery(criteria),
    ...control,
  });
  if (!('pins' in answer)) {
    throw clientError(CLIENT_ERROR_CODES.invalidAnswer, routes.searchOffices.name, {
      status: 200,
      path: 'pins',
      description: 'A map search answered a list',
    });
  }
  return answer;
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
