import {
  VALIDATION_MESSAGES,
  editConflictMessage,
  withoutTrailingSlashes,
  type ErrorCode,
} from '@backoffice/domain';
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { validate, type Struct } from 'superstruct';
import { listCsvOf } from '../lists';
import { routeList, routes, type AnyRoute, type RouteName } from '../routes';
import { createMockDb, type MockDb } from './db';
import { createResolvers } from './resolvers';
import {
  fail,
  listCsvResponse,
  listIdsResponse,
  type ResolverContext,
  type Resolvers,
} from './resolvers/shared';

export type { Resolver, ResolverContext, Resolvers } from './resolvers';
export { createResolvers };

// Scenarios ---------------------------------------------------------------------------------

/** An error a route can be switched to: a server code, a bare HTTP status, or no answer. */
export type MockErrorCode =
  ErrorCode | 'http_400' | 'http_401' | 'http_404' | 'http_500' | 'invalid_status' | 'network';

/**
 * What a route answers: its data (`default`), no records (`empty`), its data after a delay
 * (`slow`), nothing ever (`loading`, for loading states), or an error.
 */
export type MockScenario = 'default' | 'empty' | 'slow' | 'loading' | { error: MockErrorCode };

/** An error scenario's answer with the server's body: its code and a description (and more). */
function coded(
  status: number,
  code: ErrorCode,
  description: string,
  more: Record<string, unknown> = {},
): { status: number; body: Record<string, unknown> } {
  return { status, body: { code, description, ...more } };
}

/** The status and body of each error scenario (bodies as api-contract.md: code, description). */
export const MOCK_ERRORS: Readonly<
  Record<MockErrorCode, { status: number; body: Record<string, unknown> | null }>
> = {
  no_input_data: coded(400, 'no_input_data', 'No input data'),
  validation_error: coded(422, 'validation_error', 'Some fields are invalid', {
    fields: { email: VALIDATION_MESSAGES.emailInvalid },
  }),
  wrong_key: coded(401, 'wrong_key', 'The token is not valid'),
  login_required: coded(401, 'login_required', 'Login required'),
  invalid_login: coded(401, 'invalid_login', 'Wrong credentials'),
  not_found: coded(404, 'not_found', 'Nothing here'),
  conflict: coded(409, 'conflict', 'This changed meanwhile'),
  edit_conflict: coded(
    409,
    'edit_conflict',
    editConflictMessage('seoFaq', { name: 'Léa Bernard', at: '2026-03-16T09:02:00Z' }),
  ),
  already_sent: coded(409, 'already_sent', 'Sent at 10:02 by Léa Bernard. Send again?'),
  idempotency_key_reused: coded(
    422,
    'idempotency_key_reused',
    'This key was used for another call',
  ),
  idempotency_key_invalid: coded(400, 'idempotency_key_invalid', 'The key is not usable'),
  rate_limited: coded(429, 'rate_limited', 'Too many calls'),
  forbidden: coded(403, 'forbidden', 'Viewers cannot change records.'),
  session_idle: coded(401, 'session_idle', 'Signed out after 30 minutes without activity'),
  session_expired: coded(401, 'session_expired', 'The session reached its 12 hours'),
  session_revoked: coded(401, 'session_revoked', 'The session was ended'),
  // The database cut off (every call), readiness refused (GET /ready).
  database_unavailable: coded(503, 'database_unavailable', 'The database cannot be reached'),
  not_ready: coded(503, 'not_ready', 'The server is not ready'),
  storage_unavailable: coded(503, 'storage_unavailable', 'The file storage cannot be reached'),
  two_factor_invalid: coded(401, 'two_factor_invalid', 'This code is not right'),
  challenge_expired: coded(401, 'challenge_expired', 'This sign-in has expired'),
  link_invalid: coded(400, 'link_invalid', 'This link has expired or was already used'),
  http_400: { status: 400, body: null },
  http_401: { status: 401, body: null },
  http_404: { status: 404, body: null },
  http_500: { status: 500, body: null },
  invalid_status: { status: 200, body: null },
  network: { status: 0, body: null },
};

/** The answer of an error scenario. */
export function errorResponse(code: MockErrorCode): Response {
  if (code === 'network') return HttpResponse.error();
  const { status, body } = MOCK_ERRORS[code];
  return body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status });
}

