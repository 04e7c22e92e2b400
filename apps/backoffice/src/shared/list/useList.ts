import { useCallback, useMemo } from 'react';
import useSWR, { unstable_serialize } from 'swr';
import { hasListCsv, useApiClient } from '@backoffice/api';
import type { AnyListRouteName, ApiError, QueryOf, QueryRead } from '@backoffice/api';
import type { AnyRoute, RouteName } from '@backoffice/api';
import { readListParams } from './listParams';
import { useListParams } from './useListParams';
import type { ListParamsState } from './useListParams';
import type { ListSpec, ListValues, QueryStruct } from './listParams';

/**
 * A paged list route (`{ pages, total, <items> }`), or a route that answers all its rows at
 * once (the SEO locations: `{ seoLocations }`), whose total is its number of rows on one page.
 */
type ListRoute = AnyRoute & { name: RouteName & AnyListRouteName };

/** A list screen's data: which read, where its rows are in the answer, its parameters. */
export interface ListDefinition<R extends ListRoute, Q, Row> {
  read: QueryRead<R>;
  /** The key of the answer that holds the rows (`contracts`). */
  items: string;
  params: ListSpec<Q>;
  /** Only for the types: the row. */
  readonly row?: Row;
}

type RowsOf<A, K extends string> = A extends Record<K, readonly (infer Row)[]> ? Row : never;
type AnswerOfRead<R extends ListRoute> = Awaited<ReturnType<QueryRead<R>['fetch']>>;

/**
 * Defines a list screen from the api package's read of its route: the route's query struct
 * checks the URL, `items` names the rows in the answer.
 *
 * @example
 * export const contractsList = defineList(contractsRead, 'contracts', { orderKeys: ['sort'] });
 */
export function defineList<R extends ListRoute, K extends string>(
  read: QueryRead<R>,
  items: K,
  options: Omit<ListSpec<QueryOf<R>>, 'query'> = {},
): ListDefinition<R, QueryOf<R>, RowsOf<AnswerOfRead<R>, K>> {
  const query = read.route.query as unknown as QueryStruct<QueryOf<R>>;
  return { read, items, params: { ...options, query } };
}

/** What a list screen shows. */
export type ListStatus = 'loading' | 'error' | 'empty' | 'noResults' | 'pastEnd' | 'ready';

export interface ListState<R extends ListRoute, Q, Row> {
  definition: ListDefinition<R, Q, Row>;
  /** The parameters in the URL and their setters. */
  params: ListParamsState<Q>;
  /** The query the rows were asked with: every parameter, defaults included. */
  query: ListValues<Q>;
  /** The rows on screen: this page's, or the previous page's while this one loads. */
  rows: readonly Row[];
  /** How many rows match in all (undefined until the first answer). */
  total: number | undefined;
  pages: number;
  status: ListStatus;
  /** True while the rows on screen are the previous parameters' (the next page loads). */
  isUpdating: boolean;
  /** The failure of the last call (its message is the catalogue's). */
  error: ApiError | undefined;
  retry: () => void;
  isRetrying: boolean;
  /** Whether the list has a CSV download (packages/api LIST_CSV). */
  hasCsv: boolean;
}

interface Settled<A> {
  /** The key the answer is for: rows shown under another key are the previous ones. */
  key: string;
  answer: A;
}

/**
 * A list screen's parameters and rows: `useListParams` over the route's query, and the rows
 * for them. The previous rows stay on screen while the next ones load (no flash, no jump);
 * a failure shows the error state with Retry, unless rows for these very parameters are
 * already there.
 */
export function useList<R extends ListRoute, Q, Row>(
  definition: ListDefinition<R, Q, Row>,
): ListState<R, Q, Row> {
  const { read, items, params: spec } = definition;
  const params = useListParams(spec);
  const client = useApiClient();
  const query = params.values;
  const { key, keyText } = useMemo(() => listKey(read, query), [read, query]);
  const swr = useSWR(
    key,
    async (): Promise<Settled<AnswerOfRead<R>>> => ({
      key: keyText,
      answer: await read.fetch(client, query as never),
    }),
    { keepPreviousData: true },
  );
  const { data, error, isValidating, mutate } = swr;
  const current = data?.key === keyText;
  const answer = data?.answer as
    (Record<string, unknown> & { total: number; pages: number }) | undefined;
  const rows = ((answer?.[items] as Row[] | undefined) ?? emptyRows) as readonly Row[];
  const paged = answer !== undefined && typeof answer.total === 'number';
  const total = paged ? answer.total : answer && rows.length;

  let status: ListStatus;
  if (error && !current) status = 'error';
  else if (!answer) status = 'loading';
  else if (total === 0) status = params.isFiltered ? 'noResults' : 'empty';
  else if (rows.length === 0) status = current ? 'pastEnd' : 'ready';
  else status = 'ready';

  const retry = useCallback(() => void mutate(), [mutate]);

  return {
    definition,
    params,
    query,
    rows,
    total,
    pages: paged ? answer.pages : answer ? 1 : 0,
    status,
    isUpdating: Boolean(answer) && !current && !error,
    error,
    retry,
    isRetrying: isValidating,
    hasCsv: hasListCsv(read.route.name),
  };
}

const emptyRows: never[] = [];

/**
 * A list's SWR key: the route's key and 'list', since the cache holds the answer with the key
 * it is for (rows shown under another key are the previous ones); mutations of the route
 * still revalidate it (`keysOf(route)` matches the route's name).
 */
function listKey<R extends ListRoute>(read: QueryRead<R>, query: unknown) {
  const routeKey = read.key(query as never);
  return { key: [...routeKey, 'list'] as const, keyText: JSON.stringify(routeKey) };
}

/**
 * The SWR cache entry of a list's rows for a URL's query string, as useList writes it: for a
 * page that must show rows without a call (the mount benchmark, bench/harness).
 */
export function listCacheEntry<R extends ListRoute, Q, Row>(
  definition: ListDefinition<R, Q, Row>,
  search: string,
  now: Date,
  answer: AnswerOfRead<R>,
): [string, { data: Settled<AnswerOfRead<R>> }] {
  const values = readListParams(definition.params, new URLSearchParams(search), now);
  const { key, keyText } = listKey(definition.read, values);
  return [unstable_serialize(key), { data: { key: keyText, answer } }];
}
