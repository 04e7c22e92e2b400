import { describe, expect, it } from 'vitest';
import { createMockDb, MOCK_SIZES } from './db';
import { makeConversation, makeOffice } from './fixtures';

describe('the mock database, each collection made on first read', () => {
  it('holds the same records whichever collection is read first', () => {
    const officesFirst = createMockDb();
    const offices = officesFirst.offices;
    const requestsFirst = createMockDb();
    void requestsFirst.requests;
    void requestsFirst.users;
    expect(requestsFirst.offices).toEqual(offices);
    expect(offices).toHaveLength(MOCK_SIZES.offices);
    expect(offices[6]).toEqual(makeOffice(7));
  });

  it('keeps what a write changes, and what a write puts in place of a collection', () => {
    const db = createMockDb();
    db.offices[0]!.title.fr = 'Changed';
    expect(db.offices[0]!.title.fr).toBe('Changed');
    db.notes = [];
    expect(db.notes).toEqual([]);
    const spread = { ...db };
    expect(spread.notes).toEqual([]);
    expect(spread.offices[0]!.title.fr).toBe('Changed');
  });

  it('has the messages of the conversations it starts with, and nothing when empty', () => {
    const db = createMockDb();
    expect(db.conversations[0]).toEqual(makeConversation(1));
    expect([...db.messages.keys()]).toEqual(db.conversations.map((c) => c.conversationId));
    const empty = createMockDb({ empty: true });
    expect(empty.requests).toEqual([]);
    expect(empty.messages.size).toBe(0);
    expect(empty.nextId()).toBe(10_001);
    expect(empty.nextId()).toBe(10_002);
  });
});
