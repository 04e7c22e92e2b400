import {
  chatMessageType,
  type Conversation,
  csvLine,
  parisToday,
  parseConversationSearch,
  parseDocumentSearch,
  publicationStateLabel,
  SEARCH_ANALYTICS_HEADER,
  searchAnalyticsRow,
} from '@backoffice/domain';
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import {
  bookmarks,
  chatMessages,
  contracts,
  conversationReads,
  conversations,
  documents,
  offices,
  requests,
  searchEvents,
  staff,
} from '../../db/schema';
import { alias } from 'drizzle-orm/pg-core';
import type { HandlerGroup } from '../../http/context';
import { CSV_BATCH_ROWS, type CsvReaders } from '../../http/csv';
import { notFound } from '../../errors';
import { contractPdf, documentPdf } from '../../services/pdf';
import {
  allOf,
  fullName,
  iso,
  isoOf,
  keysetReader,
  orderBy,
  pageCount,
  paging,
  nextParisMidnight,
  parisDayBounds,
} from '../shared';
import {
  attachment,
  company,
  contractRows,
  contractsOrder,
  contractsWhere,
  documentRows,
  DOCUMENTS_ORDER,
  documentsWhere,
  flagsOf,
  guest,
  host,
  nextVisitPassing,
  partyCompanyLike,
  stageSql,
  toContract,
  toDocument,
} from './model';

/** The CSV readers of the large lists: every matching row, in the list's order. */
/** The last read of a conversation (JSON from the list's subquery), as the answer says it. */
function readOf(value: unknown): { name: string; at: string } | null {
  const read = (typeof value === 'string' ? JSON.parse(value) : value) as {
    name?: unknown;
    at?: unknown;
  } | null;
  if (!read || typeof read.name !== 'string' || read.at === undefined || read.at === null)
    return null;
  return { name: read.name, at: new Date(read.at as string).toISOString() };
}

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

/** The records reads (GET routes). */
export const recordReadHandlers: HandlerGroup<
  | 'contracts'
  | 'contractPdf'
  | 'conversations'
  | 'chatMessages'
  | 'documents'
  | 'documentPdf'
  | 'searchAnalyticsCsv'
  | 'officeAnalyticsCsv'
> = {
  async contracts({ db, query, now, lifetime }) {
    const page = paging(query);
    // A status filter reads today's date (the answer is kept until midnight at most).
    if (query.status) lifetime.notAfter(nextParisMidnight(now));
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

  async conversations({ db, query, now, lifetime, staff: me }) {
    const page = paging(query);
    const stage = stageSql(now);
    // "Unread" is the caller's own: the user messages since they marked it read, or the
    // team's counter when they never did (mount.ts keeps this answer per staff member).
    const mine = alias(conversationReads, 'mine');
    const unreadForMe = sql<number>`coalesce(${mine.unread}, ${conversations.unreadByCsm})`;
    // The stages move when a visit's time passes; an open end date means today.
    lifetime.notAfter(await nextVisitPassing(db, now));
    if (query.startDate && !query.endDate) lifetime.notAfter(nextParisMidnight(now));
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
      query.unread === 'csm' && sql`${unreadForMe} > 0`,
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
          unreadForMe,
          // The team's state: who read it last, and when.
          lastRead: sql<
            string | null
          >`(select json_build_object('name', s.name, 'at', r.read_at) from ${conversationReads} r join ${staff} s on s.id = r.staff_id where r.conversation_id = ${conversations.id} and r.read_at is not null order by r.read_at desc limit 1)`,
        })
        .from(conversations)
        .innerJoin(requests, eq(requests.id, conversations.requestId))
        .innerJoin(host, eq(host.id, requests.hostId))
        .innerJoin(guest, eq(guest.id, requests.guestId))
        .leftJoin(mine, and(eq(mine.conversationId, conversations.id), eq(mine.staffId, me.id)))
        .where(where);
    // The count joins the people only when the search names a company (at 100× the
    // two joins over 230,000 users were 370 ms of the count; every request has both).
    const counted = db
      .select({ total: sql<number>`count(*)::int` })
      .from(conversations)
      .innerJoin(requests, eq(requests.id, conversations.requestId))
      .leftJoin(mine, and(eq(mine.conversationId, conversations.id), eq(mine.staffId, me.id)))
      .$dynamic();
    const [{ total }] = (await (
      parsed?.kind === 'company'
        ? counted
            .innerJoin(host, eq(host.id, requests.hostId))
            .innerJoin(guest, eq(guest.id, requests.guestId))
        : counted
    ).where(where)) as [{ total: number }];
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
      unreadByCsm: Number(row.unreadForMe),
      lastReadBy: readOf(row.lastRead),
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

  async documents(ctx) {
    const { db, query } = ctx;
    const page = paging(query);
    const where = documentsWhere(query);
    // The count joins the contract only when the search reads it, and the people only when it
    // names a company (every document has its contract, and each contract both).
    const search = query.search ? parseDocumentSearch(query.search) : null;
    const counted = db
      .select({ total: sql<number>`count(*)::int` })
      .from(documents)
      .$dynamic();
    const [{ total }] = (await (
      search?.kind === 'company'
        ? counted
            .innerJoin(contracts, eq(contracts.id, documents.contractId))
            .innerJoin(host, eq(host.id, contracts.hostId))
            .innerJoin(guest, eq(guest.id, contracts.guestId))
        : search?.kind === 'contractUuid'
          ? counted.innerJoin(contracts, eq(contracts.id, documents.contractId))
          : counted
    ).where(where)) as [{ total: number }];
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
    // Paris dates and times, one column per criterion (domain `searchAnalyticsRow`).
    let text = csvLine(SEARCH_ANALYTICS_HEADER);
    for (const e of rows) text += csvLine(searchAnalyticsRow({ ...e, searchedAt: e.createdAt }));
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
