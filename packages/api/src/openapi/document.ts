import { recordBodyFacts, recordPrimitiveFacts } from './primitiveFacts';
import * as structs from '../structs';
import type { AnyStruct } from '../structs/facts';
import { EVENTS_PATH } from '../events';
import { IDS_MEDIA_TYPE } from '../lists';
import { BULK_MAX_ITEMS } from '@backoffice/domain';
import {
  isKeyedWrite,
  pathParamNames,
  routeList,
  routes,
  type AnyRoute,
  type RouteName,
} from '../routes';
import { SchemaWriter, acceptsUndefined, type JsonSchema } from './jsonSchema';
import { readRouteSource, type RouteSource } from './source';

/**
 * The OpenAPI 3.1 document of the API, generated from the route table and its structs (never
 * written by hand): a route added to the table, a field added to a struct, appears here with
 * no other edit. The server serves it at OPENAPI_PATH (`openapi.json` under the API prefix) and its build writes it to
 * `apps/server/dist/openapi.json`; the contract tests hold the server's answers to it.
 */

export { OPENAPI_PATH } from './paths';

/** The error codes a route may answer, by HTTP status. */
export type ErrorCodes = Partial<Record<ErrorStatus, readonly string[]>>;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503 | 504;

/**
 * Codes a route's handler answers beyond what its shape implies (see `errorCodesOf`): a
 * GET that refuses a state, a lookup by a query value. The contract tests fail on a code a
 * route answers that this document does not list.
 */
const HANDLER_ERRORS: Partial<Record<RouteName, ErrorCodes>> = {
  login: { 401: ['invalid_login'], 403: ['forbidden'], 429: ['rate_limited'] },
  loginTwoFactor: { 401: ['invalid_login', 'challenge_expired', 'two_factor_invalid'] },
  twoFactorEnrolStart: { 401: ['invalid_login', 'challenge_expired'], 409: ['conflict'] },
  twoFactorEnrolConfirm: {
    401: ['invalid_login', 'challenge_expired', 'two_factor_invalid'],
    409: ['conflict'],
  },
  twoFactorSetup: { 409: ['conflict'] },
  twoFactorConfirm: { 400: ['two_factor_invalid'], 409: ['conflict'] },
  checkOneTimeLink: { 400: ['link_invalid'] },
  setPassword: { 400: ['link_invalid'] },
  sessionActivity: { 401: ['session_revoked'] },
  placeDetails: { 404: ['not_found'] },
  requestContract: { 409: ['conflict'] },
  // A dump larger than the most a stored file may be (50 MB); the bucket that keeps
  // generated files (FILES_S3_*) not answering or refusing.
  dumpRequests: { 413: ['payload_too_large'], 503: ['storage_unavailable'] },
  generatedFile: { 503: ['storage_unavailable'] },
  resetPassword: { 409: ['conflict'] },
  sendFavoritesEmail: { 409: ['conflict', 'already_sent'] },
  sendFavoritesSms: { 409: ['already_sent'] },
};

/** Routes whose work may go on after the answer: 202 with the same body (routes.ts, SEO). */
const ACCEPTED: ReadonlySet<RouteName> = new Set<RouteName>(['generateSeoDescription']);

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The input was refused: `validation_error` names each refused field in `fields`.',
  401: 'No token, or one that is not (or no longer) valid: the session ends. `session_idle`, `session_expired` and `session_revoked` say why it ended.',
  403: "The signed-in person's role may not call this route (its `x-permission`).",
  404: 'Nothing has this id.',
  409: 'The rules refuse this now, or another call changed the same records at the same time.',
  413: "The body is larger than this route takes (the request body's `x-max-body-bytes`), or the file the call would make is larger than the server keeps (50 MB).",
  415: 'The body is not sent as `application/json`.',
  422: 'This Idempotency-Key was already used for another call (route, id or body).',
  429: 'Too many attempts: `Retry-After` says how many seconds to wait.',
  503: 'The server is starting (`starting`: the database is being prepared), draining or cut off from its database (`database_unavailable`, `not_ready`), or the bucket of generated files does not answer (`storage_unavailable`): `Retry-After` says when to try again.',
  504: 'The server took too long to answer.',
};

/**
 * The `{ code, description }` answers a route may give, by status: what every call may meet
 * (503 while starting, 504 after the time limit), what its shape implies (the token: 401; a
 * path id: 400 and 404; a query or a body: 400, and for a body 413 and 404 for the ids it
 * names; a write: 409) and what its handler adds (HANDLER_ERRORS).
 */
