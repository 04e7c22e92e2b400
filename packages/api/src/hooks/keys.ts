import type { AnyRoute, RouteName } from '../routes';

/**
 * SWR keys: `[route name, path parameters, query]`, the query without its blank values so
 * that `{ search: '' }` and `{}` share one cache entry. SWR hashes the objects by sorted
 * keys, so the order filters were written in does not matter.
 */
export type RouteKey = readonly [
  RouteName,
  Readonly<Record<string, string | number>>,
  Readonly<Record<string, unknown>>,
];

/** The query without undefined, null or '' values. */
export function normalizeQuery(query: object | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (!query) return result;
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') result[key] = value;
  }
  return result;
}

/** The key of a read of `route` with its parameters and query. */
export function routeKey(
  route: AnyRoute & { name: RouteName },
  params: Record<string, string | number> = {},
  query?: object,
): RouteKey {
  return [route.name, params, normalizeQuery(query)];
}

/** Picks cache keys: the reads of one route, optionally only those with these parameters. */
export type KeyMatcher = (key: unknown) => boolean;

/** Matches the keys of `route`, narrowed to the given path parameters when there are some. */
export function keysOf(
  route: AnyRoute & { name: RouteName },
  params?: Record<string, string | number>,
): KeyMatcher {
  return (key) => {
    if (!Array.isArray(key) || key[0] !== route.name) return false;
    if (!params) return true;
    const keyParams = (key[1] ?? {}) as Record<string, unknown>;
    return Object.entries(params).every(
      ([name, value]) => String(keyParams[name]) === String(value),
    );
  };
}
