import { BOARD_COLUMN_KEYS } from '@backoffice/domain';
import { array, type Infer, object, optional, type } from 'superstruct';
import { DownloadedFileStruct, MessageAnswer, pagedAnswer } from '../structs/answers';
import { pagingFields, search } from '../structs/queries';
import { QueryDay, queryEnum } from '../structs/primitives';
import {
  ChatMessageStruct,
  ContractDocumentStruct,
  ContractStruct,
  ConversationStruct,
} from '../structs/entities';
import { CSV, PDF, route } from './define';

/** Contracts: sort by user id, status (absent is all), search by company or contract uuid. */
export const ContractsQuery = object({
  sort: optional(queryEnum(['user_id_asc', 'user_id_desc'])),
  status: optional(queryEnum(['upcoming', 'active', 'expired'])),
  search: search(),
  ...pagingFields,
});
export type ContractsQuery = Infer<typeof ContractsQuery>;

/**
 * Conversations: dates of the last message, funnel status (a board column key), unread by
 * host/guest/csm, search (conversation id, #request id, .host id, -guest id or company), sort.
 */
export const ConversationsQuery = object({
  startDate: optional(QueryDay),
  endDate: optional(QueryDay),
  status: optional(queryEnum(BOARD_COLUMN_KEYS)),
  unread: optional(queryEnum(['host', 'guest', 'csm'])),
  search: search(),
  sort: optional(
    queryEnum(['request_id_asc', 'request_id_desc', 'conversation_id_asc', 'conversation_id_desc']),
  ),
  ...pagingFields,
});
export type ConversationsQuery = Infer<typeof ConversationsQuery>;

/** Documents: search (contract uuid, company or id), type (absent is all), creation dates. */
export const DocumentsQuery = object({
  search: search(),
  type: optional(queryEnum(['invoice', 'payment', 'payout'])),
  startDate: optional(QueryDay),
  endDate: optional(QueryDay),
  ...pagingFields,
});
export type DocumentsQuery = Infer<typeof DocumentsQuery>;

/** Search analytics CSV: searches made from minDate to maxDate (Paris days, both included). */
export const SearchAnalyticsQuery = object({ minDate: QueryDay, maxDate: QueryDay });
export type SearchAnalyticsQuery = Infer<typeof SearchAnalyticsQuery>;

export const ContractsAnswer = pagedAnswer('contracts', ContractStruct);
export type ContractsAnswer = Infer<typeof ContractsAnswer>;

export const ConversationsAnswer = pagedAnswer('conversations', ConversationStruct);
export type ConversationsAnswer = Infer<typeof ConversationsAnswer>;

export const ChatMessagesAnswer = type({ messages: array(ChatMessageStruct) });
export type ChatMessagesAnswer = Infer<typeof ChatMessagesAnswer>;

export const DocumentsAnswer = pagedAnswer('documents', ContractDocumentStruct);
export type DocumentsAnswer = Infer<typeof DocumentsAnswer>;

/**
 * Contracts, conversations and documents (lists, messages, PDFs), and the analytics CSV dumps.
 */
export const recordRoutes = {
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
  markConversationUnread: route({
    method: 'PUT',
    path: '/csm/conversations/:id/unread_by_csm',
    permission: 'write',
    write: { areas: ['conversations'], subject: { entity: 'conversation', id: 'path' } },
    summary:
      'Mark a conversation unread for the caller (to come back to it); the team’s read state stays',
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
};
