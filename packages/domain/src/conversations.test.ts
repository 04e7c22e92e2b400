import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_SORTS,
  REMOVE_SYSTEM_MESSAGES,
  SENDER_LABELS,
  UNREAD_FILTERS,
  chatMessageType,
  defaultConversationDateRange,
  hasUnread,
  isConversationHighlighted,
  visibleMessages,
} from './conversations';

describe('operations §2 — conversations list', () => {
  it('filters unread by host, guest or csm and sorts by request or conversation id', () => {
    expect(UNREAD_FILTERS.map((f) => f.value)).toEqual(['host', 'guest', 'csm']);
    expect(CONVERSATION_SORTS.map((s) => s.value)).toEqual([
      'request_id_asc',
      'request_id_desc',
      'conversation_id_asc',
      'conversation_id_desc',
    ]);
  });

  const counts = { unreadByHost: 1, unreadByGuest: 0, unreadByCsm: 3 };
  it.each([
    ['host', true],
    ['guest', false],
    ['csm', true],
  ] as const)('unread for %s: %s', (reader, unread) => {
    expect(hasUnread(counts, reader)).toBe(unread);
  });

  it('highlights in red the rows with no unread messages for the CSM', () => {
    expect(isConversationHighlighted({ unreadByCsm: 0 })).toBe(true);
    expect(isConversationHighlighted({ unreadByCsm: 2 })).toBe(false);
  });

  it('defaults to the last 7 days in Paris', () => {
    expect(defaultConversationDateRange(new Date('2026-03-28T23:30:00Z'))).toEqual({
      startDate: '2026-03-22',
      endDate: '2026-03-29',
    });
  });
});

describe('operations §2 — conversation detail', () => {
  const messages = [
    { id: 1, messageType: 'system' as const },
    { id: 2, messageType: 'status' as const },
    { id: 3, messageType: 'user' as const },
  ];

  it("hides system messages with 'Remove system messages'", () => {
    expect(REMOVE_SYSTEM_MESSAGES).toBe('Remove system messages');
    expect(visibleMessages(messages, true).map((m) => m.id)).toEqual([2, 3]);
    expect(visibleMessages(messages, false).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it.each([
    ['status', 'status'],
    ['user', 'user'],
    ['system', 'system'],
    ['reminder', 'system'],
  ])('message type %s is %s', (raw, kind) => {
    expect(chatMessageType(raw)).toBe(kind);
  });

  it('shows the sender of user messages as host or guest', () => {
    expect(SENDER_LABELS).toEqual({ host: 'Host', guest: 'Guest' });
  });
});
