/** What every group's mock resolvers share: the context types, error answers, paging, CSV and PDF answers, lookups. */
import {
  BOARD_CARDS_PER_COLUMN,
  BOARD_COLUMNS,
  CSV_BOM,
  DEFAULT_PAGE_SIZE,
  START_AFTER_END,
  boardColumnOf,
  guestStatusRefusal,
  boardRequestOf,
  csvFileName,
  csvLine,
  isInVisitWindow,
  isStartAfterEnd,
  listCells,
  listHeaders,
  pageCount,
  parisDay,
  parisToday,
  parseOfficeSearch,
  parseRequestSearch,
  matchesSearch,
  requestState,
  type ContactRequest,
  type Office,
  type User,
  OPEN_COLUMNS,
  OWNER_AND_ASSIGNEE,
  isWaitingTooLong,
  stageSinceOf,
} from '@backoffice/domain';
import { HttpResponse } from 'msw';
import type { AnswerOf, BodyOf, QueryOf } from '../../client/client';
import { IDS_MEDIA_TYPE, type ListCsv } from '../../lists';
import { type RouteName, type Routes } from '../../routes';
import type { DownloadedFile, HistoryEntry } from '../../structs/answers';
import type { RequestBoardAnswer } from '../../routes/requests';
import type { RequestBoardQuery } from '../../routes/requests';
import { type MockDb } from '../db';
import { REFERENCE_DATE, sessionUser } from '../fixtures';

export function fail(
  status: number,
  code: string,
  description: string,
  fields?: Record<string, string>,
) {
  return HttpResponse.json({ code, description, ...(fields ? { fields } : {}) }, { status });
}

export const notFound = (what: string) => fail(404, 'not_found', `${what} was not found`);

export type JsonAnswer<K extends RouteName> =
  AnswerOf<Routes[K]> extends DownloadedFile ? never : AnswerOf<Routes[K]>;

/** What a route's resolver gets: the database, the parameters, the query and body checked. */
export interface ResolverContext<K extends RouteName> {
  db: MockDb;
  params: Record<string, string>;
  /** `params.id` as a number (NaN when the route has none). */
  id: number;
  query: QueryOf<Routes[K]>;
  body: BodyOf<Routes[K]>;
  request: Request;
}

/** A route's mock: its answer (checked against the route's struct), or a Response. */
export type Resolver<K extends RouteName> = (
  context: ResolverContext<K>,
) => JsonAnswer<K> | Response | Promise<JsonAnswer<K> | Response>;

export type Resolvers = { [K in RouteName]: Resolver<K> };

/** The resolvers of a group of routes of the table (one of `routes/*.ts`'s objects). */
export type ResolversOf<Group> = Pick<Resolvers, keyof Group & RouteName>;

export function paged<T>(items: T[], query: { page?: number; perPage?: number }) {
  const perPage = query.perPage ?? DEFAULT_PAGE_SIZE;
  const pages = pageCount(items.length, perPage);
  // A page past the end has no rows, as the server answers it.
  const page = query.page ?? 1;
  return { pages, total: items.length, items: items.slice((page - 1) * perPage, page * perPage) };
}

/** One page holding a whole fixture history. */
export function historyPage(entries: HistoryEntry[]) {
  return { pages: entries.length ? 1 : 0, total: entries.length, entries };
}

export function inDays(instant: string | null, start?: string, end?: string): boolean {
  if (!start && !end) return true;
  const day = instant ? parisDay(instant) : null;
  if (!day) return false;
  return (!start || day >= start) && (!end || day <= end);
}

export function includes(haystack: (string | null | undefined)[], needle: string): boolean {
  const text = needle.toLowerCase();
  return haystack.some((h) => h?.toLowerCase().includes(text));
}

export function byId<T>(items: T[], id: number, key: (item: T) => number): T | undefined {
  return items.find((item) => key(item) === id);
}

export function csv(
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
  filename: string,
): Response {
  const text = rows
    .map((row) => row.map((cell) => `"${String(cell ?? '').replace(/"/g, '""')}"`).join(','))
    .join('\n');
  return new HttpResponse(`${text}\n`, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
}

/** The 400 answer of a CSV or ids download asked of a list that has none, as the server's. */
function noCsvDownload(): Response {
  return fail(400, 'validation_error', 'This list has no CSV download.', {
    format: 'This list has no CSV download.',
  });
}

/**
 * A list's CSV download as the server answers it: every matching row, read a page of 1,000 at a
 * time through the list's own resolver (so that the filters are the JSON list's), written with
 * the list's columns. 400 for a list that has no CSV yet, as the server answers.
 */
export async function listCsvResponse(
  list: ListCsv | null,
  request: Request,
  query: Record<string, unknown>,
  readPage: (query: Record<string, unknown>) => Promise<unknown>,
): Promise<Response> {
  if (!list) return noCsvDownload();
  const context = { now: REFERENCE_DATE, origin: new URL(request.url).origin };
  let text = CSV_BOM + csvLine(listHeaders(list.columns));
  for (let page = 1; ; page++) {
    const answer = await readPage({ ...query, format: undefined, page, perPage: 1000 });
    if (answer instanceof Response) return answer;
    const { pages, [list.items]: rows } = answer as { pages?: number } & Record<string, unknown[]>;
    for (const row of rows ?? []) text += csvLine(listCells(list.columns, row, context));
    // An unpaged list (no `pages`) answered every row at once.
    if (page >= (pages ?? 1)) break;
  }
  return new HttpResponse(text, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(list.fileStem, parisToday(REFERENCE_DATE))}"`,
    },
  });
}

