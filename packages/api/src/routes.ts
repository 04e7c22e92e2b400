import { withoutTrailingSlashes } from '@backoffice/domain';
import type { ChangeArea } from './areas';
import { API_PREFIX, type AnyRoute, type WriteFacts } from './routes/define';
import { displayRoutes } from './routes/display';
import { healthRoutes } from './routes/health';
import { noteRoutes } from './routes/notes';
import { viewRoutes } from './routes/views';
import { officeRoutes } from './routes/offices';
import { recordRoutes } from './routes/records';
import { requestRoutes } from './routes/requests';
import { seoRoutes } from './routes/seo';
import { staffRoutes } from './routes/staff';
import { userRoutes } from './routes/users';

export { API_PREFIX, route } from './routes/define';
export type {
  AnswerKind,
  AnyRoute,
  HttpMethod,
  IdSource,
  RouteDefinition,
  SubjectLookup,
  SubjectSpec,
  WriteFacts,
} from './routes/define';

function defineRoutes<T extends Record<string, AnyRoute>>(
  table: T,
): { readonly [K in keyof T]: T[K] & { readonly name: K } } {
  return Object.fromEntries(
    Object.entries(table).map(([name, value]) => [name, Object.freeze({ ...value, name })]),
  ) as { readonly [K in keyof T]: T[K] & { readonly name: K } };
}

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
 * - **Map search criteria** (api-contract "Map search"). `teamSize` (1 to 10,000) keeps the
 *   offices with `coalesce(minCapacity, 1) ≤ teamSize ≤ capacity`; `budget` is the whole
 *   month, `price × teamSize`, else `price × coalesce(minCapacity, 1)`; `seatsMin`/`seatsMax`
 *   stay for old links and other teams. No `publicationState` is every state; the screen
 *   sends Published unless its Filters choose another state or Any state.
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
export const routes = defineRoutes({
  // Each area's routes (routes/), in table order: matchRoute, MSW and the server's router take
  // the first route that matches, and the OpenAPI document and routeList keep this order. A new
  // area file is listed here and in ROUTE_TABLE_FILES (openapi/source.ts), the text the OpenAPI
  // document reads its sections from.
  ...healthRoutes,
  ...staffRoutes,
  ...requestRoutes,
  ...recordRoutes,
  ...officeRoutes,
  ...seoRoutes,
  ...userRoutes,
  ...displayRoutes,
  ...noteRoutes,
  ...viewRoutes,
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
