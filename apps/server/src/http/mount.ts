import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { routeList, type AnyRoute, type RouteName } from '@backoffice/api';
import { ERROR_CODE_MESSAGES, HTTP_STATUS_MESSAGES } from '@backoffice/domain';
import { sessionUser, type StaffUser } from '../auth/sessions';
import { ApiError } from './errors';
import type { Ctx, Handlers, Services } from './context';
import { csvAnswer, type CsvReaders } from './csv';
import { fieldMessage, type Failure } from './messages';

/**
 * Lists whose whole answer is kept until the next write: they do not depend on the time of
 * the call (unlike the board, the conversations' stages or the contracts' statuses).
 */
const CACHED_ANSWERS = new Set<RouteName>(['offices', 'users']);

/** Bodies larger than this are refused (413). */
const MAX_BODY_BYTES = 1024 * 1024;

function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? (match[1] as string) : null;
}

/** The client's address: the socket's remote address (no proxy header is trusted). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    // In-process calls (app.request in tests) have no socket.
    return 'local';
  }
}

/** Turns a superstruct failure into 400 validation_error with a message per field. */
/** What superstruct's StructError gives (read through the route's own structs). */
export interface StructFailures {
  failures(): Failure[];
}

export function structToApiError(
  route: RouteName,
  error: StructFailures,
  where: 'body' | 'query',
): ApiError {
  const fields: Record<string, string> = {};
  for (const failure of error.failures()) {
    const path = failure.path.length ? failure.path.join('.') : where;
    if (fields[path] !== undefined) continue;
    fields[path] = fieldMessage(route, path, failure) ?? failure.message;
  }
  return new ApiError(
    400,
    'validation_error',
    Object.values(fields)[0] ?? ERROR_CODE_MESSAGES.validation_error,
    fields,
  );
}

/** Validates (and coerces) with the route's struct: the value, or 400 with each field's message. */
function validate<T>(route: AnyRoute, value: unknown, where: 'body' | 'query'): T {
  const struct = (where === 'body' ? route.body : route.query) as AnyRoute['answer'];
  const [error, result] = struct.validate(value, { coerce: true });
  if (error) throw structToApiError(route.name as RouteName, error, where);
  return result as T;
}

/** True when the route's body struct accepts `{}`. */
function acceptsEmpty(route: AnyRoute): unknown {
  const [error, result] = (route.body as AnyRoute['answer']).validate({}, { coerce: true });
  if (error) throw new ApiError(400, 'no_input_data', ERROR_CODE_MESSAGES.no_input_data);
  return result;
}

async function readBody(c: Context, route: AnyRoute): Promise<unknown> {
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_BODY_BYTES)
    throw new ApiError(413, 'payload_too_large', 'The body is larger than 1 MB.');
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES)
    throw new ApiError(413, 'payload_too_large', 'The body is larger than 1 MB.');
  if (text.trim() === '') {
    // An empty body is `{}` for the routes whose fields are all optional (publish).
    return acceptsEmpty(route);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'validation_error', 'The body is not valid JSON.', {
      body: 'The body is not valid JSON.',
    });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError(400, 'validation_error', 'The body must be a JSON object.', {
      body: 'The body must be a JSON object.',
    });
  }
  if (Object.keys(parsed).length === 0) return acceptsEmpty(route);
  return validate(route, parsed, 'body');
}

function readId(c: Context, route: AnyRoute): number {
  if (!route.path.includes(':id')) return 0;
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) <= 0) {
    throw new ApiError(400, 'validation_error', 'The id must be a positive whole number.', {
      id: 'Expected a positive id',
    });
  }
  return Number(raw);
}

/** The JSON body of an error. */
export function errorResponse(c: Context, error: ApiError): Response {
  if (error.retryAfterSeconds !== undefined)
    c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json(error.body(), error.status);
}

/**
 * Mounts every route of the api package's table on the app: authentication when the route
 * needs the token, the query and body validated by the route's structs, then its handler.
 * A route of the table without a handler fails here, at start.
 */
export function mountRoutes(
  app: Hono,
  handlers: Handlers,
  services: () => Services | null,
  expectDatabase: boolean,
  csvReaders: CsvReaders = {},
): void {
  for (const route of routeList) {
    const handler = handlers[route.name as RouteName] as unknown as (ctx: Ctx) => Promise<unknown>;
    if (typeof handler !== 'function') throw new Error(`No handler for route ${route.name}`);
    app.on(route.method, route.path, async (c) => {
      try {
        const svc = services();
        if (!svc) {
          // Without a database (the app shell alone) the server is healthy; with one, it is
          // healthy once the database is open, migrated and seeded.
          if (route.name === 'health' && !expectDatabase)
            return handler({} as Ctx).then((a) => c.json(a as object));
          throw new ApiError(
            503,
            'starting',
            'The server is starting: the database is being prepared.',
          );
        }
        const now = svc.now();
        let staff: StaffUser | null = null;
        if (route.auth) {
          const token = bearerToken(c);
          if (!token) throw new ApiError(401, 'login_required', ERROR_CODE_MESSAGES.login_required);
          staff = await sessionUser(svc.database.db, token, now, svc.sessions);
          if (!staff) throw new ApiError(401, 'wrong_key', HTTP_STATUS_MESSAGES[401] as string);
        }
        const id = readId(c, route);
        const query = route.query ? validate(route, flatQuery(c), 'query') : {};
        const body = route.body ? await readBody(c, route) : undefined;
        const ctx: Ctx = {
          db: svc.database.db,
          services: svc,
          params: { id },
          query,
          body,
          staff: staff as StaffUser,
          now,
          address: clientAddress(c),
          c,
        };
        if ((query as { format?: string }).format === 'csv') {
          // A list's CSV download: every matching row, streamed (http/csv.ts).
          const reader = csvReaders[route.name as keyof CsvReaders];
          return await csvAnswer(c, route.name, ctx, reader ? reader(ctx as never) : null, handler);
        }
        if (CACHED_ANSWERS.has(route.name as RouteName)) {
          // The same list asked again before any write: the same JSON, without a query.
          const key = `${route.name}?${new URL(c.req.url).search}`;
          // Kept encoded: a 50-office page is ~100 KB that need not be turned into bytes again.
          const bytes = await svc.answers.get(key, async () =>
            Buffer.from(JSON.stringify(await handler(ctx))),
          );
          return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
            'Content-Type': 'application/json',
          });
        }
        let answer: unknown;
        try {
          answer = await handler(ctx);
        } finally {
          // Any call that may write forgets the cached counts and answers.
          if (route.method !== 'GET') {
            svc.cache.clear();
            svc.answers.clear();
          }
        }
        if (answer instanceof Response) return answer;
        return c.json(answer as object, 200);
      } catch (error) {
        if (error instanceof ApiError) return errorResponse(c, error);
        throw error;
      }
    });
  }
}

/** The query string as one value per name (the last one when a name repeats). */
function flatQuery(c: Context): Record<string, string> {
  const out: Record<string, string> = {};
  new URL(c.req.url).searchParams.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}