/** A list's `format=ids` as the server answers it: every matching row's id (the list's own filters). */
export async function listIdsResponse(
  list: ListCsv | null,
  query: Record<string, unknown>,
  readPage: (query: Record<string, unknown>) => Promise<unknown>,
): Promise<Response> {
  if (!list) return noCsvDownload();
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await readPage({ ...query, format: undefined, page, perPage: 1000 });
    if (answer instanceof Response) return answer;
    const { pages, [list.items]: rows } = answer as { pages?: number } & Record<string, unknown[]>;
    for (const row of (rows ?? []) as Record<string, number>[])
      ids.push(row.conversationId ?? row.id!);
    if (page >= (pages ?? 1)) break;
  }
  return new HttpResponse(JSON.stringify({ ids, total: ids.length }), {
    status: 200,
    headers: { 'Content-Type': IDS_MEDIA_TYPE },
  });
}

export function pdf(filename: string): Response {
  const body = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return new HttpResponse(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
}

export function officeMatches(office: Office, search: string): boolean {
  const query = parseOfficeSearch(search);
  if (!query) return true;
  switch (query.kind) {
    case 'officeId':
      return office.id === query.officeId;
    case 'hostId':
      return office.csm.hostId === query.hostId;
    case 'company':
      return includes([office.csm.companyName, office.host.company], query.company);
    case 'zipCode':
      return office.addressDetails.zipCode.toUpperCase() === query.zipCode;
    case 'reference':
      return (
        `OF-${String(office.id).padStart(4, '0')}`.startsWith(query.reference.toUpperCase()) ||
        matchesSearch([office.title.fr, office.address], query.reference)
      );
    case 'address':
      return matchesSearch([office.title.fr, office.address], query.address);
  }
}

export function seoLocationOfPage(db: MockDb, pageId: number) {
  return db.seoLocations.find((l) => l.seoPages.fr?.id === pageId || l.seoPages.en?.id === pageId);
}

export function guestDetail(db: MockDb, id: number): User | undefined {
  return db.users.find((u) => u.id === id);
}

/**
 * The board's requests for its filters, as the server reads them: an id search ('1264',
 * '#1264') finds the request whatever the dates; a start after the end is refused.
 */
export function boardOf(
  db: MockDb,
  query: RequestBoardQuery,
): { board: RequestBoardAnswer; requests: ContactRequest[] } | Response {
  if (isStartAfterEnd(query)) {
    return fail(400, 'validation_error', START_AFTER_END, { startDate: START_AFTER_END });
  }
  if (query.owner && query.assigneeId !== undefined) {
    return fail(400, 'validation_error', OWNER_AND_ASSIGNEE, { assigneeId: OWNER_AND_ASSIGNEE });
  }
  const { visitWithinHours } = query;
  const search = parseRequestSearch(query.search ?? '');
  const column = (r: ContactRequest) => boardColumnOf(requestState(r)) ?? 'request_received';
  const owner = (r: ContactRequest) => r.assignment.assignee?.id ?? null;
  const matching = db.requests.filter(
    (r) =>
      (search?.kind === 'requestId' ||
        (query.open
          ? OPEN_COLUMNS.includes(column(r))
          : inDays(r.requestDate, query.startDate, query.endDate))) &&
      (query.owner !== 'mine' || owner(r) === sessionUser.id) &&
      (query.owner !== 'unassigned' || owner(r) === null) &&
      (query.assigneeId === undefined || owner(r) === query.assigneeId) &&
      (!query.waiting || isWaitingTooLong(column(r), stageSinceOf(r), REFERENCE_DATE)) &&
      (!search ||
        (search.kind === 'requestId'
          ? r.id === search.requestId
          : matchesSearch([r.host.name, r.host.companyName, r.host.email], search.text) ||
            matchesSearch([r.guest.name, r.guest.companyName, r.guest.email], search.text))) &&
      (visitWithinHours === undefined ||
        isInVisitWindow(r.funnel.visitScheduledDate, visitWithinHours, REFERENCE_DATE)),
  );
  const sort = query.sort ?? 'received_desc';
  const time = (r: (typeof matching)[number]) =>
    Date.parse((sort.startsWith('visit') ? r.visitDate : r.requestDate) ?? '') || 0;
  matching.sort((a, b) => (sort.endsWith('asc') ? time(a) - time(b) : time(b) - time(a)));
  // Each column's first cards (`perColumn`), and its whole count, as the server answers.
  const perColumn = query.perColumn ?? BOARD_CARDS_PER_COLUMN;
  const columns = BOARD_COLUMNS.map((column) => {
    const requests = matching.filter((r) => boardColumnOf(requestState(r)) === column.key);
    return {
      key: column.key,
      title: column.title,
      count: requests.length,
      requests: requests.slice(0, perColumn).map(boardRequestOf),
    };
  });
  return { board: { total: matching.length, columns }, requests: matching };
}

export function setStatus(db: MockDb, id: number, status: User['status']) {
  const user = guestDetail(db, id);
  if (!user) return notFound(`User ${id}`);
  // The server's rule (domain, one for the menus, the bulk run and the server): 409 in words.
  const refusal = guestStatusRefusal(user, status);
  if (refusal) return fail(409, 'conflict', refusal);
  Object.assign(user, { status, confirmed: status === 'confirmed' });
  return { message: 'ok' };
}