export function errorCodesOf(route: AnyRoute): ErrorCodes {
  const codes = new Map<ErrorStatus, Set<string>>();
  const add = (status: ErrorStatus, ...names: string[]) => {
    const set = codes.get(status) ?? new Set<string>();
    for (const name of names) set.add(name);
    codes.set(status, set);
  };
  if (route.auth)
    add(401, 'login_required', 'wrong_key', 'session_idle', 'session_expired', 'session_revoked');
  // A role below the route's permission is refused before the handler runs.
  if (route.permission !== 'public' && route.permission !== 'session') add(403, 'forbidden');
  if (pathParamNames(route.path).length) {
    add(400, 'validation_error');
    add(404, 'not_found');
  }
  if (route.query) add(400, 'validation_error', 'invalid_value');
  if (route.body) {
    add(400, 'validation_error', 'no_input_data', 'invalid_value');
    add(404, 'not_found');
    add(413, 'payload_too_large');
    add(415, 'unsupported_media_type');
  }
  if (route.method !== 'GET') add(409, 'conflict');
  if (route.write?.edits) add(409, 'edit_conflict');
  if (isKeyedWrite(route)) {
    add(400, 'idempotency_key_invalid');
    add(422, 'idempotency_key_reused');
  }
  for (const [status, names] of Object.entries(HANDLER_ERRORS[route.name as RouteName] ?? {})) {
    add(Number(status) as ErrorStatus, ...names);
  }
  add(503, 'starting');
  // A call that needs the database while it cannot be reached (health never does).
  if (route.name !== 'health')
    add(503, route.name === 'ready' ? 'not_ready' : 'database_unavailable');
  add(504, 'timeout');
  return Object.fromEntries(
    [...codes.entries()].sort(([a], [b]) => a - b).map(([status, set]) => [status, [...set]]),
  );
}

/** The names of the exported structs that become components (by their `entries`, facts.ts). */
function componentNames(): Map<object, string> {
  const names = new Map<object, string>();
  const candidates = Object.entries(structs as Record<string, unknown>)
    .filter(
      (entry): entry is [string, AnyStruct] =>
        typeof entry[1] === 'object' &&
        entry[1] !== null &&
        'entries' in entry[1] &&
        ['type', 'object', 'enums'].includes((entry[1] as AnyStruct).type),
    )
    // An entity's own name (`SessionStruct`) before an answer that is the same struct.
    .sort(([a], [b]) => Number(b.endsWith('Struct')) - Number(a.endsWith('Struct')));
  for (const [name, struct] of candidates) {
    if (!names.has(struct.entries)) names.set(struct.entries, name.replace(/Struct$/, ''));
  }
  return names;
}

/** The media types of a file route's answer, and of lists that answer `format=csv`. */
const CSV = 'text/csv';

function hasCsvFormat(route: AnyRoute): boolean {
  const fields = (route.query?.schema ?? {}) as Record<string, AnyStruct>;
  const format = fields.format;
  return format !== undefined && Object.values(format.schema ?? {}).includes('csv');
}

function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, '{$1}');
}

function errorSchema(codes: readonly string[]): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'description'],
    properties: {
      code: { type: 'string', enum: codes },
      description: { type: 'string' },
      fields: {
        type: 'object',
        description: 'The message of each refused field, by its path (`validation_error`).',
        additionalProperties: { type: 'string' },
      },
    },
  };
}

const DISPOSITION = {
  'Content-Disposition': {
    description: 'attachment; filename="…"',
    schema: { type: 'string' },
  },
};

/** The error answers, one component per status and set of codes, referred to by the routes. */
class ErrorResponses {
  readonly components: Record<string, JsonSchema> = {};

  refer(status: ErrorStatus, codes: readonly string[]): JsonSchema {
    const name = [status, ...codes].join('.');
    this.components[name] ??= {
      description: ERROR_DESCRIPTIONS[status],
      ...(status === 429
        ? { headers: { 'Retry-After': { schema: { type: 'integer', minimum: 0 } } } }
        : {}),
      content: { 'application/json': { schema: errorSchema(codes) } },
    };
    return { $ref: `#/components/responses/${name}` };
  }
}

