import type { ChangeArea, EntityType } from './areas';
import {
  DEFAULT_BODY_MAX_BYTES,
  FAQ_BODY_MAX_BYTES,
  LOGIN_BODY_MAX_BYTES,
  RICH_TEXT_BODY_MAX_BYTES,
  SEO_GENERATION_TIMEOUT_MS,
  withoutTrailingSlashes,
  type EditPart,
  type Permission,
} from '@backoffice/domain';
import type { Struct } from 'superstruct';
import {
  AddDisplayOfficesAnswer,
  AssignmentAnswer,
  TeamAnswer,
  ChatMessagesAnswer,
  ContractsAnswer,
  ConversationsAnswer,
  CrVisitAnswer,
  DisplaySectionsAnswer,
  StageThresholdsAnswer,
  DocumentsAnswer,
  DownloadedFileStruct,
  FaqAnswer,
  HistoryAnswer,
  HealthAnswer,
  ReadyAnswer,
  InternalNoteAnswer,
  LinkAnswer,
  LoginAnswer,
  MessageAnswer,
  OfficeAnswer,
  OfficeSearchAnswer,
  OfficesAnswer,
  PlaceDetailsAnswer,
  PlaceSuggestionsAnswer,
  PriceFlexibilityAnswer,
  RefreshAnswer,
  RequestAnswer,
  RequestBoardAnswer,
  RequestDumpAnswer,
  SeoGenerationAnswer,
  SeoLocationAnswer,
  SeoLocationTextsAnswer,
  SeoLocationsAnswer,
  StatusAnswer,
  StatusMessageAnswer,
  UserAnswer,
  UsersAnswer,
  OneTimeLinkAnswer,
  RecoveryCodesAnswer,
  SecurityEventsAnswer,
  SessionTimesAnswer,
  SessionsEndedAnswer,
  SignedInAnswer,
  SignedInWithCodesAnswer,
  StaffListAnswer,
  StaffMemberAnswer,
  StaffSessionsAnswer,
  TwoFactorSetupAnswer,
} from './structs/answers';
import {
  AcceptAppointmentBody,
  PresenceBody,
  AssignRequestBody,
  AddBookmarkToUsersBody,
  AddDisplayOfficesBody,
  AddFavoritesBody,
  BestDealBody,
  BookmarkNoteBody,
  CreateInternalNoteBody,
  CrVisitBody,
  DeleteFaqBody,
  GuestCancelBody,
  HostDeclineBody,
  LoginBody,
  ManageHostBody,
  NotifyBySmsBody,
  OfficeRankBody,
  PriceFlexibilityBody,
  ProposeMeetingBody,
  PublishOfficeBody,
  RearrangeDisplayBody,
  StageThresholdsBody,
  RemoveDisplayOfficeBody,
  SaveFaqBody,
  ScheduleMeetingBody,
  SeoLocationBody,
  SeoLocationTextsBody,
  SeoPageIdsBody,
  SetProBody,
  UpdateInternalNoteBody,
  UpdatePhoneBody,
  UpdateSeoDescriptionBody,
  ChallengeBody,
  ChangePasswordBody,
  CodeBody,
  InviteStaffBody,
  OneTimeTokenBody,
  SetPasswordBody,
  StaffRoleBody,
  TwoFactorCodeBody,
} from './structs/bodies';
import {
  ContractsQuery,
  HistoryQuery,
  ConversationsQuery,
  DisplaySectionsQuery,
  DocumentsQuery,
  OfficeSearchQuery,
  OfficesQuery,
  PlaceAutocompleteQuery,
  PlaceDetailsQuery,
  RequestBoardQuery,
  RequestDumpQuery,
  SearchAnalyticsQuery,
  SeoLocationsQuery,
  UsersQuery,
  SecurityEventsQuery,
  SendAgainQuery,
} from './structs/queries';