// Handlers ----------------------------------------------------------------------------------

export interface MockOptions {
  /** The database to read and change (a fresh one by default). */
  db?: MockDb;
  /** The scenario of every route. @default 'default' */
  scenario?: MockScenario;
  /** Scenarios of single routes, over `scenario`. */
  scenarios?: Partial<Record<RouteName, MockScenario>>;
  /** Resolvers of single routes, over the default ones. */
  resolvers?: Partial<Resolvers>;
  /** How long the `slow` scenario waits, in ms. @default 1500 */
  slowMs?: number;
  /** Answer 401 login_required to calls without a bearer token. @default false */
  requireToken?: boolean;
  /** The API origin to match, e.g. 'http://api.test'. @default any origin */
  baseUrl?: string;
}

function structFailure(struct: Struct<unknown, unknown>, value: unknown, coerce: boolean) {
  const [error, checked] = validate(value, struct, { coerce });
  if (!error) return { checked };
  const path = error.path.join('.');
  return {
    response: fail(422, 'validation_error', error.message, { [path || 'body']: error.message }),
  };
}

/**
 * MSW handlers for every route of the table, in table order, over one mock database. A
 * query or body that breaks its struct answers 422 validation_error (as the server does);
 * an answer that breaks its struct throws, so a broken mock fails the story or test.
 */
export function createHandlers(options: MockOptions = {}): HttpHandler[] {
  const db = options.db ?? createMockDb();
  const emptyDb = createMockDb({ empty: true });
  const resolvers = { ...createResolvers(), ...options.resolvers } as Record<
    RouteName,
    (context: ResolverContext<RouteName>) => unknown
  >;
  const prefix = options.baseUrl === undefined ? '*' : withoutTrailingSlashes(options.baseUrl);

  return routeList.map((route: AnyRoute) => {
    const name = route.name as RouteName;
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    return http[method](`${prefix}${route.path}`, async ({ request, params }) => {
      const scenario = options.scenarios?.[name] ?? options.scenario ?? 'default';
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'slow') await delay(options.slowMs ?? 1500);
      if (typeof scenario === 'object') return errorResponse(scenario.error);
      if (options.requireToken && route.auth && !request.headers.get('Authorization')) {
        return errorResponse('login_required');
      }

      const url = new URL(request.url);
      let query: unknown;
      if (route.query) {
        const result = structFailure(route.query, Object.fromEntries(url.searchParams), true);
        if (result.response) return result.response;
        query = result.checked;
      }
      let body: unknown;
      if (route.body) {
        const text = await request.text();
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          return fail(400, 'no_input_data', 'The body is not JSON');
        }
        if (json === undefined) return fail(400, 'no_input_data', 'The body is empty');
        const result = structFailure(route.body, json, false);
        if (result.response) return result.response;
        body = result.checked;
      }
      const stringParams = Object.fromEntries(
        Object.entries(params).map(([key, value]) => [key, String(value)]),
      );
      const resolve = async (q: unknown) =>
        resolvers[name]({
          db: scenario === 'empty' ? emptyDb : db,
          params: stringParams,
          id: Number(stringParams.id),
          query: q as never,
          body: body as never,
          request,
        });
      if ((query as { format?: string } | undefined)?.format === 'ids') {
        return listIdsResponse(listCsvOf(name), query as Record<string, unknown>, resolve);
      }
      if ((query as { format?: string } | undefined)?.format === 'csv') {
        return listCsvResponse(listCsvOf(name), request, query as Record<string, unknown>, resolve);
      }
      const answer = await resolve(query);
      if (answer instanceof Response) return answer;
      const [error] = validate(answer, route.answer, { coerce: true });
      if (error) throw new Error(`Mock answer of ${name} breaks its struct: ${error.message}`);
      return HttpResponse.json(answer as Record<string, unknown>);
    });
  });
}

/** A handler answering one route with an error; put it before the others to override them. */
export function errorHandler(name: RouteName, code: MockErrorCode, baseUrl?: string): HttpHandler {
  const route = routes[name];
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const prefix = baseUrl === undefined ? '*' : withoutTrailingSlashes(baseUrl);
  return http[method](`${prefix}${route.path}`, () => errorResponse(code));
}
