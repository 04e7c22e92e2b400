import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { UserAnswer } from '../structs/answers';

/** The SWR key of the guest detail of user `id`. */
export function userKey(id: number): RouteKey {
  return routeKey(routes.user, { id });
}

/** Fetches the guest detail of user `id`. */
export function fetchUser(
  client: ApiClient,
  id: number,
  control: CallControl = {},
): Promise<UserAnswer> {
  return callRoute(client, routes.user, { params: { id }, ...control });
}

/** Reads the guest detail of user `id` (nothing while `id` is null); mutations that change it revalidate it. */
export function useUser(
  id: number | null,
  config?: SWRConfiguration<UserAnswer, ApiError>,
): SWRResponse<UserAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(id === null ? null : userKey(id), () => fetchUser(client, id as number), config);
}
