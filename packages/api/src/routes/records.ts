import {
  ChatMessagesAnswer,
  ContractsAnswer,
  ConversationsAnswer,
  DocumentsAnswer,
  DownloadedFileStruct,
  MessageAnswer,
} from '../structs/answers';
import {
  ContractsQuery,
  ConversationsQuery,
  DocumentsQuery,
  SearchAnalyticsQuery,
} from '../structs/queries';
import { CSV, PDF, route } from './define';

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
