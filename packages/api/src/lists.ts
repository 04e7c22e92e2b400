import {
  CONTRACT_COLUMNS,
  CONVERSATION_COLUMNS,
  DOCUMENT_COLUMNS,
  OFFICE_COLUMNS,
  SECURITY_EVENT_COLUMNS,
  SEO_LOCATION_COLUMNS,
  USER_COLUMNS,
  type ListColumn,
} from '@backoffice/domain';
import type { AnswerOf, ApiClient, CallControl, QueryOf } from './client/client';
import { routes, type AnyRoute, type Routes } from './routes';
import { DownloadedFileStruct, ListIdsAnswer, type DownloadedFile } from './structs/answers';

/**
 * The list routes and their CSV downloads ("Download CSV"): every paged list answers
 * `{ pages, total, <items> }` as JSON, or, with `format=csv`, every row that matches its
 * filters (not only a page) as a CSV file, streamed by the server, with the columns of the
 * list's table: one definition (packages/domain) for both. A list gets its download by an
 * entry here; the server and the mock API read this table, so neither needs more.
 */

/** The routes whose query takes `page`, `perPage` and `format`. */
export type ListRouteName =
  'contracts' | 'conversations' | 'documents' | 'offices' | 'users' | 'securityEvents';

/**
 * The list routes that answer every matching row at once, without paging (`{ seoLocations }`),
 * and take `format` too.
 */
export type UnpagedListRouteName = 'seoLocations';

/** Every list route, paged or not: each may have a CSV download. */
export type AnyListRouteName = ListRouteName | UnpagedListRouteName;

/** The key of a list answer that holds its rows. */
type ItemsKey<K extends AnyListRouteName> = Exclude<keyof AnswerOf<Routes[K]>, 'pages' | 'total'>;

/** One row of a list route's answer. */
export type ListItem<K extends AnyListRouteName, I extends ItemsKey<K> = ItemsKey<K>> = AnswerOf<
  Routes[K]
>[I] extends readonly (infer Row)[]
  ? Row
  : never;

/** How a list is written as CSV. */
export interface ListCsv<Row = unknown> {
  /** The key of the answer that holds the rows (`contracts`). */
  items: string;
  /** The list's columns: the table's, in its order. */
  columns: readonly ListColumn<Row>[];
  /** The file name's stem: `contracts` names contracts-2026-11-23.csv. */
  fileStem: string;
}

function listCsv<K extends AnyListRouteName, I extends ItemsKey<K> & string>(
  _route: K,
  items: I,
  columns: readonly ListColumn<ListItem<K, I>>[],
  fileStem: string,
): ListCsv<ListItem<K, I>> {
  return { items, columns, fileStem };
}

/**
 * The lists with a CSV download, by name only: what a screen needs to show "Download CSV"
 * (`hasListCsv`). The columns stay in `LIST_CSV`, which only the server and the mock API
 * read, so that a list screen's first load carries no other list's columns.
 */
export const LIST_CSV_NAMES = [
  'contracts',
  'offices',
  'conversations',
  'documents',
  'users',
  'seoLocations',
  'securityEvents',
] as const;
export type ListCsvName = (typeof LIST_CSV_NAMES)[number];

/**
 * The lists with a CSV download. Add a list: its columns in packages/domain (one
 * `ListColumn` per table column, the spec's order and words), its name in `LIST_CSV_NAMES`,
 * then an entry here (the type asks for one entry per name).
 */
