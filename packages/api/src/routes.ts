/**
 * The route table: the one place in the repository that writes an `/api/v2` path.
 * The server mounts its handlers from it and the client builds its URLs from it.
 * Later issues add every route of the spec and of ../shared/docs/api-contract.md.
 */
export const API_PREFIX = '/api/v2';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  /** Path relative to the host, with `:name` segments for parameters. */
  path: string;
  /** Whether the call needs the bearer token. */
  auth: boolean;
}

function route(method: HttpMethod, path: string, auth = true): RouteDefinition {
  return { method, path: `${API_PREFIX}${path}`, auth };
}

export const routes = {
  health: route('GET', '/health', false),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

/** Fills `:name` segments of a route's path; throws when a parameter is missing. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** True for any path under the API prefix. */
export function isApiPath(pathname: string): boolean {
  return (
    pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`) || pathname.startsWith('/api/')
  );
}
