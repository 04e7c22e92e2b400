import { describe, expect, it } from 'vitest';
import {
  canDeleteNote,
  canEditNote,
  folded,
  inboxLabel,
  mentionedStaff,
  mentionQueryAt,
  mentionSuggestions,
  NOTE_MAX_LENGTH,
  NOTE_WORDS,
  noteProblem,
  notificationText,
  preferencesOf,
  withMention,
} from './notes';

const lea = { id: 1, name: 'Léa Bernard' };
const hugo = { id: 2, name: 'Hugo Petit' };
const leaRoy = { id: 3, name: 'Léa Bernard-Roy' };
const team = [lea, hugo, leaRoy];

describe('notes', () => {
  it('folds case and accents', () => {
    expect(folded('Éléonore GIRAUD')).toBe('eleonore giraud');
  });

  it('refuses an empty or a too long note, with the words to show', () => {
    expect(noteProblem('  \n ')).toBe(NOTE_WORDS.empty);
    expect(noteProblem('x'.repeat(NOTE_MAX_LENGTH + 1))).toBe(NOTE_WORDS.tooLong);
    expect(noteProblem('Call the host back')).toBeNull();
    expect(NOTE_WORDS.tooLong).toBe('A note holds at most 4,000 characters.');
  });

  it('lets the author edit, and the author or an Admin delete', () => {
    const csm = { id: 1, role: 'csm' as const };
    const admin = { id: 9, role: 'admin' as const };
    const viewer = { id: 1, role: 'viewer' as const };
    expect(canEditNote(1, csm)).toBe(true);
    expect(canEditNote(2, csm)).toBe(false);
    expect(canEditNote(9, viewer)).toBe(false);
    expect(canEditNote(null, admin)).toBe(false);
    expect(canDeleteNote(2, admin)).toBe(true);
    expect(canDeleteNote(2, csm)).toBe(false);
    expect(canDeleteNote(1, csm)).toBe(true);
  });

  it('finds whole-name mentions once each, the longest name first', () => {
    expect(mentionedStaff('@Léa Bernard-Roy can you call?', team)).toEqual([leaRoy]);
    expect(mentionedStaff('@léa bernard, and @Hugo Petit. @Léa Bernard again', team)).toEqual([
      lea,
      hugo,
    ]);
    expect(mentionedStaff('@Léa Bernardini is not on the team', team)).toEqual([]);
    expect(mentionedStaff('Léa Bernard without an @', team)).toEqual([]);
  });

  it('reads the mention being typed at the caret', () => {
    expect(mentionQueryAt('Hi @Lé', 6)).toEqual({ start: 3, query: 'Lé' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail@example', 12)).toBeNull();
    expect(mentionQueryAt('no mention here', 15)).toBeNull();
    expect(mentionQueryAt(`@${'a'.repeat(41)}`, 42)).toBeNull();
  });

  it('suggests staff whose name or a word of it starts with the query, accents aside', () => {
    expect(mentionSuggestions('lea', team)).toEqual([lea, leaRoy]);
    expect(mentionSuggestions('pet', team)).toEqual([hugo]);
    expect(mentionSuggestions('roy', team)).toEqual([leaRoy]);
    expect(mentionSuggestions(' ', team, 2)).toEqual([lea, hugo]);
  });

  it('writes the chosen name in place of the typed query', () => {
    const text = 'Ask @hu about it';
    const query = mentionQueryAt(text, 7)!;
    expect(withMention(text, query, 7, 'Hugo Petit')).toEqual({
      text: 'Ask @Hugo Petit about it',
      caret: 16,
    });
  });

  it('says each notification in one sentence', () => {
    const base = { actorName: 'Léa Bernard', requestId: 1542, detail: null };
    expect(notificationText({ ...base, kind: 'mention' })).toBe(
      'Léa Bernard mentioned you on request #1542',
    );
    expect(notificationText({ ...base, kind: 'assigned' })).toBe(
      'Léa Bernard assigned request #1542 to you',
    );
    expect(notificationText({ ...base, kind: 'moved', detail: 'scheduled the visit' })).toBe(
      'Léa Bernard scheduled the visit on request #1542, which you own',
    );
    expect(
      notificationText({ kind: 'moved', actorName: null, requestId: null, detail: null }),
    ).toBe('A former staff member changed on a request, which you own');
  });

  it('names the bell with its unread count', () => {
    expect(inboxLabel(0)).toBe('Inbox, none unread');
    expect(inboxLabel(3)).toBe('Inbox, 3 unread');
  });

  it('gives each kind its preference, the defaults where none is saved', () => {
    expect(preferencesOf([{ kind: 'moved', inApp: false, email: true }])).toEqual([
      { kind: 'mention', inApp: true, email: false },
      { kind: 'assigned', inApp: true, email: false },
      { kind: 'moved', inApp: false, email: true },
    ]);
  });
});