// Each entry is marked pure: a bundle that never reads LIST_CSV (a screen) drops it and the columns.
export const LIST_CSV: { readonly [K in ListCsvName]: ListCsv<ListItem<K>> } = {
  contracts: /* @__PURE__ */ listCsv('contracts', 'contracts', CONTRACT_COLUMNS, 'contracts'),
  offices: /* @__PURE__ */ listCsv('offices', 'offices', OFFICE_COLUMNS, 'offices'),
  conversations: /* @__PURE__ */ listCsv(
    'conversations',
    'conversations',
    CONVERSATION_COLUMNS,
    'conversations',
  ),
  documents: /* @__PURE__ */ listCsv('documents', 'documents', DOCUMENT_COLUMNS, 'documents'),
  users: /* @__PURE__ */ listCsv('users', 'users', USER_COLUMNS, 'users'),
  seoLocations: /* @__PURE__ */ listCsv(
    'seoLocations',
    'seoLocations',
    SEO_LOCATION_COLUMNS,
    'seo-location-pages',
  ),
  securityEvents: /* @__PURE__ */ listCsv(
    'securityEvents',
    'events',
    SECURITY_EVENT_COLUMNS,
    'security-log',
  ),
};

/** The CSV download of a route, or null when its list has none (yet). */
export function listCsvOf(routeName: string): ListCsv | null {
  return (LIST_CSV as Record<string, ListCsv | undefined>)[routeName] ?? null;
}

/** Whether a route's list has a CSV download (without reading any list's columns). */
export function hasListCsv(routeName: string): boolean {
  return (LIST_CSV_NAMES as readonly string[]).includes(routeName);
}

/** The value of `format` that asks a list route for its CSV. */
export const CSV_FORMAT = 'csv';

/** A CSV of 100,000 rows takes a while to stream: the download waits up to 5 minutes. */
export const CSV_TIMEOUT_MS = 5 * 60_000;

/**
 * The CSV of a list for these filters: every matching row, the table's columns, the file
 * name the server gave (the list and the day). `page` and `perPage` are left out: the file
 * holds every page. (An unpaged list has neither: its query goes as it is.)
 */
export function downloadListCsv<R extends AnyRoute & { name: AnyListRouteName }>(
  client: ApiClient,
  route: R,
  query: QueryOf<R>,
  control: CallControl = {},
): Promise<DownloadedFile> {
  const { page: _page, perPage: _perPage, ...filters } = (query ?? {}) as Record<string, unknown>;
  const csvRoute: AnyRoute = {
    ...route,
    answer: DownloadedFileStruct,
    answerKind: 'file',
    accept: 'text/csv',
    timeoutMs: CSV_TIMEOUT_MS,
  };
  return client.call(csvRoute, {
    query: { ...filters, format: CSV_FORMAT },
    ...control,
  }) as Promise<DownloadedFile>;
}

/** The value of `format` that asks a list route for the ids of every matching row. */
export const IDS_FORMAT = 'ids';
/** The media type of a `format=ids` answer (JSON, `{ ids, total }`): not the list's page. */
export const IDS_MEDIA_TYPE = 'application/vnd.backoffice.ids+json';

/**
 * The ids of every row a list's filters match (a selection's "Select all N matching"), in the
 * list's order; more than BULK_MAX_ITEMS is refused (400) with words saying so.
 */
export function listIds<R extends AnyRoute & { name: ListRouteName }>(
  client: ApiClient,
  route: R,
  query: QueryOf<R>,
  control: CallControl = {},
): Promise<ListIdsAnswer> {
  const { page: _page, perPage: _perPage, ...filters } = (query ?? {}) as Record<string, unknown>;
  const idsRoute: AnyRoute = { ...route, answer: ListIdsAnswer, accept: IDS_MEDIA_TYPE };
  return client.call(idsRoute, {
    query: { ...filters, format: IDS_FORMAT },
    ...control,
  }) as Promise<ListIdsAnswer>;
}

/** The list routes, by name (for code that walks them all). */
export const LIST_ROUTES = {
  contracts: routes.contracts,
  conversations: routes.conversations,
  documents: routes.documents,
  offices: routes.offices,
  users: routes.users,
  seoLocations: routes.seoLocations,
  securityEvents: routes.securityEvents,
} as const satisfies Record<AnyListRouteName, AnyRoute>;
