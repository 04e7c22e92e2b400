import { describe, expect, it } from 'vitest';
import { CONVERSATION_COLUMNS, conversationPartyText, csmUnreadText } from './conversationColumns';
import { listCells, listHeaders } from './lists';
import { funnelFlags } from './requests';
import type { Conversation } from './types';

const flags = funnelFlags('meetingProposed');

const conversation: Conversation = {
  lastReadBy: null,
  conversationId: 41,
  requestId: 7,
  funnel: flags,
  lastMessageAt: '2026-05-15T08:30:00Z',
  host: { id: 3, companyName: 'Acme' },
  guest: { id: 9, companyName: null },
  unreadByHost: 2,
  unreadByGuest: 0,
  unreadByCsm: 0,
};

describe('conversation columns', () => {
  it('names the columns a CSM reads, the CSM cue third', () => {
    expect(listHeaders(CONVERSATION_COLUMNS)).toEqual([
      'Conversation id',
      'Request id',
      'Unread by csm',
      'Status',
      'Host',
      'Guest',
      'Last message',
      'Unread by host',
      'Unread by guest',
      'Last read by',
    ]);
  });

  it('writes each cell as text, the stage as its board words', () => {
    const cells = listCells(CONVERSATION_COLUMNS, conversation, { now: new Date(), origin: '' });
    expect(cells.slice(0, 6)).toEqual([
      '41',
      '7',
      '0 · No unread',
      'Meeting proposed',
      'Acme (#3)',
      '#9',
    ]);
    expect(cells[6]).toMatch(/^15\/05\/2026/);
    expect(cells.slice(7)).toEqual(['2', '0', 'No one yet']);
    expect(
      listCells(
        CONVERSATION_COLUMNS,
        { ...conversation, lastReadBy: { name: 'Léa Bernard', at: '2026-11-29T09:02:00Z' } },
        { now: new Date(), origin: '' },
      ).at(-1),
    ).toBe('Léa Bernard, 29/11/2026 10:02');
  });

  it('says in words when nothing is unread for the CSM', () => {
    expect(csmUnreadText({ unreadByCsm: 0 })).toBe('0 · No unread');
    expect(csmUnreadText({ unreadByCsm: 3 })).toBe('3');
    expect(conversationPartyText({ id: 5, companyName: 'Beta' })).toBe('Beta (#5)');
  });
});
