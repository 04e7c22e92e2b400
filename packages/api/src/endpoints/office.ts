import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { callRoute, type ApiClient, type CallControl } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import { routes } from '../routes';
import type { OfficeAnswer } from '../structs/answers';

/** The SWR key of the office `id`. */
export function officeKey(id: number): RouteKey {
  return routeKey(routes.office, { id });
}

/** Fetches the office `id`. */
export function fetchOffice(
  client: ApiClient,
  id: number,
  control: CallControl = {},
): Promise<OfficeAnswer> {
  return callRoute(client, routes.office, { params: { id }, ...control });
}

/** Reads the office `id` (nothing while `id` is null); mutations that change it revalidate it. */
export function useOffice(
  id: number | null,
  config?: SWRConfiguration<OfficeAnswer, ApiError>,
): SWRResponse<OfficeAnswer, ApiError> {
  const client = useApiClient();
  return useSWR(
    id === null ? null : officeKey(id),
    () => fetchOffice(client, id as number),
    config,
  );
}
