import { CONVERSATIONS_DEFAULT_DAYS, type Option } from './constants';
import { lastDays, type DayRange } from './dates';
import type { ChatMessage, ChatSender, Conversation } from './types';

/** The conversations' default dates: the last 7 days in Paris. */
export function defaultConversationDateRange(now: Date): DayRange {
  return lastDays(CONVERSATIONS_DEFAULT_DAYS, now);
}

export type UnreadFilter = 'host' | 'guest' | 'csm';

/** The unread filter: conversations with unread messages for host, guest or CSM. */
export const UNREAD_FILTERS: readonly Option<UnreadFilter>[] = [
  { value: 'host', label: 'Unread by host' },
  { value: 'guest', label: 'Unread by guest' },
  { value: 'csm', label: 'Unread by csm' },
];

export type ConversationSort =
  'request_id_asc' | 'request_id_desc' | 'conversation_id_asc' | 'conversation_id_desc';

export const CONVERSATION_SORTS: readonly Option<ConversationSort>[] = [
  { value: 'request_id_asc', label: 'Request id ascending' },
  { value: 'request_id_desc', label: 'Request id descending' },
  { value: 'conversation_id_asc', label: 'Conversation id ascending' },
  { value: 'conversation_id_desc', label: 'Conversation id descending' },
];

/** True when the conversation has unread messages for that reader. */
export function hasUnread(
  conversation: Pick<Conversation, 'unreadByHost' | 'unreadByGuest' | 'unreadByCsm'>,
  reader: UnreadFilter,
): boolean {
  const count = {
    host: conversation.unreadByHost,
    guest: conversation.unreadByGuest,
    csm: conversation.unreadByCsm,
  }[reader];
  return count > 0;
}

/** Rows with no unread messages for the CSM are highlighted red (operations §2). */
export function isConversationHighlighted(
  conversation: Pick<Conversation, 'unreadByCsm'>,
): boolean {
  return conversation.unreadByCsm === 0;
}

/** The toggle that hides system messages. */
export const REMOVE_SYSTEM_MESSAGES = 'Remove system messages';

/** The messages to show: all of them, or all but the system ones. */
export function visibleMessages<M extends Pick<ChatMessage, 'messageType'>>(
  messages: readonly M[],
  removeSystem: boolean,
): M[] {
  return removeSystem ? messages.filter((m) => m.messageType !== 'system') : [...messages];
}

/** Message kinds as the server sends them: status, user, and anything else is system. */
export function chatMessageType(raw: string): ChatMessage['messageType'] {
  return raw === 'status' || raw === 'user' ? raw : 'system';
}

/** Who wrote a user message, as shown. */
export const SENDER_LABELS: Readonly<Record<ChatSender, string>> = { host: 'Host', guest: 'Guest' };
