import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { UsersAnswer } from '../structs/answers';
import type { UsersQuery } from '../structs/queries';

/** The filters of a page of users (see the query struct). */
export type UsersFilters = UsersQuery;

/** The SWR key of a page of users for these filters. */
export function usersKey(filters: UsersFilters = {}): RouteKey {
  return routeKey(routes.users, {}, filters);
}

/** Fetches a page of users. */
export function fetchUsers(
  client: ApiClient,
  filters: UsersFilters = {},
  control: CallControl = {},
): Promise<UsersAnswer> {
  return callRoute(client, routes.users, { query: filters, ...control });
}

/** Reads a page of users; mutations that change it revalidate it. */
export function useUsers(
  filters: UsersFilters = {},
  config?: SWRConfiguration<UsersAnswer, ApiError>,
): SWRResponse<UsersAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(usersKey(filters), () => fetchUsers(client, filters), config);
}
