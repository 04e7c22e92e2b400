import type { Context, Hono } from 'hono';
import {
  IDS_MEDIA_TYPE,
  isKeyedWrite,
  routeList,
  runsOnWritePath,
  type AnyRoute,
  type RouteName,
} from '@backoffice/api/contract';
import {
  ERROR_CODE_MESSAGES,
  HTTP_STATUS_MESSAGES,
  MAX_ID,
  SESSION_END_LABELS,
  SESSION_ENDED_MESSAGES,
  permissionRefusal,
  type Permission,
} from '@backoffice/domain';
import {
  sessionUser,
  type SessionCheck,
  type SessionTimes,
  type StaffUser,
} from '../auth/sessions';
import { recordSecurityEvent } from '../auth/securityLog';
import { recordDownload } from './downloads';
import { clientAddress } from './addresses';
import { ApiError } from '../errors';
import { AnswerLifetime, type Ctx, type Handlers, type Services } from './context';
import { checkDepth, checkJsonBody, checkStorableText, readBodyText } from './input';
import { csvAnswer, listIdsAnswer, type CsvReaders } from './csv';
import { EncodedAnswer, sendEncoded } from './encoded';
import { fieldMessage, type Failure } from './messages';
import { publishChange } from '../events/publish';
import { readIdempotencyKey, REPLAYED_HEADER, ReplayedAnswer, runWrite } from './writes';
import { idempotentReplays } from '../ops/metrics';
import { noteRoute, noteStaff } from '../ops/requests';

/**
 * Reads whose whole answer is kept, encoded, until the next write (the data version moves on,
 * on every server) or until the time it is true runs out: the board, the conversations'
 * stages and the contracts' statuses depend on the clock, and their handlers say when their
 * answer next changes (`ctx.lifetime`: the next Paris midnight, the next visit whose time
 * passes). After a write, live refresh sends the whole team to the same reads at
 * once; the first loads, identical reads that arrive while it loads share its answer
 * (ReadCache.get), and the rest are sent the kept bytes.
 */
const CACHED_ANSWERS = new Set<RouteName>([
  'offices',
  'users',
  'requestBoard',
  'conversations',
  'contracts',
  'documents',
]);

/** Kept answers that depend on who asks: the conversations' "Unread" is each person's own. */
const PERSONAL_ANSWERS = new Set<RouteName>(['conversations']);

/** A kept answer and the instant (ms) from which it may be wrong. */
interface KeptAnswer {
  answer: EncodedAnswer;
  until: number;
}

