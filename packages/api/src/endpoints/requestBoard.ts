import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { RequestBoardAnswer } from '../structs/answers';
import type { RequestBoardQuery } from '../structs/queries';

/** The filters of the request board (its columns, each with its requests) (see the query struct). */
export type RequestBoardFilters = RequestBoardQuery;

/** The SWR key of the request board (its columns, each with its requests) for these filters. */
export function requestBoardKey(filters: RequestBoardFilters = {}): RouteKey {
  return routeKey(routes.requestBoard, {}, filters);
}

/** Fetches the request board (its columns, each with its requests). */
export function fetchRequestBoard(
  client: ApiClient,
  filters: RequestBoardFilters = {},
  control: CallControl = {},
): Promise<RequestBoardAnswer> {
  return callRoute(client, routes.requestBoard, { query: filters, ...control });
}

/** Reads the request board (its columns, each with its requests); mutations that change it revalidate it. */
export function useRequestBoard(
  filters: RequestBoardFilters = {},
  config?: SWRConfiguration<RequestBoardAnswer, ApiError>,
): SWRResponse<RequestBoardAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(requestBoardKey(filters), () => fetchRequestBoard(client, filters), config);
}
