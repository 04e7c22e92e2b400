import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { ContractsAnswer } from '../structs/answers';
import type { ContractsQuery } from '../structs/queries';

/** The filters of a page of contracts (see the query struct). */
export type ContractsFilters = ContractsQuery;

/** The SWR key of a page of contracts for these filters. */
export function contractsKey(filters: ContractsFilters = {}): RouteKey {
  return routeKey(routes.contracts, {}, filters);
}

/** Fetches a page of contracts. */
export function fetchContracts(
  client: ApiClient,
  filters: ContractsFilters = {},
  control: CallControl = {},
): Promise<ContractsAnswer> {
  return callRoute(client, routes.contracts, { query: filters, ...control });
}

/** Reads a page of contracts; mutations that change it revalidate it. */
export function useContracts(
  filters: ContractsFilters = {},
  config?: SWRConfiguration<ContractsAnswer, ApiError>,
): SWRResponse<ContractsAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(contractsKey(filters), () => fetchContracts(client, filters), config);
}
