import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { RequestAnswer } from '../structs/answers';

/** The SWR key of the request `id`. */
export function requestKey(id: number): RouteKey {
  return routeKey(routes.request, { id });
}

/** Fetches the request `id`. */
export function fetchRequest(
  client: ApiClient,
  id: number,
  control: CallControl = {},
): Promise<RequestAnswer> {
  return callRoute(client, routes.request, { params: { id }, ...control });
}

/** Reads the request `id` (nothing while `id` is null); mutations that change it revalidate it. */
export function useRequest(
  id: number | null,
  config?: SWRConfiguration<RequestAnswer, ApiError>,
): SWRResponse<RequestAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(
    id === null ? null : requestKey(id),
    () => fetchRequest(client, id as number),
    config,
  );
}