function operation(
  route: AnyRoute,
  writer: SchemaWriter,
  errors: ErrorResponses,
  source: RouteSource,
): JsonSchema {
  const parameters: JsonSchema[] = pathParamNames(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    // Every path parameter is a record's id, but a generated file's (random text).
    schema: writer.schema(
      name === 'fileId' ? structs.FileId : structs.Id,
      `${route.name} path ${name}`,
    ),
  }));
  if (isKeyedWrite(route)) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'One per submit, the same on its retries: a repeat within 24 h gets the first answer ' +
        '(`Idempotent-Replayed: true`) and changes nothing (routes.ts, the write path).',
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
    });
  }
  if (route.write?.edits) {
    parameters.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        'The quoted version of the edited part the form began from (domain `partVersion`): ' +
        'a save over a newer one is refused with 409 `edit_conflict` naming who saved and ' +
        'when. Without it the save goes over (routes.ts `edits`).',
      schema: { type: 'string', maxLength: 68, pattern: '^(W/)?"[^"]{1,64}"$' },
    });
  }
  const queryFields = (route.query?.schema ?? {}) as Record<string, AnyStruct>;
  for (const [name, field] of Object.entries(queryFields)) {
    parameters.push({
      name,
      in: 'query',
      required: !acceptsUndefined(field),
      schema: writer.schema(field, `${route.name} query ${name}`),
    });
  }

  const responses: Record<string, JsonSchema> = {};
  if (route.answerKind === 'file') {
    const type = route.accept ?? 'application/octet-stream';
    responses['200'] = {
      description: `The file (${type}).`,
      headers: DISPOSITION,
      content: { [type]: { schema: { type: 'string', contentMediaType: type } } },
    };
  } else {
    const content: Record<string, JsonSchema> = {
      'application/json': { schema: writer.schema(route.answer, `${route.name} answer`) },
    };
    if (hasCsvFormat(route)) {
      content[CSV] = {
        schema: {
          type: 'string',
          contentMediaType: CSV,
          description:
            '`format=csv`: every matching row as CSV (UTF-8, header row, RFC 4180), streamed.',
        },
      };
      // A selection's "Select all N matching": the ids of every matching row, not a page.
      content[IDS_MEDIA_TYPE] = {
        schema: {
          ...writer.schema(structs.ListIdsAnswer, 'ListIdsAnswer'),
          description: `\`format=ids\`: the id of every matching row, in the list's order (at most ${BULK_MAX_ITEMS}).`,
        },
      };
    }
    responses['200'] = {
      description: route.summary,
      ...(hasCsvFormat(route) ? { headers: DISPOSITION } : {}),
      content,
    };
    if (ACCEPTED.has(route.name as RouteName)) {
      responses['202'] = {
        description: 'Started: the work goes on; ask again for where it stands.',
        content: { 'application/json': { schema: writer.schema(route.answer) } },
      };
    }
  }
  for (const [status, codes] of Object.entries(errorCodesOf(route))) {
    responses[status] = errors.refer(Number(status) as ErrorStatus, codes as string[]);
  }

  const op: JsonSchema = {
    operationId: route.name,
    summary: route.summary,
    tags: [source.tags.get(route.name) ?? 'API'],
    security: route.auth ? [{ bearer: [] }] : [],
    responses,
    // Who may call it (domain roleCan): public, session, read, write, export, admin.
    'x-permission': route.permission,
  };
  if (route.timeoutMs !== null)
    op.description = `Takes up to ${route.timeoutMs / 1000} s (the client waits that long).`;
  if (parameters.length) op.parameters = parameters;
  if (route.body) {
    op.requestBody = {
      description: `JSON, at most ${formatBytes(route.maxBodyBytes)}.`,
      'x-max-body-bytes': route.maxBodyBytes,
      // A body every field of which is optional may be left out (publish: `{}`).
      required: !(route.body.validate({})[0] === undefined),
      content: {
        'application/json': { schema: writer.schema(route.body, `${route.name} body`) },
      },
    };
  }
  return op;
}

/** 4096 → "4 KiB", 2097152 → "2 MiB". */
function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`;
}

/** The change events stream (events.ts): not a route of the table, its answer never ends. */
function eventsOperation(errors: ErrorResponses): JsonSchema {
  return {
    operationId: 'changeEvents',
    summary: 'Live refresh: which areas each successful write changed (Server-Sent Events)',
    description:
      '`event: change` with `{ "areas": [...] }` after each write, `event: resync` when some may have been missed, and a comment every 20 s. Never compressed.',
    tags: ['Live refresh'],
    security: [{ bearer: [] }],
    responses: {
      '200': {
        description: 'The stream, until the client closes it.',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
      '401': errors.refer(401, ['login_required', 'wrong_key']),
      '503': errors.refer(503, ['starting', 'database_unavailable']),
    },
  };
}

export interface OpenApiOptions {
  /** The API's version (the server's, as the health route tells it). */
  version: string;
  /** The text of routes.ts: its decisions and section titles become descriptions and tags. */
  routesSource?: string;
}

function sorted<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** The OpenAPI 3.1 document of every route of the table. */
export function openApiDocument({ version, routesSource = '' }: OpenApiOptions): JsonSchema {
  recordPrimitiveFacts();
  recordBodyFacts();
  const source = readRouteSource(routesSource);
  const writer = new SchemaWriter(componentNames());
  const errors = new ErrorResponses();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routeList) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, writer, errors, source);
  }
  paths[EVENTS_PATH] = { get: eventsOperation(errors) };
  const tags = [...new Set([...source.tags.values(), 'Live refresh'])].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Office-rental marketplace API (back-office)',
      version,
      description: source.description,
    },
    tags,
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: `The token \`${routes.login.method} ${routes.login.path}\` answers, for 12 hours or until logout.`,
        },
      },
      schemas: sorted(writer.components),
      responses: sorted(errors.components),
    },
  };
}
