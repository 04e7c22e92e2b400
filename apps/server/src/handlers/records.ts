import { and, asc, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { buildPath, routes } from '@backoffice/api';
import {
  chatMessageType,
  csvLine,
  parisToday,
  parseContractSearch,
  parseConversationSearch,
  parseDocumentSearch,
  publicationStateLabel,
  type BoardColumnKey,
  type Contract,
  type ContractDocument,
  type Conversation,
  type FunnelFlags,
} from '@backoffice/domain';
import {
  bookmarks,
  chatMessages,
  contracts,
  conversations,
  documents,
  offices,
  requests,
  searchEvents,
  users,
} from '../db/schema';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import type { HandlerGroup } from '../http/context';
import { CSV_BATCH_ROWS, type CsvReaders } from '../http/csv';
import { contractPdf, documentPdf } from '../services/pdf';
import {
  allOf,
  fullName,
  iso,
  isoOf,
  keysetReader,
  likePattern,
  orderBy,
  type KeysetOrder,
  pageCount,
  paging,
  parisDayBounds,
} from './shared';

const host = alias(users, 'host');
const guest = alias(users, 'guest');

function company(user: {
  companyName: string | null;
  firstName: string;
  lastName: string;
}): string {
  return user.companyName ?? fullName(user);
}

/** The host's or the guest's company contains the text (the lists' company search). */
function partyCompanyLike(company: string): SQL {
  const pattern = likePattern(company);
  return or(
    sql`${host.companyName} ilike ${pattern}`,
    sql`${guest.companyName} ilike ${pattern}`,
  ) as SQL;
}

/**
 * The board column of a request in SQL, furthest stage first, as requestFunnelFlags reads
 * it in @backoffice/domain: cancelled wins, then the furthest stage reached.
 */
export function stageSql(now: Date): SQL<BoardColumnKey> {
  return sql<BoardColumnKey>`case
    when ${requests.isCancelled} or ${requests.requestCancelledAt} is not null then 'cancelled'
    when ${requests.contractSignedAt} is not null then 'contract_signed'
    when ${requests.contractSentAt} is not null then 'contract_sent'
    when ${requests.contractStartAt} is not null then 'contract_start'
    when ${requests.visitPastAt} is not null or ${requests.visitDate} <= ${now} then 'visit_past'
    when ${requests.visitScheduledAt} is not null or ${requests.visitDate} is not null then 'visit_scheduled'
    when ${requests.meetingProposedAt} is not null then 'meeting_proposed'
    else 'request_received' end`;
}

const FLAG_OF: Record<BoardColumnKey, keyof FunnelFlags> = {
  request_received: 'requestReceived',
  meeting_proposed: 'meetingProposed',
  visit_scheduled: 'visitScheduled',
  visit_past: 'visitPast',
  contract_start: 'contractStart',
  contract_sent: 'contractSent',
  contract_signed: 'contractSigned',
  cancelled: 'requestCancelled',
};

function flagsOf(stage: BoardColumnKey): FunnelFlags {
  const flags: FunnelFlags = {
    requestReceived: false,
    meetingProposed: false,
    visitScheduled: false,
    visitPast: false,
    contractStart: false,
    contractSent: false,
    contractSigned: false,
    requestCancelled: false,
  };
  flags[FLAG_OF[stage]] = true;
  return flags;
}

/** What a contract's row needs of its host and guest: their names. */
type PartyName = Parameters<typeof company>[0];

function toContract(row: {
  c: typeof contracts.$inferSelect;
  host: PartyName;
  guest: PartyName;
}): Contract {
  const { c } = row;
  return {
    id: c.id,
    contractUuid: c.uuid,
    contractStartDate: c.startDate,
    contractEndDate: c.endDate,
    contractSignedDate: iso(c.signedAt),
    host: { companyName: company(row.host) },
    guest: { companyName: company(row.guest) },
    paymentTermsType: c.paymentTermsType,
    serviceFee: c.serviceFee,
    serviceFeePercentage: c.serviceFeePercentage,
    depositDueDate: c.depositDueDate,
    depositDueDateType: c.depositDueDateType,
    depositAmount: c.depositAmount,
    totalContractAmountWithoutTax: c.totalAmount,
    downloadPdf: c.signedAt ? buildPath(routes.contractPdf.path, { id: c.id }) : null,
  };
}

function attachment(body: Uint8Array | string, type: string, filename: string): Response {
  return new Response(body as BodyInit, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}

type ContractsQuery = Parameters<HandlerGroup<'contracts'>['contracts']>[0]['query'];

/**
 * The contracts' filters (api-contract "List filters"): status from today (the domain's
 * contractStatus, in SQL over Paris days), and the search box read by the domain's parser, as
 * the mock API reads it: a whole contract uuid, or a company (host or guest) containing it.
 */
function contractsWhere(query: ContractsQuery, now: Date): SQL | undefined {
  const today = parisToday(now);
  const search = query.search ? parseContractSearch(query.search) : null;
  return allOf([
    query.status === 'upcoming' && gt(contracts.startDate, today),
    query.status === 'active' &&
      and(sql`${contracts.startDate} <= ${today}`, sql`${contracts.endDate} >= ${today}`),
    query.status === 'expired' && lt(contracts.endDate, today),
    search?.kind === 'contractUuid' && sql`lower(${contracts.uuid}) = ${search.contractUuid}`,
    search?.kind === 'company' && partyCompanyLike(search.company),
  ]);
}

type ContractRow = { c: typeof contracts.$inferSelect };

/** Sorted by the guest's user id (then the contract id), else the newest contract first. */
function contractsOrder(query: ContractsQuery): KeysetOrder<ContractRow> {
  if (query.sort === 'user_id_asc' || query.sort === 'user_id_desc') {
    return {
      columns: [contracts.guestId, contracts.id],
      direction: query.sort === 'user_id_asc' ? 'asc' : 'desc',
      key: ({ c }) => [c.guestId, c.id],
    };
  }
  return { columns: [contracts.id], direction: 'desc', key: ({ c }) => [c.id] };
}

/** The party's name columns only: a list (and its CSV) reads nothing else of the users. */
const partyName = (user: typeof host | typeof guest) => ({
  companyName: user.companyName,
  firstName: user.firstName,
  lastName: user.lastName,
});

function contractRows(db: Db, where: SQL | undefined) {
  return db
    .select({ c: contracts, host: partyName(host), guest: partyName(guest) })
    .from(contracts)
    .innerJoin(host, eq(host.id, contracts.hostId))
    .innerJoin(guest, eq(guest.id, contracts.guestId))
    .where(where);
}

type DocumentsQuery = Parameters<HandlerGroup<'documents'>['documents']>[0]['query'];

/**
 * The documents' filters (api-contract "List filters"): type, creation between the Paris days
 * (either end may be left open), and the search box read by the domain's parser, as the mock
 * API reads it: a document or contract id, a whole contract uuid, or a company (host or guest)
 * containing it.
 */
function documentsWhere(query: DocumentsQuery): SQL | undefined {
  const parsed = query.search ? parseDocumentSearch(query.search) : null;
  const bounds =
    query.startDate || query.endDate
      ? parisDayBounds(query.startDate ?? '2000-01-01', query.endDate ?? '2999-12-31')
      : null;
  return allOf([
    query.type ? eq(documents.type, query.type) : undefined,
    bounds ? gte(documents.createdAt, bounds.from) : undefined,
    bounds ? lt(documents.createdAt, bounds.to) : undefined,
    parsed?.kind === 'id'
      ? (or(eq(documents.id, parsed.id), eq(documents.contractId, parsed.id)) as SQL)
      : undefined,
    parsed?.kind === 'contractUuid' && sql`lower(${contracts.uuid}) = ${parsed.contractUuid}`,
    parsed?.kind === 'company' && partyCompanyLike(parsed.company),
  ]);
}

function documentRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      d: documents,
      hostId: host.id,
      hostCompany: host.companyName,
      guestId: guest.id,
      guestCompany: guest.companyName,
    })
    .from(documents)
    .innerJoin(contracts, eq(contracts.id, documents.contractId))
    .innerJoin(host, eq(host.id, contracts.hostId))
    .innerJoin(guest, eq(guest.id, contracts.guestId))
    .where(where);
}

