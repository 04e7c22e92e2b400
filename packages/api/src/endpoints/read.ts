import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { AnswerOf, ApiClient, CallControl, QueryOf } from '../client/client';
import type { ApiError } from '../client/errors';
import { useApiClient } from '../hooks/ApiProvider';
import { routeKey, type RouteKey } from '../hooks/keys';
import type { AnyRoute, RouteName } from '../routes';

type NamedRoute = AnyRoute & { name: RouteName };

/**
 * A read of a route that takes filters (a list, the board): its SWR key, its fetcher and its
 * hook, all typed from the route's query and answer structs. Mutations revalidate the reads
 * of their route through the key (`keysOf(route)`).
 */
export interface QueryRead<R extends NamedRoute> {
  readonly route: R;
  /** The SWR key for these filters (blank and absent filters share one key). */
  key(filters?: QueryOf<R>): RouteKey;
  /** Calls the route with these filters. */
  fetch(client: ApiClient, filters?: QueryOf<R>, control?: CallControl): Promise<AnswerOf<R>>;
  /** Reads the route for these filters through SWR; nothing is asked while they are null. */
  use(
    filters?: QueryOf<R> | null,
    config?: SWRConfiguration<AnswerOf<R>, ApiError>,
  ): SWRResponse<AnswerOf<R>, ApiError>;
}

/** A read of one record by its id (a request, an office): key, fetcher and hook. */
export interface RecordRead<R extends NamedRoute> {
  readonly route: R;
  /** The SWR key of record `id`. */
  key(id: number): RouteKey;
  /** Calls the route for record `id`. */
  fetch(client: ApiClient, id: number, control?: CallControl): Promise<AnswerOf<R>>;
  /** Reads record `id` through SWR; nothing is asked while `id` is null. */
  use(
    id: number | null,
    config?: SWRConfiguration<AnswerOf<R>, ApiError>,
  ): SWRResponse<AnswerOf<R>, ApiError>;
}

/** Defines the read of a route that takes filters, from the route table. */
export function queryRead<R extends NamedRoute>(route: R): QueryRead<R> {
  const key = (filters?: QueryOf<R>) => routeKey(route, {}, filters as object | undefined);
  const fetch = (client: ApiClient, filters?: QueryOf<R>, control: CallControl = {}) =>
    client.call(route, { query: filters ?? {}, ...control });
  function useQueryRead(
    filters?: QueryOf<R> | null,
    config?: SWRConfiguration<AnswerOf<R>, ApiError>,
  ) {
    const client = useApiClient();
    return useSWR(
      filters === null ? null : key(filters),
      () => fetch(client, filters ?? undefined),
      config,
    );
  }
  return { route, key, fetch, use: useQueryRead };
}

/** Defines the read of a record by id (`/…/:id`), from the route table. */
export function recordRead<R extends NamedRoute>(route: R): RecordRead<R> {
  const key = (id: number) => routeKey(route, { id });
  const fetch = (client: ApiClient, id: number, control: CallControl = {}) =>
    client.call(route, { params: { id }, ...control });
  function useRecordRead(id: number | null, config?: SWRConfiguration<AnswerOf<R>, ApiError>) {
    const client = useApiClient();
    return useSWR(id === null ? null : key(id), () => fetch(client, id as number), config);
  }
  return { route, key, fetch, use: useRecordRead };
}

// The parts of a read under their usual names (`useContracts = hookOf(contractsRead)`). Calls
// marked pure, so that a bundle keeps only the reads a screen uses (a destructuring would keep
// them all).
/** A read's hook. */
export const hookOf = <T extends { use: unknown }>(read: T): T['use'] => read.use;
/** A read's fetcher. */
export const fetcherOf = <T extends { fetch: unknown }>(read: T): T['fetch'] => read.fetch;
/** A read's SWR key. */
export const keyOf = <T extends { key: unknown }>(read: T): T['key'] => read.key;