/** The bearer token of a call, or null. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? (match[1] as string) : null;
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
  // A Map, then own properties: a field named `__proto__` is named like any other.
  const messages = new Map<string, string>();
  for (const failure of error.failures()) {
    const path = failure.path.length ? failure.path.join('.') : where;
    if (messages.has(path)) continue;
    messages.set(path, fieldMessage(route, path, failure) ?? failure.message);
  }
  const fields: Record<string, string> = Object.fromEntries(messages);
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
  checkJsonBody(c);
  // Read up to the route's own limit, counted as it arrives, before anything parses it.
  const text = await readBodyText(c, route.maxBodyBytes);
  if (text.trim() === '') {
    // An empty body is `{}` for the routes whose fields are all optional (publish).
    return acceptsEmpty(route);
  }
  checkDepth(text);
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
  checkStorableText(parsed, 'body');
  return validate(route, parsed, 'body');
}

function readId(c: Context, route: AnyRoute): number {
  if (!route.path.includes(':id')) return 0;
  const raw = c.req.param('id') ?? '';
  // Checked before any query: an id beyond an integer column would fail in the database.
  if (!/^\d{1,10}$/.test(raw) || Number(raw) <= 0 || Number(raw) > MAX_ID) {
    throw new ApiError(400, 'validation_error', 'The id must be a positive whole number.', {
      id: `Expected a positive id up to ${MAX_ID}`,
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
      // The request's log line and metrics name the route, never its path.
      noteRoute(c, route.name);
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
        let sessionTimes: SessionTimes | null = null;
        const token = route.auth ? bearerToken(c) : null;
        if (route.auth) {
          if (!token) throw new ApiError(401, 'login_required', ERROR_CODE_MESSAGES.login_required);
          const check = await sessionUser(
            svc.database.db,
            token,
            now,
            svc.sessions,
            svc.sessionPolicy,
          );
          if (!check.ok)
            throw await sessionRefused(svc, check, clientAddress(c, svc.trustedProxies), now);
          staff = check.user;
          sessionTimes = check.times;
          noteStaff(c, staff.id);
          // Who may call it, before anything else is read; a list's CSV is an export.
          const needs: Permission =
            new URL(c.req.url).searchParams.get('format') === 'csv' ? 'export' : route.permission;
          for (const permission of new Set<Permission>([route.permission, needs])) {
            const refusal = permissionRefusal(staff.role, permission);
            if (refusal) throw new ApiError(403, 'forbidden', refusal);
          }
          if (route.method === 'GET') {
            // The data version this read's cached answers and counts are kept at.
            const version =
              svc.dataVersion.withSessionCheck && check.dataVersion !== null
                ? check.dataVersion
                : await svc.dataVersion.current();
            svc.cache.advance(version);
            svc.answers.advance(version);
          }
        }
        // The same list asked again before any write: the same bytes, without a query. Looked
        // up before the query is checked: only a query that passed its checks was kept.
        const search = new URL(c.req.url).search;
        // An answer that is the caller's own (their unread conversations, the board's "Mine")
        // is kept per staff member, never handed to another.
        const personal =
          PERSONAL_ANSWERS.has(route.name as RouteName) || /[?&]owner=mine(&|$)/.test(search);
        const answerKey = CACHED_ANSWERS.has(route.name as RouteName)
          ? `${route.name}?${search}${personal ? `#staff=${staff?.id}` : ''}`
          : null;
        const kept = answerKey === null ? undefined : svc.answers.peek<KeptAnswer>(answerKey);
        if (kept && kept.until > now.getTime()) return sendEncoded(c, kept.answer);
        if (kept && answerKey !== null) svc.answers.drop(answerKey);
        const id = readId(c, route);
        // What a handler asked to run after its commit (outside the write path: at once).
        const committed: (() => void)[] = [];
        const query = route.query ? validateQuery(route, flatQuery(c)) : {};
        const body = route.body ? await readBody(c, route) : undefined;
        const ctx: Ctx = {
          db: svc.database.db,
          services: svc,
          params: { id },
          query,
          body,
          staff: staff as StaffUser,
          now,
          address: clientAddress(c, svc.trustedProxies),
          token,
          c,
          lifetime: new AnswerLifetime(),
          afterCommit: (work) => committed.push(work),
          security: { note: null },
          recorded: { input: {}, also: [] },
          sessionTimes,
        };
        if ((query as { format?: string }).format === 'ids') {
          // A selection's "Select all N matching": every matching row's id (http/csv.ts).
          const reader = csvReaders[route.name as keyof CsvReaders];
          const ids = await listIdsAnswer(
            route.name,
            ctx,
            reader ? reader(ctx as never) : null,
            handler,
          );
          return c.body(JSON.stringify(ids), 200, { 'Content-Type': IDS_MEDIA_TYPE });
        }
        if ((query as { format?: string }).format === 'csv') {
          // A list's CSV download: every matching row, streamed (http/csv.ts); on the
          // Security log with its filters and its number of rows once sent.
          const reader = csvReaders[route.name as keyof CsvReaders];
          return await csvAnswer(
            c,
            route.name,
            ctx,
            reader ? reader(ctx as never) : null,
            handler,
            (rows) => recordDownload(ctx, route, rows),
          );
        }
        if (answerKey !== null) {
          // Kept encoded: a 50-office page is ~40 KB that need not be turned into bytes again.
          const kept = await svc.answers.get<KeptAnswer>(
            answerKey,
            async () => ({
              answer: EncodedAnswer.of(await handler(ctx)),
              until: ctx.lifetime.until,
            }),
            (value) => value.until > now.getTime(),
          );
          return sendEncoded(c, kept.answer);
        }
        // Reads, and the calls that change no data (the api package's one rule): outside the
        // write path, with no transaction held while the SEO texts are composed.
        if (!runsOnWritePath(route)) {
          const answer = await handler(ctx);
          for (const work of committed) work();
          // Every file (a PDF, a CSV, the request dump) is on the Security log.
          if (route.accept !== null || route.permission === 'export')
            await recordDownload(ctx, route, null);
          if (answer instanceof Response) return answer;
          return c.json(answer as object, 200);
        }
        // One transaction, the entity locked, the key and the history with it. A GET
        // that acts (a reset password's email, favorites sent) takes the same path, keyless.
        const key = isKeyedWrite(route) ? readIdempotencyKey(c) : null;
        let answer: unknown;
        try {
          answer = await runWrite(route.name as RouteName, ctx as never, key, handler);
        } finally {
          // After the commit (or the rollback), before answering: every server (this one too)
          // drops its cached counts and answers at its next read. Not inside the transaction: a
          // read between the bump and the commit would keep the old rows under the new version.
          await svc.dataVersion.bump();
        }
        // Committed (a refusal or a failure threw above): its follow-up work may start.
        for (const work of committed) work();
        if (answer instanceof ReplayedAnswer) {
          idempotentReplays.inc({ route: route.name });
          c.header(REPLAYED_HEADER, 'true');
          return c.body(answer.json, answer.status as 200, {
            'Content-Type': 'application/json; charset=utf-8',
          });
        }
        // Every server's change streams hear of the write (events/hub.ts), once the
        // data version has moved on, so that the reads it sets off see the write.
        publishChange(svc, route.name as RouteName);
        if (answer instanceof Response) return answer;
        return c.json(answer as object, 200);
      } catch (error) {
        if (error instanceof ApiError) return errorResponse(c, error);
        throw error;
      }
    });
  }
}

/**
 * The 401 of a token that is no longer good, with the code that says why (the app's sign-in
 * screen says it in words); a session found ended by its idle end or its lifetime now is on
 * the Security log.
 */
