import { beforeEach, describe, expect, it } from 'vitest';
import {
  claimUserState,
  forgetTabState,
  forgetUserState,
  userKey,
  userPreferences,
} from './userStorage';

const DRAFT = userKey('office-note-draft:5:51');

describe('the per-user browser storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(DRAFT, '{"text":"<p>Half a note</p>"}');
    localStorage.setItem('office-notes-open', '1');
    localStorage.setItem('backoffice.token', 'a-token');
    sessionStorage.setItem('backoffice.boardMoves', '[]');
  });

  it('Logout forgets what the app kept for the user, and nothing else', () => {
    forgetUserState();
    expect(localStorage.getItem(DRAFT)).toBeNull();
    expect(sessionStorage.getItem('backoffice.boardMoves')).toBeNull();
    expect(localStorage.getItem('office-notes-open')).toBe('1');
    expect(localStorage.getItem('backoffice.token')).toBe('a-token');
  });

  it('a session that ends by itself forgets the tab state and keeps the drafts', () => {
    forgetTabState();
    expect(sessionStorage.getItem('backoffice.boardMoves')).toBeNull();
    expect(localStorage.getItem(DRAFT)).not.toBeNull();
  });

  it('the same person signing in again finds their drafts; someone else does not', () => {
    claimUserState('Camille Dubois');
    expect(localStorage.getItem(DRAFT)).toBeNull();
    localStorage.setItem(DRAFT, '{"text":"<p>Mine</p>"}');
    claimUserState('Camille Dubois');
    expect(localStorage.getItem(DRAFT)).toBe('{"text":"<p>Mine</p>"}');
    claimUserState('Alex Martin');
    expect(localStorage.getItem(DRAFT)).toBeNull();
    // The token just stored by the sign-in stays.
    expect(localStorage.getItem('backoffice.token')).toBe('a-token');
  });

  it("each person's preferences are their own, and outlive Logout", () => {
    // Nobody signed in: nothing is kept.
    userPreferences.setItem('contracts.columns', '{"hidden":["uuid"]}');
    expect(userPreferences.getItem('contracts.columns')).toBeNull();
    claimUserState('Camille Dubois');
    userPreferences.setItem('contracts.columns', '{"hidden":["uuid"]}');
    expect(userPreferences.getItem('contracts.columns')).toBe('{"hidden":["uuid"]}');
    forgetUserState();
    claimUserState('Alex Martin');
    expect(userPreferences.getItem('contracts.columns')).toBeNull();
    userPreferences.setItem('contracts.columns', '{"hidden":["end"]}');
    claimUserState('Camille Dubois');
    expect(userPreferences.getItem('contracts.columns')).toBe('{"hidden":["uuid"]}');
    userPreferences.removeItem('contracts.columns');
    expect(userPreferences.getItem('contracts.columns')).toBeNull();
  });
});