type DocumentRow = Awaited<ReturnType<typeof documentRows>>[number];

/** The newest document first (ties on the instant by id): the list's and the CSV's order. */
const DOCUMENTS_ORDER: KeysetOrder<DocumentRow> = {
  columns: [documents.createdAt, documents.id],
  direction: 'desc',
  // The instant as ISO text: a Date parameter would be read in the session's zone.
  key: ({ d }) => [d.createdAt.toISOString(), d.id],
};

function toDocument(row: DocumentRow): ContractDocument {
  return {
    id: row.d.id,
    contractId: row.d.contractId,
    type: row.d.type,
    hostId: row.hostId,
    hostCompanyName: row.hostCompany,
    guestId: row.guestId,
    guestCompanyName: row.guestCompany,
    createdAt: isoOf(row.d.createdAt),
    url: buildPath(routes.documentPdf.path, { id: row.d.id }),
  };
}

/** The CSV readers of the large lists: every matching row, in the list's order. */
export const recordCsvReaders = {
  contracts(
    { db, query, now }: Parameters<HandlerGroup<'contracts'>['contracts']>[0],
    batch = CSV_BATCH_ROWS,
  ) {
    const where = contractsWhere(query, now);
    const order = contractsOrder(query);
    return keysetReader(
      order,
      (after) =>
        contractRows(db, and(where, after))
          .orderBy(...orderBy(order))
          .limit(batch),
      toContract,
    );
  },

  documents(
    { db, query }: Parameters<HandlerGroup<'documents'>['documents']>[0],
    batch = CSV_BATCH_ROWS,
  ) {
    const where = documentsWhere(query);
    return keysetReader(
      DOCUMENTS_ORDER,
      (after) =>
        documentRows(db, and(where, after))
          .orderBy(...orderBy(DOCUMENTS_ORDER))
          .limit(batch),
      toDocument,
    );
  },
} satisfies CsvReaders;

