import { FUNNEL_STATE_LABELS, funnelState } from './requests';
import { formatDateTime } from './format';
import { partyText, listColumns } from './lists';
import type { Conversation, ConversationParty } from './types';
import { isConversationHighlighted } from './conversations';

/**
 * The CSM cue of a row: a row with no unread message for the CSM is highlighted red
 * (operations §2), and this text says so in words (colour is never the only cue).
 */
export const NO_UNREAD_FOR_CSM = 'No unread';

/** The unread-by-CSM cell: the count, and the cue when there is none. */
export function csmUnreadText(conversation: Pick<Conversation, 'unreadByCsm'>): string {
  return isConversationHighlighted(conversation)
    ? `0 · ${NO_UNREAD_FOR_CSM}`
    : String(conversation.unreadByCsm);
}

/** The team's read state: "Léa Bernard, 29/11/2026 10:02", or that no one marked it read. */
export function lastReadText(conversation: Pick<Conversation, 'lastReadBy'>): string {
  const read = conversation.lastReadBy;
  return read ? `${read.name}, ${formatDateTime(read.at)}` : 'No one yet';
}

/** A party as listed: its company and its id ("Acme (#12)"); a party without company by id. */
export const conversationPartyText: (party: ConversationParty) => string = partyText;

/**
 * The conversations list (operations §2), for the table and its CSV download. The spec names
 * the filters, not the columns: these are the Conversation's fields (operations §3) a CSM
 * scans for, with its funnel stage as the status (the status filter's words). The CSM's unread
 * count comes third, in view without scrolling sideways: it carries the red rows' cue.
 */
export const CONVERSATION_COLUMNS = listColumns<Conversation>()([
  { key: 'id', header: 'Conversation id', kind: 'number', text: (c) => String(c.conversationId) },
  { key: 'requestId', header: 'Request id', kind: 'number', text: (c) => String(c.requestId) },
  { key: 'unreadCsm', header: 'Unread by csm', text: csmUnreadText },
  { key: 'status', header: 'Status', text: (c) => FUNNEL_STATE_LABELS[funnelState(c.funnel)] },
  { key: 'host', header: 'Host', text: (c) => conversationPartyText(c.host) },
  { key: 'guest', header: 'Guest', text: (c) => conversationPartyText(c.guest) },
  {
    key: 'lastMessageAt',
    header: 'Last message',
    text: (c) => (c.lastMessageAt ? formatDateTime(c.lastMessageAt) : ''),
  },
  {
    key: 'unreadHost',
    header: 'Unread by host',
    kind: 'number',
    text: (c) => String(c.unreadByHost),
  },
  {
    key: 'unreadGuest',
    header: 'Unread by guest',
    kind: 'number',
    text: (c) => String(c.unreadByGuest),
  },
  // "Unread" is each staff member's own; the team's state stays in view.
  { key: 'lastReadBy', header: 'Last read by', text: lastReadText },
]);
