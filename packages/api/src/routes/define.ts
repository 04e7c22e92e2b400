import type { ChangeArea, EntityType } from '../areas';
import { DEFAULT_BODY_MAX_BYTES, type EditPart, type Permission } from '@backoffice/domain';
import type { Struct } from 'superstruct';

/**
 * What a route of the table is, and `route()`, which writes one: the table itself is routes.ts,
 * assembled from the area files beside this one (health.ts, staff.ts, requests.ts…), which call
 * `route()`. Nothing here imports the table, so that the area files and routes.ts make no cycle.
 */

/** The prefix of every path of the API: routes.ts documents the table and its decisions. */
export const API_PREFIX = '/api/v2';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the answer is read: JSON checked by its struct, or a file (CSV, PDF). */
export type AnswerKind = 'json' | 'file';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct<T> = Struct<T, any>;

/**
 * Where a write's record id is read: the path's `:id`, or a field of the body (a dotted path
 * into it: `data.0.pageId`).
 */
export type IdSource = 'path' | { readonly body: string };

/**
 * A record found from the row the call names: a meeting's request, an internal note's office,
 * a favorite's guest, an SEO page's location, a FAQ entry's location.
 */
export type SubjectLookup =
  | 'meetingRequest'
  | 'noteOffice'
  | 'noteRequest'
  | 'bookmarkGuest'
  | 'pageLocation'
  | 'faqEntryLocation';

/**
 * The record a write acts on: its row is locked for the call (so that the rule check reads
 * what no other write can change meanwhile) and its history gets the call's entry. `creates`:
 * the call makes the record, and its history starts with the call. `none`: no record (why).
 */
export type SubjectSpec =
  | {
      readonly entity: EntityType;
      readonly id: IdSource;
      /** The record is found from the row the id names. */
      readonly via?: SubjectLookup;
      /** A second row of the same table the call changes too (locked with the first). */
      readonly also?: IdSource;
    }
  | { readonly entity: EntityType; readonly creates: true }
  | { readonly none: string };

/** What a write changes: the areas live refresh and the app re-read, and its record. */
export interface WriteFacts {
  readonly areas: readonly ChangeArea[];
  readonly subject: SubjectSpec;
  /**
   * The part of a record an edit form saves (domain EDIT_PARTS): a call with `If-Match` (the
   * version of that part the form began from) is refused with 409 `edit_conflict`, naming who
   * saved and when, when the part changed since. Without `If-Match` it saves over.
   */
  readonly edits?: EditPart;
}

/** A route of the table. `Query`, `Body` are `undefined` when the route takes none. */
export interface RouteDefinition<
  Path extends string = string,
  Query = unknown,
  Body = unknown,
  Answer = unknown,
> {
  /** The key of the route in the table. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path relative to the host, with `:name` segments for parameters. */
  readonly path: Path;
  /** Whether the call needs the bearer token (every permission but `public`). */
  readonly auth: boolean;
  /**
   * Who may call it: `public`, any signed-in person about their own `session`,
   * `read`, `write`, `export` or `admin` (domain `roleCan`). The server checks it before the
   * handler (403 `forbidden` otherwise); a list's `format=csv` needs `export` too.
   */
  readonly permission: Permission;
  /**
   * A call that changes records: its areas and its record. The server runs it on the write
   * path (one transaction, its record locked, its history entry, its Idempotency-Key unless a
   * GET); null for a read, or a call that changes no record (`unkeyed` says why).
   */
  readonly write: WriteFacts | null;
  /** Why a call that is not a GET changes no record (sign-in, sign-out…); else null. */
  readonly unkeyed: string | null;
  /** What the call is for, in the spec's words. */
  readonly summary: string;
  /** The query parameters (GET filters), coerced from strings. */
  readonly query: AnyStruct<Query> | null;
  /** The JSON body (POST, PUT, PATCH). */
  readonly body: AnyStruct<Body> | null;
  /** The answer: JSON checked by this struct, or a downloaded file. */
  readonly answer: AnyStruct<Answer>;
  readonly answerKind: AnswerKind;
  /** The file type asked for (`Accept`) when the answer is a file. */
  readonly accept: string | null;
  /** A timeout of its own, in ms (else the client's default). */
  readonly timeoutMs: number | null;
  /**
   * The largest body the server reads, in bytes, counted as it arrives and refused (413)
   * before it is parsed: 4 KiB for sign-in, the rich-text routes' cap, 64 KiB for the rest.
   */
  readonly maxBodyBytes: number;
  /**
   * The answer holds a secret given once (a one-time link): the server does not keep it with
   * the call's Idempotency-Key, so a repeat runs again (and gives a new one) rather than
   * reading the secret back from the database.
   */
  readonly secretAnswer: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDefinition<string, any, any, any>;

interface BaseSpec<P extends string, Q, B, A> {
  path: P;
  summary: string;
  permission: Permission;
  query?: AnyStruct<Q>;
  body?: AnyStruct<B>;
  answer: AnyStruct<A>;
  accept?: string;
  timeoutMs?: number;
  /** Default DEFAULT_BODY_MAX_BYTES (64 KiB). */
  maxBodyBytes?: number;
  /** Default false. */
  secretAnswer?: boolean;
}

/**
 * A route as written in the table. A call that is not a GET names what it changes (`write`)
 * or why it changes no record (`unkeyed`): a write route without its facts does not compile.
 * A GET may change records too (a reset password's email, favorites sent), and then says so.
 */
type RouteSpec<P extends string, Q, B, A> = BaseSpec<P, Q, B, A> &
  (
    | { method: 'GET'; write?: WriteFacts }
    | { method: Exclude<HttpMethod, 'GET'>; write: WriteFacts; unkeyed?: never }
    | { method: Exclude<HttpMethod, 'GET'>; write?: never; unkeyed: string }
  );

/** A route as built: `query` and `body` are null exactly when the route takes none. */
type Route<P extends string, Q, B, A> = Omit<
  RouteDefinition<`${typeof API_PREFIX}${P}`, Q, B, A>,
  'query' | 'body'
> & {
  readonly query: [Q] extends [undefined] ? null : AnyStruct<Q>;
  readonly body: [B] extends [undefined] ? null : AnyStruct<B>;
};

export function route<const P extends string, A, Q = undefined, B = undefined>(
  spec: RouteSpec<P, Q, B, A>,
): Route<P, NoInfer<Q>, NoInfer<B>, NoInfer<A>> {
  const built: AnyRoute = {
    name: '',
    method: spec.method,
    path: `${API_PREFIX}${spec.path}`,
    auth: spec.permission !== 'public',
    permission: spec.permission,
    write: spec.write ?? null,
    unkeyed: ('unkeyed' in spec ? spec.unkeyed : undefined) ?? null,
    summary: spec.summary,
    query: spec.query ?? null,
    body: spec.body ?? null,
    answer: spec.answer,
    answerKind: spec.accept ? 'file' : 'json',
    accept: spec.accept ?? null,
    timeoutMs: spec.timeoutMs ?? null,
    maxBodyBytes: spec.maxBodyBytes ?? DEFAULT_BODY_MAX_BYTES,
    secretAnswer: spec.secretAnswer ?? false,
  };
  return built as Route<P, NoInfer<Q>, NoInfer<B>, NoInfer<A>>;
}

/** What a route that answers a file asks for (`Accept`): a CSV dump, a PDF. */
export const CSV = 'text/csv';
export const PDF = 'application/pdf';