/**
 * The route table: the one place in the repository that writes an `/api/v2` path. The
 * server mounts its handlers from it and validates what comes in with its structs; the
 * client builds its URLs from it and checks every answer with its answer struct; the MSW
 * mocks answer every route of it. Sources: operations.md §7, people-and-content.md §7 and
 * docs/api-contract.md.
 *
 * Each route names its method, its path (`:name` segments are path parameters, always
 * positive integer ids), whether it needs the bearer token, the struct of its query (GET
 * filters; strings on the wire, coerced to typed values), of its body, and of its answer.
 * A route that collides with a parameterised one of the same method (`dump_requests` and
 * `:id`) is listed first: routers that take the first match (MSW, hono) then pick it.
 *
 * ## Decisions where the spec and api-contract.md are silent (to copy into api-contract.md)
 * - **Answers named by a word.** The answer column names the JSON keys: "request" is
 *   `{ request }`, "office" `{ office }`, "user fields" `{ user }`, "a link" `{ link }`,
 *   "messages" `{ messages }`, "place suggestions" `{ suggestions: [{ placeId,
 *   description }] }`. "created", "scheduled", "accepted" and every "not shown" answer is
 *   `{ message }` ('ok' unless a sentence is worth showing). Internal note create and update
 *   answer `{ internalNote }`; SEO location create and update `{ seoLocation }`. "status" is
 *   a number, 200 when done. Create CR & visit answers `{ success, error, requestId? }`.
 * - **Place details.** The map search sends the chosen place's coordinates and bounding box
 *   (api-contract "Map search"), which the autocomplete does not give: `GET
 *   /api/v2/gmap_locations/place_details?placeId=&s_token=&lang=` answers `{ place }`
 *   (a SearchPlace), with the autocomplete's session token.
 * - **Map search answers.** `view=list` (default): `{ offices, resultCount, totalPages }`,
 *   20 offices a page. `view=map`: `{ pins: [{ id, lat, lon }], resultCount }`.
 * - **SEO generation.** `PUT /api/v2/csm/offices/:id/seo` starts it and answers 202
 *   `{ status: 'pending', seoDescription: null }` (or 200 with `status: 'done'` and the
 *   description when it finished at once). `GET /api/v2/csm/offices/:id/seo` answers the
 *   same shape: `pending`, `done` with `seoDescription: { fr, en }`, or `failed` with
 *   `error`. The client polls every 2 s and gives up after 3 minutes in all. The generated
 *   text is the job's, answered here: the office keeps its description until update_seo.
 * - **SEO location texts.** The spec gives SEO location pages no generation call; the
 *   location modal has Generate too, "where the server can write the texts".
 *   `POST /api/v2/csm/seo_locations/generate` `{ slug, city, zipCode, poi }` answers
 *   `{ pages: { fr, en } }`, each with navCta, title, description, sitemapTitle, h1 and
 *   metaDescription, written from the place and saved nowhere (the modal fills its form; Save
 *   changes sends it). One call, no job: it needs no id (a new location can use it) and no
 *   state shared between servers; it may take up to 3 minutes like the office generation.
 * - **Publish off market** is `PATCH .../publish` with body `{ offMarket: true }`; plain
 *   publish sends `{}` or `{ offMarket: false }`.
 * - **Downloads.** The analytics dumps answer `text/csv` (UTF-8, header row, RFC 4180),
 *   with `Content-Disposition: attachment; filename="..."`. `minDate`/`maxDate` are Paris
 *   days, both included. Office analytics takes no parameter: one row per office.
 *   Contract and document PDFs are `GET /api/v2/contracts/:id/pdf` and `GET
 *   /api/v2/csm/documents/:id/pdf` (`application/pdf`); the links the API gives
 *   (`downloadPdf`, a document's `url`, the request contract's `link`) point at them, and
 *   the app downloads them through the client so that the bearer token goes along.
 * - **List filters** (all optional; absent means all):
 *   contracts `sort` (user_id_asc | user_id_desc), `status` (upcoming | active | expired),
 *   `search`; conversations `startDate`, `endDate`, `status` (a board column key), `unread`
 *   (host | guest | csm), `search`, `sort` (request_id_asc | request_id_desc |
 *   conversation_id_asc | conversation_id_desc); documents `search`, `type` (invoice |
 *   payment | payout), `startDate`, `endDate`; offices `publicationState` (0-3, the
 *   "status" filter), `sort` (id_asc | id_desc), `bestChoice`, `bestDeal` (booleans),
 *   `category` (0 Pro, 1 Non-Pro), `country` (FR | LU), `generatedBy` (csv | users),
 *   `search`; users `statusCode` carries the status name (the spec gives no numeric codes)
 *   and `profileComplete` is true for completed, false for pending; display sections
 *   `location` (Paris when absent). Booleans are `true`/`false`, days `yyyy-MM-dd`.
 * - **Request board.** The board's answer carries each request's card fields only
 *   (`BoardRequest`: id, requestDate, host and guest name and company, visitDate, amount);
 *   the detail keeps the whole request. A search that is a request id ('1264' or '#1264')
 *   finds it whatever the dates; a start date after the end date is refused (400,
 *   `validation_error` naming `startDate`).
 * - **Export.** `dump_requests` takes the board's filters and answers `{ message, link }`:
 *   the link is `GET /api/v2/csm/files/:fileId`, the CSV it made (text/csv, bearer token), so
 *   the browser gets the file rather than a path in the server's folder. The file is
 *   kept in the database (every server behind a balancer serves it) for 24 h; its id is random
 *   (43 characters); only the staff member who made it, and Admins, may fetch it (404 to
 *   others, so that ids cannot be probed); making and fetching it are on the Security log; a
 *   dump over 50 MB is refused (413 `payload_too_large`). The former link
 *   (`/csm/requests/dump_requests/:id`) is kept in the table and answers 404.
 * - **Compression.** Every answer of 1 KiB or more (JSON, CSV) is compressed as the call's
 *   `Accept-Encoding` allows (brotli, else gzip), with `Vary: Accept-Encoding`.
 * - **Handover links (Copy Link).** A managed host's handover link is not a field of the user
 *   list (a list is kept, exported and cached): `POST /api/v2/csm/users/:id/handover_link`
 *   makes one when staff copy it and answers `{ link }`, valid 7 days, on the record; only a
 *   hash of its token is stored, as for the password reset's. Each copy makes a new link (the
 *   earlier ones keep working until they expire).
 * - **Logout.** The spec's Logout only forgets the token in the browser; a token left valid
 *   would still open a session for 12 hours. `POST /api/v2/csm/logout` (the bearer token, no
 *   body) revokes it on the server and answers `{ message }`; the app calls it, then forgets
 *   the token whatever the answer (a network failure must not keep anyone signed in).
 * - **Ranges.** Ids are 1 to 2^31 - 1 (PostgreSQL `integer`); other whole numbers fit the
 *   same range; `page` is 1 to 1,000,000; budgets, prices and surfaces 0 to 2^31 - 1;
 *   instants and days must exist on the calendar (no 2099-02-31, no 24:00). Text may not hold
 *   the NUL character, and every string has a most length (`maxLength`, the domain's
 *   TEXT_LIMITS). A body is at most 4 KiB for sign-in, 512 KiB for a call that carries rich
 *   text, 2 MiB for the FAQ and 64 KiB for the rest (`maxBodyBytes`: 413 beyond, counted
 *   before it is parsed), 32 levels deep, and sent as `application/json` (415 otherwise, so
 *   that a page elsewhere cannot post a plain-text form as a call). The structs check the
 *   ranges, lengths and dates on both sides; the server refuses the rest with 400.
 * - **Errors.** `{ code, description, fields? }` as api-contract.md says; a 401 or the codes
 *   `wrong_key` / `login_required` on a route that needs the token end the session.
 * - **Timeouts.** The spec's "default request timeout setting of 1000" has no unit and may
 *   be misplaced: read as milliseconds it would fail ordinary list calls on a slow network,
 *   so the client's default is 30 000 ms (DEFAULT_TIMEOUT_MS), and SEO generation has 3
 *   minutes (SEO_GENERATION_TIMEOUT_MS).
 * - **Writes, exactly once.** Every call that changes data (not a GET, not sign-in
 *   or sign-out) may carry an `Idempotency-Key` header (1 to 255 visible ASCII characters; the
 *   client sends a random UUID, one per submit, kept over its retries). The server keeps the
 *   key with the first answer for 24 h, per staff account: a repeat gets that answer again
 *   (header `Idempotent-Replayed: true`) and changes nothing; the same key with another call
 *   (route, id or body) is refused with 422 `idempotency_key_reused`; a malformed key with 400
 *   `idempotency_key_invalid`. A refused call (4xx) keeps no key: nothing was written, and
 *   sending it again asks again. The client retries a write only with its key, after no
 *   answer (a network error) or a 502, 503 or 504, after 0.4, 1.2 and 3.6 s.
 * - **History.** Each acknowledged write appends one row to the history of the
 *   entity it acted on; `GET /api/v2/csm/requests/:id/history`, `GET
 *   /api/v2/csm/offices/:id/history` and `GET /api/v2/csm/users/:id/history` (`page`, 20 a
 *   page) answer `{ pages, total, entries }`, newest first: each entry's time, staff member,
 *   call (`action`, its summary in words), the entity's fields before and after (secrets
 *   only named), what was sent (secrets left out) and the server that took it. A user's
 *   history holds their favorites' writes too; a request's, its meetings'.
 */
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
  'meetingRequest' | 'noteOffice' | 'bookmarkGuest' | 'pageLocation' | 'faqEntryLocation';

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