export const recordHandlers: HandlerGroup<
  | 'contracts'
  | 'contractPdf'
  | 'conversations'
  | 'chatMessages'
  | 'markConversationRead'
  | 'documents'
  | 'documentPdf'
  | 'searchAnalyticsCsv'
  | 'officeAnalyticsCsv'
> = {
  async contracts({ db, query, now }) {
    const page = paging(query);
    const where = contractsWhere(query, now);
    const [{ total }] = (await db
      .select({ total: sql<number>`count(*)::int` })
      .from(contracts)
      .innerJoin(host, eq(host.id, contracts.hostId))
      .innerJoin(guest, eq(guest.id, contracts.guestId))
      .where(where)) as [{ total: number }];
    const rows = await contractRows(db, where)
      .orderBy(...orderBy(contractsOrder(query)))
      .limit(page.perPage)
      .offset(page.offset);
    return { pages: pageCount(total, page.perPage), total, contracts: rows.map(toContract) };
  },

  async contractPdf({ db, params }) {
    const [row] = await db
      .select({ c: contracts, host, guest, office: offices })
      .from(contracts)
      .innerJoin(host, eq(host.id, contracts.hostId))
      .innerJoin(guest, eq(guest.id, contracts.guestId))
      .innerJoin(requests, eq(requests.id, contracts.requestId))
      .innerJoin(offices, eq(offices.id, requests.officeId))
      .where(eq(contracts.id, params.id));
    if (!row) throw notFound('Contract', params.id);
    const pdf = await contractPdf({
      contract: toContract(row),
      hostName: fullName(row.host),
      guestName: fullName(row.guest),
      officeAddress: `${row.office.addressLine1}, ${row.office.zipCode} ${row.office.city}`,
    });
    return attachment(pdf, 'application/pdf', `contract-${row.c.uuid}.pdf`);
  },

  async conversations({ db, query, now }) {
    const page = paging(query);
    const stage = stageSql(now);
    const parsed = query.search ? parseConversationSearch(query.search) : null;
    const bounds =
      query.startDate || query.endDate
        ? parisDayBounds(query.startDate ?? '2000-01-01', query.endDate ?? parisToday(now))
        : null;
    const where = allOf([
      bounds ? gte(conversations.lastMessageAt, bounds.from) : undefined,
      bounds ? lt(conversations.lastMessageAt, bounds.to) : undefined,
      query.status ? sql`${stage} = ${query.status}` : undefined,
      query.unread === 'host' && gt(conversations.unreadByHost, 0),
      query.unread === 'guest' && gt(conversations.unreadByGuest, 0),
      query.unread === 'csm' && gt(conversations.unreadByCsm, 0),
      parsed?.kind === 'conversationId' && eq(conversations.id, parsed.conversationId),
      parsed?.kind === 'requestId' && eq(conversations.requestId, parsed.requestId),
      parsed?.kind === 'hostId' && eq(requests.hostId, parsed.hostId),
      parsed?.kind === 'guestId' && eq(requests.guestId, parsed.guestId),
      parsed?.kind === 'company' && partyCompanyLike(parsed.company),
    ]);
    const from = () =>
      db
        .select({
          convo: conversations,
          hostId: host.id,
          hostCompany: host.companyName,
          guestId: guest.id,
          guestCompany: guest.companyName,
          stage,
        })
        .from(conversations)
        .innerJoin(requests, eq(requests.id, conversations.requestId))
        .innerJoin(host, eq(host.id, requests.hostId))
        .innerJoin(guest, eq(guest.id, requests.guestId))
        .where(where);
    const [{ total }] = (await db
      .select({ total: sql<number>`count(*)::int` })
      .from(conversations)
      .innerJoin(requests, eq(requests.id, conversations.requestId))
      .innerJoin(host, eq(host.id, requests.hostId))
      .innerJoin(guest, eq(guest.id, requests.guestId))
      .where(where)) as [{ total: number }];
    const sort = query.sort ?? 'conversation_id_desc';
    const order = {
      request_id_asc: [asc(conversations.requestId)],
      request_id_desc: [desc(conversations.requestId)],
      conversation_id_asc: [asc(conversations.id)],
      conversation_id_desc: [desc(conversations.id)],
    }[sort];
    const rows = await from()
      .orderBy(...order)
      .limit(page.perPage)
      .offset(page.offset);
    const list: Conversation[] = rows.map((row) => ({
      conversationId: row.convo.id,
      requestId: row.convo.requestId,
      funnel: flagsOf(row.stage),
      lastMessageAt: iso(row.convo.lastMessageAt),
      host: { id: row.hostId, companyName: row.hostCompany },
      guest: { id: row.guestId, companyName: row.guestCompany },
      unreadByHost: row.convo.unreadByHost,
      unreadByGuest: row.convo.unreadByGuest,
      unreadByCsm: row.convo.unreadByCsm,
    }));
    return { pages: pageCount(total, page.perPage), total, conversations: list };
  },

  async chatMessages({ db, params }) {
    const [convo] = await db.select().from(conversations).where(eq(conversations.id, params.id));
    if (!convo) throw notFound('Conversation', params.id);
    const rows = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, convo.id))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    return {
      messages: rows.map((m) => ({
        id: m.id,
        conversationId: convo.id,
        requestId: convo.requestId,
        messageType: chatMessageType(m.messageType),
        systemMessage: m.systemMessage,
        statusMessage:
          m.messageType === 'status'
            ? { guestMessage: m.statusGuestMessage ?? '', hostMessage: m.statusHostMessage ?? '' }
            : null,
        sender: m.sender,
        userMessage: m.userMessage,
        createdAt: isoOf(m.createdAt),
      })),
    };
  },

  async markConversationRead({ db, params }) {
    const [convo] = await db
      .update(conversations)
      .set({ unreadByCsm: 0 })
      .where(eq(conversations.id, params.id))
      .returning({ id: conversations.id });
    if (!convo) throw notFound('Conversation', params.id);
    return { message: 'ok' };
  },

  async documents(ctx) {
    const { db, query } = ctx;
    const page = paging(query);
    const where = documentsWhere(query);
    const [{ total }] = (await db
      .select({ total: sql<number>`count(*)::int` })
      .from(documents)
      .innerJoin(contracts, eq(contracts.id, documents.contractId))
      .innerJoin(host, eq(host.id, contracts.hostId))
      .innerJoin(guest, eq(guest.id, contracts.guestId))
      .where(where)) as [{ total: number }];
    const rows = await documentRows(db, where)
      .orderBy(...orderBy(DOCUMENTS_ORDER))
      .limit(page.perPage)
      .offset(page.offset);
    return {
      pages: pageCount(total, page.perPage),
      total,
      documents: rows.map(toDocument),
    };
  },

  async documentPdf({ db, params }) {
    const [row] = await db
      .select({ d: documents, c: contracts, host, guest })
      .from(documents)
      .innerJoin(contracts, eq(contracts.id, documents.contractId))
      .innerJoin(host, eq(host.id, contracts.hostId))
      .innerJoin(guest, eq(guest.id, contracts.guestId))
      .where(eq(documents.id, params.id));
    if (!row) throw notFound('Document', params.id);
    const pdf = await documentPdf({
      id: row.d.id,
      type: row.d.type,
      amount: row.d.amount,
      createdAt: row.d.createdAt,
      contractUuid: row.c.uuid,
      hostCompany: company(row.host),
      guestCompany: company(row.guest),
    });
    return attachment(pdf, 'application/pdf', `${row.d.type}-${row.d.id}.pdf`);
  },

  async searchAnalyticsCsv({ db, query }) {
    const { from, to } = parisDayBounds(query.minDate, query.maxDate);
    const rows = await db
      .select()
      .from(searchEvents)
      .where(and(gte(searchEvents.createdAt, from), lt(searchEvents.createdAt, to)))
      .orderBy(asc(searchEvents.createdAt), asc(searchEvents.id));
    let text = csvLine(['id', 'searchedAt', 'source', 'place', 'resultCount', 'criteria']);
    for (const e of rows) {
      text += csvLine([
        e.id,
        isoOf(e.createdAt),
        e.source,
        e.place,
        e.resultCount,
        JSON.stringify(e.criteria),
      ]);
    }
    return attachment(
      text,
      'text/csv; charset=utf-8',
      `search-analytics-${query.minDate}-${query.maxDate}.csv`,
    );
  },

  async officeAnalyticsCsv({ db }) {
    const requestCounts = db
      .select({ officeId: requests.officeId, n: sql<number>`count(*)::int`.as('request_count') })
      .from(requests)
      .groupBy(requests.officeId)
      .as('rc');
    const bookmarkCounts = db
      .select({ officeId: bookmarks.officeId, n: sql<number>`count(*)::int`.as('bookmark_count') })
      .from(bookmarks)
      .groupBy(bookmarks.officeId)
      .as('bc');
    const rows = await db
      .select({
        o: offices,
        requests: sql<number>`coalesce(${requestCounts.n}, 0)::int`,
        bookmarks: sql<number>`coalesce(${bookmarkCounts.n}, 0)::int`,
      })
      .from(offices)
      .leftJoin(requestCounts, eq(requestCounts.officeId, offices.id))
      .leftJoin(bookmarkCounts, eq(bookmarkCounts.officeId, offices.id))
      .orderBy(asc(offices.id));
    let text = csvLine([
      'id',
      'reference',
      'address',
      'zipCode',
      'city',
      'country',
      'publicationState',
      'firstPublishedAt',
      'isBestDeal',
      'rank',
      'capacity',
      'pricePerSeat',
      'requests',
      'bookmarks',
    ]);
    for (const { o, requests: r, bookmarks: b } of rows) {
      text += csvLine([
        o.id,
        o.uuid,
        o.addressLine1,
        o.zipCode,
        o.city,
        o.countryCode,
        publicationStateLabel(o.publicationState),
        iso(o.firstPublishedAt),
        o.isBestDeal,
        o.rank,
        o.capacity,
        o.price,
        r,
        b,
      ]);
    }
    return attachment(text, 'text/csv; charset=utf-8', 'office-analytics.csv');
  },
};
