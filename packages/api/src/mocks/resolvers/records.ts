import {
  boardColumnOf,
  contractStatus,
  funnelState,
  parseContractSearch,
  parseConversationSearch,
  parseDocumentSearch,
  SEARCH_ANALYTICS_HEADER,
  searchAnalyticsRow,
} from '@backoffice/domain';
import { REFERENCE_DATE, sessionUser } from '../fixtures';
import type { recordRoutes } from '../../routes/records';
import { byId, csv, inDays, includes, notFound, paged, pdf, type ResolversOf } from './shared';

/** The mocks of contracts, conversations, documents and analytics downloads, over the mock database. */
export const recordsResolvers: ResolversOf<typeof recordRoutes> = {
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
    // Read for the signed-in person (the mock has one): their count, and the team's last read.
    conversation.unreadByCsm = 0;
    conversation.lastReadBy = { name: sessionUser.name, at: REFERENCE_DATE.toISOString() };
    return { message: 'ok' };
  },

  markConversationUnread: ({ db, id }) => {
    const conversation = byId(db.conversations, id, (c) => c.conversationId);
    if (!conversation) return notFound(`Conversation ${id}`);
    conversation.unreadByCsm = Math.max(1, conversation.unreadByCsm);
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
        [...SEARCH_ANALYTICS_HEADER],
        ...db.searchEvents
          .filter((e) => inDays(e.searchedAt, query.minDate, query.maxDate))
          .reverse()
          .map((e) =>
            searchAnalyticsRow({
              id: e.id,
              searchedAt: e.searchedAt,
              source: 'map_search',
              place: e.place,
              resultCount: e.resultCount,
              criteria: { placeId: e.placeId },
            }),
          ),
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
};
