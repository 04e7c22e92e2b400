import type { StaffRole } from './staff';
import type { NotificationKind, NotificationPreference, StaffRef } from './types';

/**
 * Staff notes on a request (and on its conversation, which is the request's), with @mentions
 * of staff, and the notifications they and the team's other writes leave in a person's inbox.
 * Notes are staff-only: no route sends them to a host or a guest.
 */

/** The longest note, in characters (a note is a word to a colleague, not a document). */
export const NOTE_MAX_LENGTH = 4000;

export const NOTE_WORDS = {
  empty: 'Write something before adding the note.',
  tooLong: `A note holds at most ${NOTE_MAX_LENGTH.toLocaleString('en')} characters.`,
  notYours: 'Only its author may edit a note.',
  notYoursToDelete: 'Only its author or an Admin may delete a note.',
} as const;

/** Case and accents set aside: "Éléonore" and "eleonore" read the same. */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** What is wrong with a note's text, or null when it may be saved. */
export function noteProblem(text: string): string | null {
  if (!text.trim()) return NOTE_WORDS.empty;
  if (text.length > NOTE_MAX_LENGTH) return NOTE_WORDS.tooLong;
  return null;
}

/** Whether someone may edit a note: its author only (an edit speaks in their name). */
export function canEditNote(authorId: number | null, me: { id: number; role: StaffRole }) {
  return authorId === me.id && me.role !== 'viewer';
}

/** Whether someone may delete a note: its author, or an Admin. */
export function canDeleteNote(authorId: number | null, me: { id: number; role: StaffRole }) {
  return me.role === 'admin' || canEditNote(authorId, me);
}

/** "@Léa Bernard": how a mention is written in a note. */
export const mentionOf = (name: string) => `@${name}`;

/**
 * The staff a note mentions: each one whose "@Full Name" it holds (case set aside, the
 * longest name first so that "@Léa Bernard-Roy" is not read as "@Léa Bernard"), once each, in
 * the order of the team given.
 */
export function mentionedStaff<T extends StaffRef>(text: string, team: readonly T[]): T[] {
  let rest = text.toLowerCase();
  const found = new Set<number>();
  for (const member of [...team].sort((a, b) => b.name.length - a.name.length)) {
    const token = mentionOf(member.name).toLowerCase();
    let at = rest.indexOf(token);
    while (at >= 0) {
      const after = rest.charAt(at + token.length);
      // A whole name: "@Léa Bernard," is a mention, "@Léa Bernardini" is not Léa's.
      if (!/[\p{L}\p{N}-]/u.test(after)) {
        found.add(member.id);
        rest = rest.slice(0, at) + ' '.repeat(token.length) + rest.slice(at + token.length);
      }
      at = rest.indexOf(token, at + 1);
    }
  }
  return team.filter((member) => found.has(member.id));
}

/** The "@…" being typed before the caret: where it starts and what follows the "@". */
export interface MentionQuery {
  start: number;
  query: string;
}

/**
 * The mention being typed at the caret, if any: an "@" at the start or after a space, then
 * at most three words and 40 characters with no line break ("@lé", "@Léa Be").
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const match = /(?:^|\s)@([\p{L}\p{N}'’-]*(?: [\p{L}\p{N}'’-]*){0,2})$/u.exec(before);
  if (!match || match[1]!.length > 40) return null;
  return { start: caret - match[1]!.length - 1, query: match[1]! };
}

/** The active staff a typed "@query" may mean: any word of the name starts with it. */
export function mentionSuggestions<T extends StaffRef>(
  query: string,
  team: readonly T[],
  limit = 6,
): T[] {
  const wanted = folded(query.trim());
  if (!wanted) return team.slice(0, limit);
  return team
    .filter((member) => {
      const name = folded(member.name);
      return name.startsWith(wanted) || name.split(/[\s-]+/).some((w) => w.startsWith(wanted));
    })
    .slice(0, limit);
}

/** The text with the mention typed at `query` replaced by the chosen name and a space. */
export function withMention(
  text: string,
  query: MentionQuery,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `${mentionOf(name)} `;
  const after = text.slice(caret).replace(/^ /, '');
  return {
    text: text.slice(0, query.start) + inserted + after,
    caret: query.start + inserted.length,
  };
}

// Notifications ------------------------------------------------------------------------------

export const NOTIFICATION_KIND_OPTIONS: readonly { value: NotificationKind; label: string }[] = [
  { value: 'mention', label: 'Mentions' },
  { value: 'assigned', label: 'Requests assigned to me' },
  { value: 'moved', label: 'Changes to requests I own' },
];

/** Every kind, in the order the preferences list them. */
export const NOTIFICATION_KINDS = NOTIFICATION_KIND_OPTIONS.map((o) => o.value);

/** Each kind's preference: the person's where they set one, else in the app and not by email. */
export function preferencesOf(saved: readonly NotificationPreference[]): NotificationPreference[] {
  return NOTIFICATION_KINDS.map(
    (kind) => saved.find((p) => p.kind === kind) ?? { kind, inApp: true, email: false },
  );
}

/** The facts of a notification its sentence is made from. */
export interface NotificationFacts {
  kind: NotificationKind;
  actorName: string | null;
  requestId: number | null;
  /** What was done, in a few words (a change's deed: "scheduled the visit"). */
  detail: string | null;
}

/**
 * A notification as one sentence: "Léa Bernard mentioned you on request #1542",
 * "Léa Bernard assigned request #1542 to you", "Léa Bernard scheduled the visit on request
 * #1542, which you own".
 */
export function notificationText(n: NotificationFacts): string {
  const who = n.actorName ?? 'A former staff member';
  const request = n.requestId === null ? 'a request' : `request #${n.requestId}`;
  switch (n.kind) {
    case 'mention':
      return `${who} mentioned you on ${request}`;
    case 'assigned':
      return `${who} assigned ${request} to you`;
    case 'moved':
      return `${who} ${n.detail ?? 'changed'} on ${request}, which you own`;
  }
}

/** The inbox button's name: its visible word, then the unread count in words. */
export function inboxLabel(unread: number): string {
  if (unread === 0) return 'Inbox, none unread';
  return `Inbox, ${unread} unread`;
}
