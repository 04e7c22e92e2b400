/**
 * The app's route paths, written once (operations §2): `ROUTE_PATTERNS` for the router,
 * `paths` for links, with a typed builder for each path that takes an id
 * (`paths.request(12)` is '/requests/12'). Never write a path string elsewhere.
 */
export const ROUTE_PATTERNS = {
  login: '/login',
  setPassword: '/set-password',
  analytics: '/analytic',
  users: '/users',
  user: '/users/:id',
  offices: '/offices',
  requests: '/requests',
  request: '/requests/:id',
  conversations: '/conversations',
  conversation: '/conversations/:id',
  contracts: '/contracts',
  documents: '/documents',
  mapSearch: '/offices/search',
  officeDetail: '/offices/search/details/:id',
  seo: '/seo',
  display: '/office_display',
  // Admins only.
  staff: '/staff',
  securityLog: '/security-log',
  settings: '/settings',
} as const;

export type RouteName = keyof typeof ROUTE_PATTERNS;

/** A path without parameters is the path itself; one with `:id` is a builder of it. */
type PathOf<P extends string> = P extends `${infer Head}:id${infer Tail}`
  ? (id: number | string) => `${Head}${string}${Tail}`
  : P;

export type Paths = { readonly [K in RouteName]: PathOf<(typeof ROUTE_PATTERNS)[K]> };

function pathOf(pattern: string): string | ((id: number | string) => string) {
  if (!pattern.includes(':id')) return pattern;
  return (id) => pattern.replace(':id', encodeURIComponent(String(id)));
}

export const paths = Object.fromEntries(
  Object.entries(ROUTE_PATTERNS).map(([name, pattern]) => [name, pathOf(pattern)]),
) as unknown as Paths;

/** Where '/' and any unknown path lead (operations §2). */
export const HOME_PATH = paths.requests;
