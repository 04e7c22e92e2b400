import { describe, expect, it } from 'vitest';
import {
  bookmarkAddedBy,
  canDeleteBookmark,
  filterBookmarks,
  isBookmarkRemoved,
  sortBookmarks,
} from './bookmarks';

describe('people-and-content §4 — bookmarks', () => {
  it.each([
    [false, null, true, false],
    [true, null, false, false],
    [false, '2026-03-01T00:00:00Z', false, true],
    [true, '2026-03-01T00:00:00Z', false, true],
  ])(
    'added by guest %s, deleted at %s: deletable %s, removed %s',
    (createdByUser, deletedAt, deletable, removed) => {
      expect(canDeleteBookmark({ createdByUser, deletedAt })).toBe(deletable);
      expect(isBookmarkRemoved({ deletedAt })).toBe(removed);
    },
  );

  it('says who added it: Guest or CSM', () => {
    expect(bookmarkAddedBy({ createdByUser: true })).toBe('Guest');
    expect(bookmarkAddedBy({ createdByUser: false })).toBe('CSM');
  });

  it('lists removed bookmarks after the active ones, keeping each order', () => {
    const list = [
      { id: 1, deletedAt: '2026-01-01T00:00:00Z' },
      { id: 2, deletedAt: null },
      { id: 3, deletedAt: '2026-01-02T00:00:00Z' },
      { id: 4, deletedAt: null },
    ];
    expect(sortBookmarks(list).map((b) => b.id)).toEqual([2, 4, 1, 3]);
  });
});

describe('people-and-content §2.2 — favorites filter by office id, uuid or request id', () => {
  const list = [
    { id: 1, officeId: 12, officeUuid: 'ab12-cd', requestId: null },
    { id: 2, officeId: 34, officeUuid: 'ef34-gh', requestId: 12 },
    { id: 3, officeId: 56, officeUuid: 'XY56-ZZ', requestId: 7 },
  ];
  it.each([
    ['', [1, 2, 3]],
    ['12', [1, 2]],
    ['7', [3]],
    ['xy56', [3]],
    ['cd', [1]],
    ['ef34-gh', [2]],
    // A number is an id: the digits inside a uuid do not match it.
    ['4', []],
    ['nothing', []],
  ])('%j keeps %o', (query, ids) => {
    expect(filterBookmarks(list, query).map((b) => b.id)).toEqual(ids);
  });
});
