import {
  BOARD_COLUMNS,
  DEFAULT_PAGE_SIZE,
  START_AFTER_END,
  boardRequestOf,
  isStartAfterEnd,
  parseRequestSearch,
  type ContactRequest,
  SEARCH_LIST_PAGE_SIZE,
  boardColumnOf,
  composeSeoTexts,
  CSV_BOM,
  contractStatus,
  csvFileName,
  csvLine,
  funnelState,
  isInVisitWindow,
  listCells,
  listHeaders,
  parisToday,
  pageCount,
  parisDay,
  parseContractSearch,
  parseConversationSearch,
  parseDocumentSearch,
  parseIdList,
  parseOfficeSearch,
  toOfficeListItem,
  requestState,
  type ErrorCode,
  type Office,
  type SeoPage,
  type User,
  VALIDATION_MESSAGES,
} from '@backoffice/domain';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { validate, type Struct } from 'superstruct';
import type { AnswerOf, BodyOf, QueryOf } from '../client/client';
import {
  buildPath,
  routeList,
  routes,
  type AnyRoute,
  type RouteName,
  type Routes,
} from '../routes';
import { listCsvOf, type ListCsv } from '../lists';
import type { DownloadedFile, HistoryEntry, RequestBoardAnswer } from '../structs/answers';
import type { RequestBoardQuery } from '../structs/queries';
import { createMockDb, type MockDb } from './db';
import {
  PLACES,
  REFERENCE_DATE,
  SESSION_TOKEN,
  makeHistory,
  makeInternalNote,
  pinOf,
  placeSuggestions,
  sessionUser,
} from './fixtures';

// Scenarios ---------------------------------------------------------------------------------

/** An error a route can be switched to: a server code, a bare HTTP status, or no answer. */
export type MockErrorCode =
  ErrorCode | 'http_400' | 'http_401' | 'http_404' | 'http_500' | 'invalid_status' | 'network';

/**
 * What a route answers: its data (`default`), no records (`empty`), its data after a delay
 * (`slow`), nothing ever (`loading`, for loading states), or an error.
 */
export type MockScenario = 'default' | 'empty' | 'slow' | 'loading' | { error: MockErrorCode };

/** The status and body of each error scenario (bodies as api-contract.md: code, description). */
export const MOCK_ERRORS: Readonly<
  Record<MockErrorCode, { status: number; body: Record<string, unknown> | null }>