const CSV = 'text/csv';
const PDF = 'application/pdf';

function defineRoutes<T extends Record<string, AnyRoute>>(
  table: T,
): { readonly [K in keyof T]: T[K] & { readonly name: K } } {
  return Object.fromEntries(
    Object.entries(table).map(([name, value]) => [name, Object.freeze({ ...value, name })]),
  ) as { readonly [K in keyof T]: T[K] & { readonly name: K } };
}

export const routes = defineRoutes({
  health: route({
    method: 'GET',
    path: '/health',
    permission: 'public',
    summary: 'Health of the API',
    answer: HealthAnswer,
  }),
  // What a balancer or an orchestrator asks before sending calls (health is liveness).
  ready: route({
    method: 'GET',
    path: '/ready',
    permission: 'public',
    summary: 'Readiness: 200 while the database answers, 503 starting, draining or cut off',
    answer: ReadyAnswer,
  }),

  // Session (operations §7) ----------------------------------------------------------------
  login: route({
    method: 'POST',
    path: '/csm/login',
    permission: 'public',
    unkeyed: 'Signs in: a session, no record changes.',
    summary: 'Sign in',
    body: LoginBody,
    answer: LoginAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),
  refresh: route({
    method: 'GET',
    path: '/refresh',
    permission: 'session',
    summary: 'Validate the stored token; the signed-in user',
    answer: RefreshAnswer,
  }),
  logout: route({
    method: 'POST',
    path: '/csm/logout',
    permission: 'session',
    unkeyed: 'Signs out: a session ends, no record changes.',
    summary: 'Sign out: the token is revoked at once, on every server',
    answer: MessageAnswer,
  }),

  // Staff: sign-in's second factor, sessions, passwords -----------------------------------
  loginTwoFactor: route({
    method: 'POST',
    path: '/csm/login/two_factor',
    permission: 'public',
    unkeyed: 'Signs in: a session, no record changes.',
    summary: "Sign in, second step: the sign-in's challenge and a 6-digit or recovery code",
    body: TwoFactorCodeBody,
    answer: SignedInAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),
  twoFactorEnrolStart: route({
    method: 'POST',
    path: '/csm/login/two_factor/enrol',
    permission: 'public',
    unkeyed: 'Starts an enrolment: a secret kept with the challenge until it is confirmed.',
    summary: 'Sign in as an Admin without a second factor: a TOTP secret and its QR code to enrol',
    body: ChallengeBody,
    answer: TwoFactorSetupAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),
  twoFactorEnrolConfirm: route({
    method: 'POST',
    path: '/csm/login/two_factor/enrol/confirm',
    permission: 'public',
    unkeyed: 'Signs in: the second factor turned on, on the Security log.',
    summary: 'Confirm the enrolment with a first code: signed in, with ten recovery codes',
    body: TwoFactorCodeBody,
    answer: SignedInWithCodesAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),
  sessionActivity: route({
    method: 'POST',
    path: '/csm/sessions/activity',
    permission: 'session',
    unkeyed: "A person's action moves the session's idle end on: no record changes.",
    summary: "A person's action: the session's idle end moves on (background calls never do)",
    answer: SessionTimesAnswer,
  }),
  sessions: route({
    method: 'GET',
    path: '/csm/sessions',
    permission: 'session',
    summary: 'Your sessions: every open session of the signed-in person',
    answer: StaffSessionsAnswer,
  }),
  endSession: route({
    method: 'DELETE',
    path: '/csm/sessions/:id',
    permission: 'session',
    unkeyed: 'Ends one of your own sessions: on the Security log.',
    summary: 'Sign out one of your sessions',
    answer: SessionsEndedAnswer,
  }),
  endOtherSessions: route({
    method: 'POST',
    path: '/csm/sessions/end_others',
    permission: 'session',
    unkeyed: 'Ends your other sessions: on the Security log.',
    summary: 'Sign out everywhere else',
    answer: SessionsEndedAnswer,
  }),
  changePassword: route({
    method: 'POST',
    path: '/csm/password',
    permission: 'session',
    unkeyed: 'Your own password: on the Security log, your other sessions end.',
    summary: 'Change password: the current one, then a new one (12+ characters, not a common one)',
    body: ChangePasswordBody,
    answer: SessionsEndedAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),
  twoFactorSetup: route({
    method: 'POST',
    path: '/csm/two_factor/setup',
    permission: 'session',
    unkeyed: 'Starts an enrolment: a secret kept until it is confirmed.',
    summary: 'Two-factor authentication: a TOTP secret and its QR code to enrol',
    answer: TwoFactorSetupAnswer,
  }),
  twoFactorConfirm: route({
    method: 'POST',
    path: '/csm/two_factor/confirm',
    permission: 'session',
    unkeyed: 'Your own second factor: on the Security log.',
    summary: 'Confirm the enrolment with a first code: ten recovery codes, shown once',
    body: CodeBody,
    answer: RecoveryCodesAnswer,
  }),
  checkOneTimeLink: route({
    method: 'POST',
    path: '/csm/one_time_links/check',
    permission: 'public',
    unkeyed: 'Reads what a one-time link is for: nothing changes.',
    summary: 'What a one-time link is for (an invitation, a reset) and whose it is',
    body: OneTimeTokenBody,
    answer: OneTimeLinkAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),
  setPassword: route({
    method: 'POST',
    path: '/csm/one_time_links/set_password',
    permission: 'public',
    unkeyed: 'Your own password through a one-time link: on the Security log.',
    summary: 'Choose a password through a one-time link (12+ characters, not a common one)',
    body: SetPasswordBody,
    answer: MessageAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),

  presence: route({
    method: 'POST',
    path: '/csm/presence',
    permission: 'read',
    unkeyed: 'Tells the team who has a record open over the live channel: nothing is saved.',
    summary:
      'Say that the caller has a request, an office, a guest or an SEO page open (every 10 s while it is), what they do there, or that they left',
    body: PresenceBody,
    answer: MessageAnswer,
  }),
  team: route({
    method: 'GET',
    path: '/csm/team',
    permission: 'read',
    summary: 'The active staff by name: whom a request may be assigned to',
    answer: TeamAnswer,
  }),
  stageThresholds: route({
    method: 'GET',
    path: '/csm/settings/stage_thresholds',
    permission: 'read',
    summary: 'The board’s “Waiting too long” thresholds: each open column’s days and default',
    answer: StageThresholdsAnswer,
  }),
  saveStageThresholds: route({
    method: 'PUT',
    path: '/csm/settings/stage_thresholds',
    permission: 'admin',
    write: {
      areas: ['requests'],
      subject: { none: 'the team’s settings: the Security log records each change' },
      edits: 'stageThresholds',
    },
    summary: 'Set the board’s “Waiting too long” thresholds (Admins)',
    body: StageThresholdsBody,
    answer: StageThresholdsAnswer,
  }),

  // Staff accounts and the Security log (Admins) -------------------------------------------
  staffList: route({
    method: 'GET',
    path: '/csm/staff',
    permission: 'admin',
    summary: 'Staff: every account with its role, status, second factor and last sign-in',
    answer: StaffListAnswer,
  }),
  inviteStaff: route({
    method: 'POST',
    path: '/csm/staff',
    permission: 'admin',
    write: { areas: ['staff'], subject: { entity: 'staff', creates: true } },
    summary: 'Invite a staff member: the account, and a one-time set-password link (24 h)',
    body: InviteStaffBody,
    answer: StaffMemberAnswer,
    secretAnswer: true,
  }),
  changeStaffRole: route({
    method: 'PATCH',
    path: '/csm/staff/:id/role',
    permission: 'admin',
    write: { areas: ['staff'], subject: { entity: 'staff', id: 'path' } },
    summary: "Change a staff member's role (the last active Admin keeps theirs)",
    body: StaffRoleBody,
    answer: StaffMemberAnswer,
  }),
  disableStaff: route({
    method: 'POST',
    path: '/csm/staff/:id/disable',
    permission: 'admin',
    write: { areas: ['staff'], subject: { entity: 'staff', id: 'path' } },
    summary: 'Disable a staff member: every session of theirs ends at once, on every server',
    answer: StaffMemberAnswer,
  }),
  enableStaff: route({
    method: 'POST',
    path: '/csm/staff/:id/enable',
    permission: 'admin',
    write: { areas: ['staff'], subject: { entity: 'staff', id: 'path' } },
    summary: 'Enable a disabled staff member',
    answer: StaffMemberAnswer,
  }),
  resetStaffPassword: route({
    method: 'POST',
    path: '/csm/staff/:id/reset_password',
    permission: 'admin',
    write: { areas: ['staff'], subject: { entity: 'staff', id: 'path' } },
    summary: "Reset a staff member's password: a one-time link (24 h); their sessions end",
    answer: StaffMemberAnswer,
    secretAnswer: true,
  }),
  resetStaffTwoFactor: route({
    method: 'POST',
    path: '/csm/staff/:id/reset_two_factor',
    permission: 'admin',
    write: { areas: ['staff'], subject: { entity: 'staff', id: 'path' } },
    summary: "Reset a staff member's second factor: a one-time link (24 h); their sessions end",
    answer: StaffMemberAnswer,
    secretAnswer: true,
  }),
  securityEvents: route({
    method: 'GET',
    path: '/csm/security_events',
    permission: 'admin',
    summary:
      'The Security log: sign-ins, sessions, passwords, second factors, staff changes, exports',
    query: SecurityEventsQuery,
    answer: SecurityEventsAnswer,
  }),

  // Requests --------------------------------------------------------------------------------
  requestBoard: route({
    method: 'GET',
    path: '/csm/requests',
    permission: 'read',
    summary: 'Request board: columns, each with its requests',
    query: RequestBoardQuery,
    answer: RequestBoardAnswer,
  }),
  dumpRequests: route({
    method: 'GET',
    path: '/csm/requests/dump_requests',
    permission: 'export',
    summary: "Export: ask for a request dump of the board's filters",
    query: RequestDumpQuery,
    answer: RequestDumpAnswer,
  }),
  requestDumpFile: route({
    method: 'GET',
    path: '/csm/requests/dump_requests/:id',
    permission: 'export',
    summary:
      'Deprecated: the CSV of a request dump kept by the server that made it, before every server read generated files from one store; now always 404',
    answer: DownloadedFileStruct,
    accept: CSV,
  }),
  generatedFile: route({
    method: 'GET',
    path: '/csm/files/:fileId',
    permission: 'export',
    summary:
      'A file the server made (a request dump): its creator and Admins only (404 to others), 24 h',
    answer: DownloadedFileStruct,
    accept: CSV,
  }),
  request: route({
    method: 'GET',
    path: '/csm/requests/:id',
    permission: 'read',
    summary: 'Request detail',
    answer: RequestAnswer,
  }),
  requestContract: route({
    method: 'GET',
    path: '/requests/:id/contract',
    permission: 'read',
    summary: 'Link to the signed contract of a request',
    answer: LinkAnswer,
  }),
  requestHistory: route({
    method: 'GET',
    path: '/csm/requests/:id/history',
    permission: 'read',
    summary: 'Request history, newest first',
    query: HistoryQuery,
    answer: HistoryAnswer,
  }),
  assignRequest: route({
    method: 'PUT',
    path: '/csm/requests/:id/assignee',
    permission: 'write',
    write: { areas: ['requests'], subject: { entity: 'request', id: 'path' } },
    summary:
      'Take a request or assign it to an active staff member (null: unassign); refused (409) naming who changed the owner when it is not the one the caller saw',
    body: AssignRequestBody,
    answer: AssignmentAnswer,
  }),
  guestCancel: route({
    method: 'PATCH',
    path: '/csm/requests/:id/guest_cancel',
    permission: 'write',
    write: { areas: ['requests', 'conversations'], subject: { entity: 'request', id: 'path' } },
    summary: 'Cancel as guest',
    body: GuestCancelBody,
    answer: MessageAnswer,
  }),
  hostDecline: route({
    method: 'PATCH',
    path: '/csm/requests/:id/host_decline',
    permission: 'write',
    write: { areas: ['requests', 'conversations'], subject: { entity: 'request', id: 'path' } },
    summary: 'Decline as host',
    body: HostDeclineBody,
    answer: MessageAnswer,
  }),
  proposeMeeting: route({
    method: 'POST',
    path: '/csm/meetings',
    permission: 'write',
    write: {
      areas: ['requests', 'conversations'],
      subject: { entity: 'request', id: { body: 'requestId' } },
    },
    summary: 'Propose a meeting (1 to 10 slots)',
    body: ProposeMeetingBody,
    answer: MessageAnswer,
  }),
  scheduleMeeting: route({
    method: 'POST',
    path: '/csm/meetings/schedule_meeting',
    permission: 'write',
    write: {
      areas: ['requests', 'conversations'],
      subject: { entity: 'request', id: { body: 'requestId' } },
    },
    summary: 'Schedule a visit',
    body: ScheduleMeetingBody,
    answer: MessageAnswer,
  }),
  acceptAppointment: route({
    method: 'PATCH',
    path: '/csm/meetings/:id/accept_appointment',
    permission: 'write',
    write: {
      areas: ['requests', 'conversations'],
      subject: { entity: 'request', id: 'path', via: 'meetingRequest' },
    },
    summary: 'Accept a proposed slot',
    body: AcceptAppointmentBody,
    answer: MessageAnswer,
  }),

  // Contracts, conversations, documents, analytics -------------------------------------------
  contracts: route({
    method: 'GET',
    path: '/contracts',
    permission: 'read',
    summary: 'Contracts list',
    query: ContractsQuery,
    answer: ContractsAnswer,
  }),
  contractPdf: route({
    method: 'GET',
    path: '/contracts/:id/pdf',
    permission: 'read',
    summary: 'Contract PDF',
    answer: DownloadedFileStruct,
    accept: PDF,
  }),
  conversations: route({
    method: 'GET',
    path: '/csm/conversations',
    permission: 'read',
    summary: 'Conversations list',
    query: ConversationsQuery,
    answer: ConversationsAnswer,
  }),
  chatMessages: route({
    method: 'GET',
    path: '/csm/conversations/:id/chat_messages',
    permission: 'read',
    summary: 'Messages of a conversation',
    answer: ChatMessagesAnswer,
  }),
  markConversationRead: route({
    method: 'PUT',
    path: '/csm/conversations/:id/update_read_by_csm',
    permission: 'write',
    write: { areas: ['conversations'], subject: { entity: 'conversation', id: 'path' } },
    summary: 'Mark a conversation read by the CSM',
    answer: MessageAnswer,
  }),
  documents: route({
    method: 'GET',
    path: '/csm/documents',
    permission: 'read',
    summary: 'Documents list',
    query: DocumentsQuery,
    answer: DocumentsAnswer,
  }),
  documentPdf: route({
    method: 'GET',
    path: '/csm/documents/:id/pdf',
    permission: 'read',
    summary: 'Document PDF',
    answer: DownloadedFileStruct,
    accept: PDF,
  }),
  searchAnalyticsCsv: route({
    method: 'GET',
    path: '/csm/analytics/dump_search_analytics',
    permission: 'export',
    summary: 'Search analytics CSV for a date range',
    query: SearchAnalyticsQuery,
    answer: DownloadedFileStruct,
    accept: CSV,
  }),
  officeAnalyticsCsv: route({
    method: 'GET',
    path: '/csm/analytics/dump_office_analytics',
    permission: 'export',
    summary: 'Office analytics CSV',
    answer: DownloadedFileStruct,
    accept: CSV,
  }),

  // Offices ---------------------------------------------------------------------------------
  offices: route({
    method: 'GET',
    path: '/csm/offices',
    permission: 'read',
    summary: 'Offices list with the trending offices',
    query: OfficesQuery,
    answer: OfficesAnswer,
  }),
  office: route({
    method: 'GET',
    path: '/csm/offices/:id',
    permission: 'read',
    summary: 'Office detail',
    answer: OfficeAnswer,
  }),
  officeHistory: route({
    method: 'GET',
    path: '/csm/offices/:id/history',
    permission: 'read',
    summary: 'Office history, newest first',
    query: HistoryQuery,
    answer: HistoryAnswer,
  }),
  officeRank: route({
    method: 'PATCH',
    path: '/csm/offices/:id/rank',
    permission: 'write',
    write: { areas: ['offices'], subject: { entity: 'office', id: 'path' } },
    summary: 'Set the rank (1 to 5)',
    body: OfficeRankBody,
    answer: MessageAnswer,
  }),
  officeBestDeal: route({
    method: 'PATCH',
    path: '/csm/offices/:id/best_deal',
    permission: 'write',
    write: { areas: ['offices'], subject: { entity: 'office', id: 'path' } },
    summary: 'Best deal on or off',
    body: BestDealBody,
    answer: MessageAnswer,
  }),
  officePriceFlexibility: route({
    method: 'PATCH',
    path: '/csm/offices/:id/update_price_flexibility',
    permission: 'write',
    write: { areas: ['offices'], subject: { entity: 'office', id: 'path' } },
    summary: 'Price flexibility on or off',
    body: PriceFlexibilityBody,
    answer: PriceFlexibilityAnswer,
  }),
  publishOffice: route({
    method: 'PATCH',
    path: '/csm/offices/:id/publish',
    permission: 'write',
    write: { areas: ['offices'], subject: { entity: 'office', id: 'path' } },
    summary: 'Publish, or publish off market',
    body: PublishOfficeBody,
    answer: MessageAnswer,
  }),
  unpublishOffice: route({
    method: 'PATCH',
    path: '/csm/offices/:id/unpublish',
    permission: 'write',
    write: { areas: ['offices'], subject: { entity: 'office', id: 'path' } },
    summary: 'Unpublish',
    answer: MessageAnswer,
  }),
  rejectOfficeVersion: route({
    method: 'PATCH',
    path: '/csm/offices/:id/reject',
    permission: 'write',
    write: { areas: ['offices'], subject: { entity: 'office', id: 'path' } },
    summary: 'Reject the version waiting for approval',
    answer: MessageAnswer,
  }),
  generateSeoDescription: route({
    method: 'PUT',
    path: '/csm/offices/:id/seo',
    permission: 'write',
    write: { areas: [], subject: { entity: 'office', id: 'path' } },
    summary: 'Generate the SEO description (202, then poll; 3-minute timeout)',
    answer: SeoGenerationAnswer,
    timeoutMs: SEO_GENERATION_TIMEOUT_MS,
  }),
  seoGenerationStatus: route({
    method: 'GET',
    path: '/csm/offices/:id/seo',
    permission: 'read',
    summary: 'Where the SEO description generation stands',
    answer: SeoGenerationAnswer,
  }),
  updateSeoDescription: route({
    method: 'PATCH',
    path: '/csm/offices/:id/update_seo',
    permission: 'write',
    write: {
      edits: 'officeSeoTexts',
      areas: ['offices'],
      subject: { entity: 'office', id: 'path' },
    },
    summary: 'Edit the SEO description',
    body: UpdateSeoDescriptionBody,
    answer: MessageAnswer,
    maxBodyBytes: RICH_TEXT_BODY_MAX_BYTES,
  }),
  createInternalNote: route({
    method: 'POST',
    path: '/csm/internal_notes',
    permission: 'write',
    write: { areas: ['offices'], subject: { entity: 'office', id: { body: 'office_id' } } },
    summary: 'Add an internal note to an office',
    body: CreateInternalNoteBody,
    answer: InternalNoteAnswer,
    maxBodyBytes: RICH_TEXT_BODY_MAX_BYTES,
  }),
  updateInternalNote: route({
    method: 'PATCH',
    path: '/csm/internal_notes/:id',
    permission: 'write',
    write: {
      edits: 'internalNote',
      areas: ['offices'],
      subject: { entity: 'office', id: 'path', via: 'noteOffice' },
    },
    summary: 'Edit an internal note',
    body: UpdateInternalNoteBody,
    answer: InternalNoteAnswer,
    maxBodyBytes: RICH_TEXT_BODY_MAX_BYTES,
  }),
  deleteInternalNote: route({
    method: 'DELETE',
    path: '/csm/internal_notes/:id',
    permission: 'write',
    write: { areas: ['offices'], subject: { entity: 'office', id: 'path', via: 'noteOffice' } },
    summary: 'Delete an internal note',
    answer: MessageAnswer,
  }),
  addBookmarkToUsers: route({
    method: 'POST',
    path: '/csm/bookmarks/add_bookmark_to_users',
    permission: 'write',
    write: {
      areas: ['users', 'offices'],
      subject: { entity: 'office', id: { body: 'office_id' } },
    },
    summary: 'Add an office to the favorites of guests',
    body: AddBookmarkToUsersBody,
    answer: MessageAnswer,
  }),

  // Map search ------------------------------------------------------------------------------
  placeAutocomplete: route({
    method: 'GET',
    path: '/gmap_locations/auto_complete_api',
    permission: 'read',
    summary: 'Location autocomplete',
    query: PlaceAutocompleteQuery,
    answer: PlaceSuggestionsAnswer,
  }),
  placeDetails: route({
    method: 'GET',
    path: '/gmap_locations/place_details',
    permission: 'read',
    summary: 'Coordinates and bounding box of a chosen place',
    query: PlaceDetailsQuery,
    answer: PlaceDetailsAnswer,
  }),
  searchOffices: route({
    method: 'GET',
    path: '/csm/searches/offices',
    permission: 'read',
    summary: 'Map search: a page of offices (view=list) or every pin (view=map)',
    query: OfficeSearchQuery,
    answer: OfficeSearchAnswer,
  }),

  // SEO pages (people-and-content §7, api-contract) -----------------------------------------
  seoLocations: route({
    method: 'GET',
    path: '/csm/seo_locations',
    permission: 'read',
    summary: 'List SEO locations',
    query: SeoLocationsQuery,
    answer: SeoLocationsAnswer,
  }),
  createSeoLocation: route({
    method: 'POST',
    path: '/csm/seo_locations',
    permission: 'write',
    write: { areas: ['seo'], subject: { entity: 'seo_location', creates: true } },
    summary: 'Create an SEO location',
    body: SeoLocationBody,
    answer: SeoLocationAnswer,
    maxBodyBytes: RICH_TEXT_BODY_MAX_BYTES,
  }),
  updateSeoLocation: route({
    method: 'PUT',
    path: '/csm/seo_locations/:id',
    permission: 'write',
    write: {
      edits: 'seoLocation',
      areas: ['seo'],
      subject: { entity: 'seo_location', id: 'path' },
    },
    summary: 'Update an SEO location',
    body: SeoLocationBody,
    answer: SeoLocationAnswer,
    maxBodyBytes: RICH_TEXT_BODY_MAX_BYTES,
  }),
  generateSeoLocationTexts: route({
    method: 'POST',
    path: '/csm/seo_locations/generate',
    permission: 'write',
    unkeyed: 'Composes texts for the form: nothing is saved.',
    summary:
      "Write an SEO location's page texts from its slug and place (not saved; 3-minute timeout)",
    body: SeoLocationTextsBody,
    answer: SeoLocationTextsAnswer,
    timeoutMs: SEO_GENERATION_TIMEOUT_MS,
  }),
  activateSeoPages: route({
    method: 'POST',
    path: '/csm/seo_pages/activate',
    permission: 'write',
    write: {
      areas: ['seo'],
      subject: { entity: 'seo_location', id: { body: 'ids.0' }, via: 'pageLocation' },
    },
    summary: 'Activate SEO pages',
    body: SeoPageIdsBody,
    answer: MessageAnswer,
  }),
  suspendSeoPages: route({
    method: 'POST',
    path: '/csm/seo_pages/suspend',
    permission: 'write',
    write: {
      areas: ['seo'],
      subject: { entity: 'seo_location', id: { body: 'ids.0' }, via: 'pageLocation' },
    },
    summary: 'Suspend SEO pages',
    body: SeoPageIdsBody,
    answer: MessageAnswer,
  }),
  deleteFaq: route({
    method: 'POST',
    path: '/csm/seo_pages/delete_faq',
    permission: 'write',
    write: {
      areas: ['seo'],
      subject: { entity: 'seo_location', id: { body: 'frId' }, via: 'faqEntryLocation' },
    },
    summary: 'Delete FAQ entry',
    body: DeleteFaqBody,
    answer: FaqAnswer,
  }),
  saveFaq: route({
    method: 'POST',
    path: '/csm/seo_pages/save_faq',
    permission: 'write',
    write: {
      edits: 'seoFaq',
      areas: ['seo'],
      subject: { entity: 'seo_location', id: { body: 'data.0.pageId' }, via: 'pageLocation' },
    },
    summary: 'Save FAQ',
    body: SaveFaqBody,
    answer: FaqAnswer,
    maxBodyBytes: FAQ_BODY_MAX_BYTES,
  }),

  // Users -----------------------------------------------------------------------------------
  users: route({
    method: 'GET',
    path: '/csm/users',
    permission: 'read',
    summary: 'List users',
    query: UsersQuery,
    answer: UsersAnswer,
  }),
  manageHost: route({
    method: 'POST',
    path: '/csm/users/manage_host',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: { body: 'userId' } } },
    summary: 'Manage host: set credentials',
    body: ManageHostBody,
    answer: MessageAnswer,
  }),
  user: route({
    method: 'GET',
    path: '/csm/users/:id',
    permission: 'read',
    summary: 'Get guest',
    answer: UserAnswer,
  }),
  userHistory: route({
    method: 'GET',
    path: '/csm/users/:id/history',
    permission: 'read',
    summary: 'User history, newest first',
    query: HistoryQuery,
    answer: HistoryAnswer,
  }),
  blockUser: route({
    method: 'PATCH',
    path: '/csm/users/:id/block',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Block user',
    answer: MessageAnswer,
  }),
  reviewUser: route({
    method: 'PATCH',
    path: '/csm/users/:id/under_review',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Put user under review',
    answer: MessageAnswer,
  }),
  confirmUser: route({
    method: 'PATCH',
    path: '/csm/users/:id/confirm',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Confirm user',
    answer: MessageAnswer,
  }),
  resetPassword: route({
    method: 'GET',
    path: '/csm/users/:id/reset_password',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Reset password',
    answer: MessageAnswer,
  }),
  handoverLink: route({
    method: 'POST',
    path: '/csm/users/:id/handover_link',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary:
      "Copy Link: a managed host's handover link, made now (valid 7 days; only its hash is kept)",
    answer: LinkAnswer,
    secretAnswer: true,
  }),
  setUserPro: route({
    method: 'PATCH',
    path: '/csm/users/:id/pro',
    permission: 'write',
    write: { areas: ['users', 'offices'], subject: { entity: 'user', id: 'path' } },
    summary: 'Set Pro flag',
    body: SetProBody,
    answer: MessageAnswer,
  }),
  notifyBySms: route({
    method: 'PATCH',
    path: '/csm/users/:id/notify_by_sms',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Notify by SMS on or off',
    body: NotifyBySmsBody,
    answer: StatusMessageAnswer,
  }),
  updatePhone: route({
    method: 'PATCH',
    path: '/csm/users/:id/phone',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Update phone (marks it verified)',
    body: UpdatePhoneBody,
    answer: StatusAnswer,
  }),
  createCrVisit: route({
    method: 'POST',
    path: '/csm/users/:id/contact_requests',
    permission: 'write',
    write: {
      areas: ['requests', 'conversations', 'users'],
      subject: { entity: 'user', id: 'path' },
    },
    summary: 'Create CR & visit for a guest',
    body: CrVisitBody,
    answer: CrVisitAnswer,
  }),
  addFavorites: route({
    method: 'POST',
    path: '/csm/users/:id/bookmarks',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Add favorites',
    body: AddFavoritesBody,
    answer: MessageAnswer,
  }),
  sendFavoritesEmail: route({
    method: 'GET',
    path: '/csm/users/:id/bookmarks/send_email',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary:
      'Send favorites email; a second within 24 h is refused (409 already_sent, naming who sent it and when) unless again=true',
    query: SendAgainQuery,
    answer: MessageAnswer,
  }),
  sendFavoritesSms: route({
    method: 'POST',
    path: '/csm/users/:id/bookmarks/send_sms',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary:
      'Send favorites SMS; a second within 24 h is refused (409 already_sent, naming who sent it and when) unless again=true',
    query: SendAgainQuery,
    answer: StatusAnswer,
  }),
  deleteBookmark: route({
    method: 'DELETE',
    path: '/csm/bookmarks/:id',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path', via: 'bookmarkGuest' } },
    summary: 'Delete bookmark',
    answer: MessageAnswer,
  }),
  bookmarkNote: route({
    method: 'POST',
    path: '/csm/bookmarks/note',
    permission: 'write',
    write: {
      edits: 'bookmarkNote',
      areas: ['users'],
      subject: { entity: 'user', id: { body: 'bookmark_id' }, via: 'bookmarkGuest' },
    },
    summary: 'Bookmark note',
    body: BookmarkNoteBody,
    answer: MessageAnswer,
  }),

  // Display sections -------------------------------------------------------------------------
  displaySections: route({
    method: 'GET',
    path: '/csm/office_display',
    permission: 'read',
    summary: 'List display sections',
    query: DisplaySectionsQuery,
    answer: DisplaySectionsAnswer,
  }),
  addDisplayOffices: route({
    method: 'POST',
    path: '/csm/office_display/add',
    permission: 'write',
    write: { areas: ['display'], subject: { entity: 'display_section', id: { body: 'section' } } },
    summary: 'Add offices to a section',
    body: AddDisplayOfficesBody,
    answer: AddDisplayOfficesAnswer,
  }),
  rearrangeDisplay: route({
    method: 'POST',
    path: '/csm/office_display/rearrange',
    permission: 'write',
    write: {
      areas: ['display'],
      subject: { entity: 'display_section', id: { body: 'source' }, also: { body: 'target' } },
      edits: 'displaySections',
    },
    summary: 'Rearrange offices between sections',
    body: RearrangeDisplayBody,
    answer: MessageAnswer,
  }),
  removeDisplayOffice: route({
    method: 'POST',
    path: '/csm/office_display/remove',
    permission: 'write',
    write: {
      areas: ['display'],
      subject: { entity: 'display_section', id: { body: 'sectionId' } },
      edits: 'displaySections',
    },
    summary: 'Remove an office from a section',
    body: RemoveDisplayOfficeBody,
    answer: MessageAnswer,
  }),
});

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** Every route, in table order. */
export const routeList: readonly AnyRoute[] = Object.values(routes);

// Path parameters ---------------------------------------------------------------------------

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * Calls that are not GETs yet change no record: sign-in and sign-out, a session's own
 * business, the SEO location texts (composed, saved nowhere). They carry no Idempotency-Key,
 * are not retried, and the server runs them outside the write path (each route's `unkeyed`
 * says why).
 */
export const UNKEYED_CALLS: readonly string[] = routeList
  .filter((route) => route.unkeyed !== null)
  .map((route) => route.name);

/** True for a call that changes records and takes an Idempotency-Key. */
export function isKeyedWrite(route: { method: string; write: WriteFacts | null }): boolean {
  return route.method !== 'GET' && route.write !== null;
}

/** True for a call the server runs on the write path (a keyed write, or a GET that acts). */
export function runsOnWritePath(route: { write: WriteFacts | null }): boolean {
  return route.write !== null;
}

/** The areas a call changes (none for a read, or a call that changes no record). */
export function writeAreasOf(route: { write: WriteFacts | null }): readonly ChangeArea[] {
  return route.write?.areas ?? [];
}

/** The path parameters of a path: `{ id: number | string }` for `/csm/offices/:id`. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

/** The names of a path's parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
}

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

/**
 * The route a method and path name, with its path parameters; null when none does. Routes
 * are tried in table order, so a literal segment wins over a parameter listed after it.
 */
export function matchRoute(
  method: string,
  pathname: string,
): { route: AnyRoute; params: Record<string, string> } | null {
  const upper = method.toUpperCase();
  const segments = withoutTrailingSlashes(pathname).split('/');
  for (const candidate of routeList) {
    if (candidate.method !== upper) continue;
    const pattern = candidate.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matched = pattern.every((part, i) => {
      const segment = segments[i] as string;
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return segment.length > 0;
      }
      return part === segment;
    });
    if (matched) return { route: candidate, params };
  }
  return null;
}