async function sessionRefused(
  svc: Services,
  check: Extract<SessionCheck, { ok: false }>,
  address: string,
  now: Date,
): Promise<ApiError> {
  if (check.ended) {
    await recordSecurityEvent(svc.database.db, {
      kind: 'session_ended',
      actor: { id: check.ended.staffId, name: check.ended.name },
      staffId: check.ended.staffId,
      summary: `Session ended: ${SESSION_END_LABELS[check.ended.cause]}`,
      address,
      route: 'session',
      details: { cause: check.ended.cause },
      at: now,
    });
  }
  if (check.code === 'wrong_key')
    return new ApiError(401, 'wrong_key', HTTP_STATUS_MESSAGES[401] as string);
  return new ApiError(401, check.code, SESSION_ENDED_MESSAGES[check.code] as string);
}

/** The query, checked for text PostgreSQL cannot store, then validated by the route's struct. */
function validateQuery(route: AnyRoute, query: Record<string, string>): unknown {
  checkStorableText(query, 'query');
  return validate(route, query, 'query');
}

/**
 * The query string as one value per name (the last one when a name repeats), as own
 * properties: a parameter named `__proto__` is a field like any other (refused by the struct
 * as unknown), never the object's prototype.
 */
function flatQuery(c: Context): Record<string, string> {
  const values = new Map<string, string>();
  new URL(c.req.url).searchParams.forEach((value, key) => values.set(key, value));
  return Object.fromEntries(values);
}