> = {
  no_input_data: { status: 400, body: { code: 'no_input_data', description: 'No input data' } },
  validation_error: {
    status: 422,
    body: {
      code: 'validation_error',
      description: 'Some fields are invalid',
      fields: { email: VALIDATION_MESSAGES.emailInvalid },
    },
  },
  wrong_key: { status: 401, body: { code: 'wrong_key', description: 'The token is not valid' } },
  login_required: { status: 401, body: { code: 'login_required', description: 'Login required' } },
  invalid_login: { status: 401, body: { code: 'invalid_login', description: 'Wrong credentials' } },
  not_found: { status: 404, body: { code: 'not_found', description: 'Nothing here' } },
  conflict: { status: 409, body: { code: 'conflict', description: 'This changed meanwhile' } },
  idempotency_key_reused: {
    status: 422,
    body: { code: 'idempotency_key_reused', description: 'This key was used for another call' },
  },
  idempotency_key_invalid: {
    status: 400,
    body: { code: 'idempotency_key_invalid', description: 'The key is not usable' },
  },
  rate_limited: { status: 429, body: { code: 'rate_limited', description: 'Too many calls' } },
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

function fail(status: number, code: string, description: string, fields?: Record<string, string>) {
  return HttpResponse.json({ code, description, ...(fields ? { fields } : {}) }, { status });
}

const notFound = (what: string) => fail(404, 'not_found', `${what} was not found`);

// Resolvers ---------------------------------------------------------------------------------

type JsonAnswer<K extends RouteName> =
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

function paged<T>(items: T[], query: { page?: number; perPage?: number }) {
  const perPage = query.perPage ?? DEFAULT_PAGE_SIZE;
  const pages = pageCount(items.length, perPage);
  // A page past the end has no rows, as the server answers it.
  const page = query.page ?? 1;
  return { pages, total: items.length, items: items.slice((page - 1) * perPage, page * perPage) };
}

/** One page holding a whole fixture history. */
function historyPage(entries: HistoryEntry[]) {
  return { pages: entries.length ? 1 : 0, total: entries.length, entries };
}

function inDays(instant: string | null, start?: string, end?: string): boolean {
  if (!start && !end) return true;
  const day = instant ? parisDay(instant) : null;
  if (!day) return false;
  return (!start || day >= start) && (!end || day <= end);
}

function includes(haystack: (string | null | undefined)[], needle: string): boolean {
  const text = needle.toLowerCase();
  return haystack.some((h) => h?.toLowerCase().includes(text));
}

function byId<T>(items: T[], id: number, key: (item: T) => number): T | undefined {
  return items.find((item) => key(item) === id);
}

function csv(rows: (string | number)[][], filename: string): Response {
  const text = rows
    .map((row) => row.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(','))
    .join('\n');
  return new HttpResponse(`${text}\n`, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
}

/**
 * A list's CSV download as the server answers it: every matching row, read a page of 1,000 at a
 * time through the list's own resolver (so that the filters are the JSON list's), written with
 * the list's columns. 400 for a list that has no CSV yet, as the server answers.
 */
async function listCsvResponse(
  list: ListCsv | null,
  request: Request,
  query: Record<string, unknown>,
  readPage: (query: Record<string, unknown>) => Promise<unknown>,
): Promise<Response> {
  if (!list) {
    return fail(400, 'validation_error', 'This list has no CSV download.', {
      format: 'This list has no CSV download.',
    });
  }
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

function pdf(filename: string): Response {
  const body = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return new HttpResponse(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
}

function officeMatches(office: Office, search: string): boolean {
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
      return includes(
        [`OF-${String(office.id).padStart(4, '0')}`, office.title.fr],
        query.reference,
      );
    case 'address':
      return includes([office.address, office.title.fr], query.address);
  }
}

function seoLocationOfPage(db: MockDb, pageId: number) {
  return db.seoLocations.find((l) => l.seoPages.fr?.id === pageId || l.seoPages.en?.id === pageId);
}

function guestDetail(db: MockDb, id: number): User | undefined {
  return db.users.find((u) => u.id === id);
}

/**
 * The board's requests for its filters, as the server reads them: an id search ('1264',
 * '#1264') finds the request whatever the dates; a start after the end is refused.
 */
function boardOf(
  db: MockDb,
  query: RequestBoardQuery,
): { board: RequestBoardAnswer; requests: ContactRequest[] } | Response {
  if (isStartAfterEnd(query)) {
    return fail(400, 'validation_error', START_AFTER_END, { startDate: START_AFTER_END });
  }
  const { visitWithinHours } = query;
  const search = parseRequestSearch(query.search ?? '');
  const matching = db.requests.filter(
    (r) =>
      (search?.kind === 'requestId' || inDays(r.requestDate, query.startDate, query.endDate)) &&
      (!search ||
        (search.kind === 'requestId'
          ? r.id === search.requestId
          : includes(
              [
                r.host.name,
                r.host.companyName,
                r.host.email,
                r.guest.name,
                r.guest.companyName,
                r.guest.email,
              ],
              search.text,
            ))) &&
      (visitWithinHours === undefined ||
        isInVisitWindow(r.funnel.visitScheduledDate, visitWithinHours, REFERENCE_DATE)),
  );
  const sort = query.sort ?? 'received_desc';
  const time = (r: (typeof matching)[number]) =>
    Date.parse((sort.startsWith('visit') ? r.visitDate : r.requestDate) ?? '') || 0;
  matching.sort((a, b) => (sort.endsWith('asc') ? time(a) - time(b) : time(b) - time(a)));
  const columns = BOARD_COLUMNS.map((column) => {
    const requests = matching
      .filter((r) => boardColumnOf(requestState(r)) === column.key)
      .map(boardRequestOf);
    return { key: column.key, title: column.title, count: requests.length, requests };
  });
  return { board: { total: matching.length, columns }, requests: matching };
}

/** The mock of every route of the table, over one database. */
export function createResolvers(): Resolvers {
  return {
    health: () => ({ status: 'ok', version: 'mock' }),

    login: ({ body }) =>
      body.email === 'csm@example.com' && body.password === 'demo1234'
        ? { user: sessionUser, token: SESSION_TOKEN }
        : fail(401, 'invalid_login', 'Wrong email or password'),
    refresh: () => ({ user: sessionUser }),
    logout: () => ({ message: 'ok' }),

    requestBoard: ({ db, query }) => {
      const answer = boardOf(db, query);
      return answer instanceof Response ? answer : answer.board;
    },
    dumpRequests: ({ db, query }) => {
      const answer = boardOf(db, query);
      if (answer instanceof Response) return answer;
      const id = db.nextId();
      db.requestDumps.set(id, answer.requests);
      return {
        message: `The export of ${answer.requests.length} requests is ready.`,
        link: buildPath(routes.requestDumpFile.path, { id }),
      };
    },
    requestDumpFile: ({ db, id }) => {
      const rows = db.requestDumps.get(id);
      if (!rows) return notFound(`Export ${id}`);
      return csv(
        [
          ['id', 'requestDate', 'host', 'guest'],
          ...rows.map((r) => [r.id, r.requestDate, r.host.name, r.guest.name]),
        ],
        `requests-${parisToday(REFERENCE_DATE)}.csv`,
      );
    },
    request: ({ db, id }) => {
      const request = byId(db.requests, id, (r) => r.id);
      return request ? { request } : notFound(`Request ${id}`);
    },
    requestHistory: ({ id }) => historyPage(makeHistory('request', id)),
    requestContract: ({ db, id }) => {
      const request = byId(db.requests, id, (r) => r.id);
      if (!request?.contractSigned) return notFound(`The signed contract of request ${id}`);
      return { link: buildPath(routes.contractPdf.path, { id: 1 + (id % 60) }) };
    },
    guestCancel: ({ db, id, body }) => {
      const request = byId(db.requests, id, (r) => r.id);
      if (!request) return notFound(`Request ${id}`);
      Object.assign(request, {
        isCancelled: true,
        step: 'cancelled',
        funnel: { ...request.funnel, requestCancelled: REFERENCE_DATE.toISOString() },
        withdrawal: {
          by: 'guest',
          reason: body.guestCancelledReason,
          message: body.guestCancelledMessage,
          at: REFERENCE_DATE.toISOString(),
        },
      });
      return { message: 'OK' };
    },
    hostDecline: ({ db, id, body }) => {
      const request = byId(db.requests, id, (r) => r.id);
      if (!request) return notFound(`Request ${id}`);
      Object.assign(request, {
        isCancelled: true,
        step: 'cancelled',
        funnel: { ...request.funnel, requestCancelled: REFERENCE_DATE.toISOString() },
        withdrawal: {
          by: 'host',
          reason: body.hostDeclinedReason,
          message: body.hostDeclinedMessage,
          at: REFERENCE_DATE.toISOString(),
        },
      });
      return { message: 'OK' };
    },
    proposeMeeting: ({ db, body }) => {
      const request = byId(db.requests, body.requestId, (r) => r.id);
      if (!request) return notFound(`Request ${body.requestId}`);
      request.meetingsProposed.push({
        meetingId: db.nextId(),
        meetingState: 'proposed',
        appointments: body.dates.map((proposedDate) => ({
          id: db.nextId(),
          proposedDate,
          state: 'proposed',
        })),
      });
      request.step = 'meeting_proposed';
      request.funnel.meetingProposedDate ??= REFERENCE_DATE.toISOString();
      return { message: 'created' };
    },
    scheduleMeeting: ({ db, body }) => {
      const request = byId(db.requests, body.requestId, (r) => r.id);
      if (!request) return notFound(`Request ${body.requestId}`);
      Object.assign(request, {
        visitDate: body.meetingSlot,
        visitScheduled: true,
        step: 'visit_scheduled',
        funnel: { ...request.funnel, visitScheduledDate: REFERENCE_DATE.toISOString() },
      });
      return { message: 'scheduled' };
    },
    acceptAppointment: ({ db, id, body }) => {
      for (const request of db.requests) {
        const meeting = request.meetingsProposed.find((m) => m.meetingId === id);
        const slot = meeting?.appointments.find((a) => a.id === body.appointmentId);
        if (meeting && slot) {
          meeting.meetingState = 'accepted';
          slot.state = 'accepted';
          Object.assign(request, { visitDate: slot.proposedDate, visitScheduled: true });
          return { message: 'accepted' };
        }
      }
      return notFound(`Appointment ${body.appointmentId} of meeting ${id}`);
    },

    contracts: ({ db, query }) => {
      const search = query.search ? parseContractSearch(query.search) : null;
      const items = db.contracts.filter(
        (c) =>
          (!query.status || contractStatus(c, REFERENCE_DATE) === query.status) &&
          (!search ||
            (search.kind === 'contractUuid'
              ? c.contractUuid.toLowerCase() === search.contractUuid
              : includes([c.host.companyName, c.guest.companyName], search.company))),
      );
      // The server's orders: the newest contract first unless a user id sort is chosen (the
      // mock contracts carry no user id: their id stands in for it).
      if (query.sort !== 'user_id_asc') items.reverse();
      const { items: contracts, ...page } = paged(items, query);
      return { ...page, contracts };
    },
    contractPdf: ({ db, id }) =>
      byId(db.contracts, id, (c) => c.id) ? pdf(`contract-${id}.pdf`) : notFound(`Contract ${id}`),
    conversations: ({ db, query }) => {
      const search = query.search ? parseConversationSearch(query.search) : null;
      const items = db.conversations.filter((c) => {
        if (!inDays(c.lastMessageAt, query.startDate, query.endDate)) return false;
        if (query.status && boardColumnOf(funnelState(c.funnel)) !== query.status) return false;
        if (query.unread === 'host' && c.unreadByHost === 0) return false;
        if (query.unread === 'guest' && c.unreadByGuest === 0) return false;
        if (query.unread === 'csm' && c.unreadByCsm === 0) return false;
        if (!search) return true;
        switch (search.kind) {
          case 'conversationId':
            return c.conversationId === search.conversationId;
          case 'requestId':
            return c.requestId === search.requestId;
          case 'hostId':
            return c.host.id === search.hostId;
          case 'guestId':
            return c.guest.id === search.guestId;
          case 'company':
            return includes([c.host.companyName, c.guest.companyName], search.company);
        }
      });
      const sort = query.sort ?? 'conversation_id_desc';
      const key = (c: (typeof items)[number]) =>
        sort.startsWith('request') ? c.requestId : c.conversationId;
      items.sort((a, b) => (sort.endsWith('asc') ? key(a) - key(b) : key(b) - key(a)));
      const { items: conversations, ...page } = paged(items, query);
      return { ...page, conversations };
    },
    chatMessages: ({ db, id }) => {
      const messages = db.messages.get(id);
      return messages ? { messages } : notFound(`Conversation ${id}`);
    },
    markConversationRead: ({ db, id }) => {
      const conversation = byId(db.conversations, id, (c) => c.conversationId);
      if (!conversation) return notFound(`Conversation ${id}`);
      conversation.unreadByCsm = 0;
      return { message: 'ok' };
    },
    documents: ({ db, query }) => {
      const search = query.search ? parseDocumentSearch(query.search) : null;
      const items = db.documents.filter(
        (d) =>
          (!query.type || d.type === query.type) &&
          inDays(d.createdAt, query.startDate, query.endDate) &&
          (!search ||
            (search.kind === 'id'
              ? d.id === search.id || d.contractId === search.id
              : search.kind === 'contractUuid'
                ? db.contracts.find((c) => c.id === d.contractId)?.contractUuid ===
                  search.contractUuid
                : includes([d.hostCompanyName, d.guestCompanyName], search.company))),
      );
      const { items: documents, ...page } = paged(items, query);
      return { ...page, documents };
    },
    documentPdf: ({ db, id }) =>
      byId(db.documents, id, (d) => d.id) ? pdf(`document-${id}.pdf`) : notFound(`Document ${id}`),
    searchAnalyticsCsv: ({ db, query }) =>
      csv(
        [
          ['id', 'searchedAt', 'source', 'place', 'resultCount', 'criteria'],
          ...db.searchEvents
            .filter((e) => inDays(e.searchedAt, query.minDate, query.maxDate))
            .reverse()
            .map((e) => [
              e.id,
              e.searchedAt,
              'map_search',
              e.place,
              e.resultCount,
              JSON.stringify({ placeId: e.placeId }),
            ]),
        ],
        `search-analytics-${query.minDate}-${query.maxDate}.csv`,
      ),
    officeAnalyticsCsv: ({ db }) =>
      csv(
        [
          ['office_id', 'title', 'publication_state', 'requests'],
          ...db.offices.map((o) => [o.id, o.title.fr, o.publicationState, o.requests.length]),
        ],
        'office-analytics.csv',
      ),

    offices: ({ db, query }) => {
      const items = db.offices.filter(
        (o) =>
          (query.publicationState === undefined || o.publicationState === query.publicationState) &&
          (query.bestChoice === undefined || (o.rank === 1) === query.bestChoice) &&
          (query.bestDeal === undefined || o.isBestDeal === query.bestDeal) &&
          (query.category === undefined || o.pro === (query.category === 0)) &&
          (!query.country || o.addressDetails.countryCode === query.country) &&
          (!query.generatedBy || o.generatedFromCsv === (query.generatedBy === 'csv')) &&
          (!query.search || officeMatches(o, query.search)),
      );
      if (query.sort === 'id_desc') items.reverse();
      const { items: offices, ...page } = paged(items, query);
      return {
        ...page,
        offices: offices.map(toOfficeListItem),
        trendingOffices: db.offices
          .filter((o) => o.rank === 1)
          .slice(0, 5)
          .map(toOfficeListItem),
      };
    },
    office: ({ db, id }) => {
      const office = byId(db.offices, id, (o) => o.id);
      return office ? { office } : notFound(`Office ${id}`);
    },
    officeHistory: ({ id }) => historyPage(makeHistory('office', id)),
    officeRank: ({ db, id, body }) => {
      const office = byId(db.offices, id, (o) => o.id);
      if (!office) return notFound(`Office ${id}`);
      office.rank = body.rank;
      return { message: 'ok' };
    },
    officeBestDeal: ({ db, id, body }) => {
      const office = byId(db.offices, id, (o) => o.id);
      if (!office) return notFound(`Office ${id}`);
      office.isBestDeal = body.isBestDeal;
      return { message: 'ok' };
    },
    officePriceFlexibility: ({ db, id, body }) => {
      const office = byId(db.offices, id, (o) => o.id);
      if (!office) return notFound(`Office ${id}`);
      if (office.minCapacity === null) {
        return { success: false, errors: ['The office has no minimum capacity'] };
      }
      office.priceFlexibility = body.priceFlexibility;
      return { success: true, errors: [] };
    },
    publishOffice: ({ db, id, body }) => {
      const office = byId(db.offices, id, (o) => o.id);
      if (!office) return notFound(`Office ${id}`);
      office.publicationState = body.offMarket ? 3 : 1;
      office.status = 20;
      office.firstPublishedAt ??= REFERENCE_DATE.toISOString();
      return { message: 'ok' };
    },
    unpublishOffice: ({ db, id }) => {
      const office = byId(db.offices, id, (o) => o.id);
      if (!office) return notFound(`Office ${id}`);
      Object.assign(office, { publicationState: 0, status: 30 });
      return { message: 'ok' };
    },
    rejectOfficeVersion: ({ db, id }) => {
      const office = byId(db.offices, id, (o) => o.id);
      if (!office) return notFound(`Office ${id}`);
      Object.assign(office, { publicationState: 1, status: 10, hasActiveVersion: false });
      return { message: 'ok' };
    },
    generateSeoDescription: ({ db, id }) => {
      if (!byId(db.offices, id, (o) => o.id)) return notFound(`Office ${id}`);
      db.seoGenerations.set(id, 1);
      return HttpResponse.json({ status: 'pending', seoDescription: null }, { status: 202 });
    },
    seoGenerationStatus: ({ db, id }) => {
      const office = byId(db.offices, id, (o) => o.id);
      if (!office) return notFound(`Office ${id}`);
      const left = db.seoGenerations.get(id);
      if (left === undefined) return notFound(`An SEO generation for office ${id}`);
      if (left > 0) {
        db.seoGenerations.set(id, left - 1);
        return { status: 'pending', seoDescription: null };
      }
      db.seoGenerations.delete(id);
      // The generated text is answered, not written into the office (Save does that).
      return {
        status: 'done',
        seoDescription: {
          fr: `${office.title.fr} : des bureaux lumineux au cœur du quartier.`,
          en: `${office.title.fr}: bright offices in the heart of the neighbourhood.`,
        },
      };
    },
    updateSeoDescription: ({ db, id, body }) => {
      const office = byId(db.offices, id, (o) => o.id);
      if (!office) return notFound(`Office ${id}`);
      office.seoDescription = { fr: body.fr, en: body.en };
      return { message: 'ok' };
    },
    createInternalNote: ({ db, body }) => {
      const office = byId(db.offices, body.office_id, (o) => o.id);
      if (!office) return notFound(`Office ${body.office_id}`);
      const internalNote = makeInternalNote(db.nextId(), {
        note: body.note,
        createdAt: REFERENCE_DATE.toISOString(),
      });
      office.internalNotes.unshift(internalNote);
      return { internalNote };
    },
    updateInternalNote: ({ db, id, body }) => {
      const internalNote = db.offices.flatMap((o) => o.internalNotes).find((n) => n.id === id);
      if (!internalNote) return notFound(`Internal note ${id}`);
      internalNote.note = body.internal_note.note;
      return { internalNote };
    },
    deleteInternalNote: ({ db, id }) => {
      const office = db.offices.find((o) => o.internalNotes.some((n) => n.id === id));
      if (!office) return notFound(`Internal note ${id}`);
      office.internalNotes = office.internalNotes.filter((n) => n.id !== id);
      return { message: 'ok' };
    },
    addBookmarkToUsers: ({ body }) => ({
      message: `Office ${body.office_id} added to the favorites of ${body.guest_ids.join(', ')}`,
    }),

    placeAutocomplete: ({ query }) => ({ suggestions: placeSuggestions(query.q) }),
    placeDetails: ({ query }) => {
      const place = PLACES.find((p) => p.placeId === query.placeId);
      return place ? { place } : notFound(`Place ${query.placeId}`);
    },
    searchOffices: ({ db, query }) => {
      const matching = db.offices.filter(
        (o) =>
          (query.topLat === undefined ||
            query.bottomLat === undefined ||
            query.topLon === undefined ||
            query.bottomLon === undefined ||
            (o.location.lat <= query.topLat &&
              o.location.lat >= query.bottomLat &&
              o.location.lon <= query.topLon &&
              o.location.lon >= query.bottomLon)) &&
          (query.publicationState === undefined || o.publicationState === query.publicationState) &&
          (!query.zipCode || o.addressDetails.zipCode === query.zipCode) &&
          (query.seatsMin === undefined || o.capacity >= query.seatsMin) &&
          (query.seatsMax === undefined || (o.minCapacity ?? 1) <= query.seatsMax) &&
          (query.generatedFromCsv === undefined || o.generatedFromCsv === query.generatedFromCsv) &&
          (query.proType === undefined || o.pro === (query.proType === 0)) &&
          (!query.searchString || officeMatches(o, query.searchString)),
      );
      if (query.publicationDateSort) {
        const time = (o: Office) => Date.parse(o.firstPublishedAt ?? o.createdAt);
        matching.sort((a, b) =>
          query.publicationDateSort === 'asc' ? time(a) - time(b) : time(b) - time(a),
        );
      }
      if (query.view === 'map') return { pins: matching.map(pinOf), resultCount: matching.length };
      const page = query.page ?? 1;
      return {
        offices: matching.slice((page - 1) * SEARCH_LIST_PAGE_SIZE, page * SEARCH_LIST_PAGE_SIZE),
        resultCount: matching.length,
        totalPages: Math.max(1, Math.ceil(matching.length / SEARCH_LIST_PAGE_SIZE)),
      };
    },

    seoLocations: ({ db, query }) => ({
      seoLocations: db.seoLocations.filter(
        (l) =>
          (!query.slug || l.slug === query.slug) &&
          (!query.displayTitle || includes([l.displayTitle], query.displayTitle)),
      ),
    }),
    createSeoLocation: ({ db, body }) => {
      const id = db.nextId();
      const page = (lang: 'fr' | 'en'): SeoPage => ({
        ...body.pages[lang],
        id: db.nextId(),
        faqTitle: lang === 'fr' ? 'Questions fréquentes' : 'Frequently Asked Questions',
        faq: [],
        lang,
      });
      const seoLocation = {
        id,
        displayTitle: [body.city, body.zipCode, body.poi].filter(Boolean).join(' '),
        slug: body.slug,
        city: body.city,
        zipCode: body.zipCode,
        poi: body.poi,
        status: 10 as const,
        seoPages: { fr: page('fr'), en: page('en') },
      };
      db.seoLocations.push(seoLocation);
      return { seoLocation };
    },
    updateSeoLocation: ({ db, id, body }) => {
      const seoLocation = byId(db.seoLocations, id, (l) => l.id);
      if (!seoLocation) return notFound(`SEO location ${id}`);
      Object.assign(seoLocation, {
        slug: body.slug,
        city: body.city,
        zipCode: body.zipCode,
        poi: body.poi,
        displayTitle: [body.city, body.zipCode, body.poi].filter(Boolean).join(' '),
      });
      for (const lang of ['fr', 'en'] as const) {
        const page = seoLocation.seoPages[lang];
        if (page) Object.assign(page, body.pages[lang]);
      }
      return { seoLocation };
    },
    generateSeoLocationTexts: ({ body }) => ({ pages: composeSeoTexts(body) }),
    activateSeoPages: ({ db, body }) => {
      const location = seoLocationOfPage(db, body.ids[0] ?? 0);
      if (!location) return notFound(`SEO pages ${body.ids.join(', ')}`);
      location.status = 10;
      return { message: 'ok' };
    },
    suspendSeoPages: ({ db, body }) => {
      const location = seoLocationOfPage(db, body.ids[0] ?? 0);
      if (!location) return notFound(`SEO pages ${body.ids.join(', ')}`);
      location.status = 0;
      return { message: 'ok' };
    },
    deleteFaq: ({ db, body }) => {
      let found = false;
      for (const location of db.seoLocations) {
        for (const page of [location.seoPages.fr, location.seoPages.en]) {
          if (!page) continue;
          const kept = page.faq.filter((e) => e.id !== body.frId && e.id !== body.enId);
          found ||= kept.length !== page.faq.length;
          page.faq = kept;
        }
      }
      return found
        ? { success: true, message: 'ok', reason: null }
        : { success: false, message: null, reason: 'This FAQ entry does not exist' };
    },
    saveFaq: ({ db, body }) => {
      for (const item of body.data) {
        const location = seoLocationOfPage(db, item.pageId);
        const page = [location?.seoPages.fr, location?.seoPages.en].find(
          (p) => p?.id === item.pageId,
        );
        if (!page) return { success: false, message: null, reason: `No SEO page ${item.pageId}` };
        page.faqTitle = item.faqTitle;
        page.faq = item.faq.map((entry) => ({ ...entry, id: entry.id ?? db.nextId() }));
      }
      return { success: true, message: 'ok', reason: null };
    },

    users: ({ db, query }) => {
      const items = db.users
        .filter(
          (u) =>
            (!query.statusCode || u.status === query.statusCode) &&
            (!query.userType || u.userType === query.userType) &&
            (query.pro === undefined || u.pro === query.pro) &&
            (!query.stripe || u.stripe === query.stripe) &&
            (query.profileComplete === undefined || u.profileComplete === query.profileComplete) &&
            (!query.searchText ||
              String(u.id) === query.searchText ||
              includes([u.companyName, u.email, u.name], query.searchText)) &&
            inDays(u.signUpDate, query.startDate, query.endDate),
        )
        .map(({ bookmarks: _b, requests: _r, ...user }) => user);
      if (query.orderType === 'desc') items.reverse();
      const { items: users, ...page } = paged(items, query);
      return { ...page, users };
    },
    manageHost: ({ db, body }) => {
      if (body.email !== body.email_confirmation || body.password !== body.password_confirmation) {
        return fail(422, 'validation_error', 'The confirmations do not match', {
          ...(body.email !== body.email_confirmation
            ? { email_confirmation: 'does not match' }
            : {}),
          ...(body.password !== body.password_confirmation
            ? { password_confirmation: 'does not match' }
            : {}),
        });
      }
      const host = guestDetail(db, body.userId);
      if (!host) return notFound(`User ${body.userId}`);
      Object.assign(host, { email: body.email, status: 'ready_for_handover' });
      return { message: 'ok' };
    },
    user: ({ db, id }) => {
      const user = guestDetail(db, id);
      return user ? { user } : notFound(`User ${id}`);
    },
    userHistory: ({ id }) => historyPage(makeHistory('user', id)),
    blockUser: ({ db, id }) => setStatus(db, id, 'blocked'),
    reviewUser: ({ db, id }) => setStatus(db, id, 'under_review'),
    confirmUser: ({ db, id }) => setStatus(db, id, 'confirmed'),
    resetPassword: ({ db, id }) => {
      const user = guestDetail(db, id);
      return user ? { message: `A reset link was sent to ${user.email}` } : notFound(`User ${id}`);
    },
    setUserPro: ({ db, id, body }) => {
      const user = guestDetail(db, id);
      if (!user) return notFound(`User ${id}`);
      user.pro = body.pro;
      return { message: 'ok' };
    },
    notifyBySms: ({ db, id, body }) => {
      const user = guestDetail(db, id);
      if (!user) return notFound(`User ${id}`);
      user.notifyBySms = body.notify_by_sms;
      return { status: 200, message: 'ok' };
    },
    updatePhone: ({ db, id, body }) => {
      const user = guestDetail(db, id);
      if (!user) return notFound(`User ${id}`);
      const phone = `${body.mobile_prefix}${body.mobile_number}`;
      Object.assign(user, { phone, fullMobilePhoneNumber: phone, userVerified: true });
      return { status: 200 };
    },
    createCrVisit: ({ db, id, body }) => {
      const user = guestDetail(db, id);
      if (!user) return notFound(`User ${id}`);
      const requestId = db.nextId();
      user.requests = [
        ...(user.requests ?? []),
        {
          id: requestId,
          createdAt: REFERENCE_DATE.toISOString(),
          meetingProposedAt: null,
          visitScheduledAt: REFERENCE_DATE.toISOString(),
          visitPastAt: null,
          contractSentAt: null,
          contractSignedAt: null,
          requestCancelledAt: null,
        },
      ];
      if (!byId(db.offices, body.officeId, (o) => o.id)) {
        return { success: false, error: `Office ${body.officeId} does not exist`, requestId: null };
      }
      return { success: true, error: null, requestId };
    },
    addFavorites: ({ db, id, body }) => {
      const user = guestDetail(db, id);
      if (!user) return notFound(`User ${id}`);
      // The server's answer: what was added, what was there already, what is no office.
      const added: number[] = [];
      const already: number[] = [];
      const unknown: number[] = [];
      for (const officeId of new Set(body.office_ids)) {
        const office = byId(db.offices, officeId, (o) => o.id);
        if (!office) {
          unknown.push(officeId);
          continue;
        }
        if ((user.bookmarks ?? []).some((b) => b.officeId === officeId && !b.deletedAt)) {
          already.push(officeId);
          continue;
        }
        added.push(officeId);
        user.bookmarks = [
          {
            id: db.nextId(),
            officeId,
            officeUuid: `OF-${String(officeId).padStart(4, '0')}`,
            officeAddressLine1: office.address,
            officeAddressLine2: null,
            cover: null,
            createdByUser: false,
            createdAt: REFERENCE_DATE.toISOString(),
            deletedAt: null,
            deletedByUser: null,
            officeViewedAt: null,
            emailSent: false,
            smsSent: false,
            requestId: null,
            conversationId: null,
            notes: { content: null, userNote: null },
          },
          ...(user.bookmarks ?? []),
        ];
      }
      const parts = [`Added: ${added.length ? added.join(', ') : 'none'}`];
      if (already.length) parts.push(`Already in favorites: ${already.join(', ')}`);
      if (unknown.length) parts.push(`Not found: ${unknown.join(', ')}`);
      return { message: parts.join(' ** ') };
    },
    sendFavoritesEmail: ({ db, id }) =>
      guestDetail(db, id) ? { message: 'ok' } : notFound(`User ${id}`),
    sendFavoritesSms: ({ db, id }) => {
      const user = guestDetail(db, id);
      if (!user) return notFound(`User ${id}`);
      if (!user.notifyBySms || !user.phone) {
        return fail(400, 'no_input_data', 'SMS notifications are off or the phone is missing');
      }
      return { status: 200 };
    },
    deleteBookmark: ({ db, id }) => {
      const bookmark = db.users.flatMap((u) => u.bookmarks ?? []).find((b) => b.id === id);
      if (!bookmark) return notFound(`Bookmark ${id}`);
      Object.assign(bookmark, { deletedAt: REFERENCE_DATE.toISOString(), deletedByUser: false });
      return { message: 'ok' };
    },
    bookmarkNote: ({ db, body }) => {
      const bookmark = db.users
        .flatMap((u) => u.bookmarks ?? [])
        .find((b) => b.id === body.bookmark_id);
      if (!bookmark) return notFound(`Bookmark ${body.bookmark_id}`);
      bookmark.notes.content = body.note;
      return { message: 'ok' };
    },

    displaySections: ({ db }) => ({ sections: db.sections }),
    addDisplayOffices: ({ db, body }) => {
      const section = byId(db.sections, body.section, (s) => s.id);
      if (!section) return notFound(`Section ${body.section}`);
      const ids = parseIdList(body.offices);
      const already = ids.filter((id) => section.offices.includes(id));
      section.offices.push(...ids.filter((id) => !section.offices.includes(id)));
      return {
        message: 'ok',
        warn: already.length ? `Already in this section: ${already.join(', ')}` : null,
        error: null,
      };
    },
    rearrangeDisplay: ({ db, body }) => {
      const source = byId(db.sections, body.source, (s) => s.id);
      const target = byId(db.sections, body.target, (s) => s.id);
      if (!source || !target) return notFound('Section');
      source.offices = body.sourceOffices;
      target.offices = body.targetOffices;
      return { message: 'ok' };
    },
    removeDisplayOffice: ({ db, body }) => {
      const section = byId(db.sections, body.sectionId, (s) => s.id);
      if (!section?.offices.includes(body.officeId)) {
        return notFound(`Office ${body.officeId} in section ${body.sectionId}`);
      }
      section.offices = section.offices.filter((id) => id !== body.officeId);
      return { message: 'ok' };
    },
  };
}

function setStatus(db: MockDb, id: number, status: User['status']) {
  const user = guestDetail(db, id);
  if (!user) return notFound(`User ${id}`);
  Object.assign(user, { status, confirmed: status === 'confirmed' });
  return { message: 'ok' };
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
  const prefix = options.baseUrl?.replace(/\/+$/, '') ?? '*';

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
  const prefix = baseUrl?.replace(/\/+$/, '') ?? '*';
  return http[method](`${prefix}${route.path}`, () => errorResponse(code));
}
