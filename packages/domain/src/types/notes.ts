import type { StaffRef } from './staff';

// Staff notes on a request and the notifications of a person's inbox.

/** A staff note on a request: never sent to its host or guest. */
export interface RequestNote {
  id: number;
  requestId: number;
  /** The note's text, plain; mentions written "@Full Name". */
  body: string;
  /** Its author (null once the account is gone). */
  author: StaffRef | null;
  /** The staff it mentions, each notified once. */
  mentions: StaffRef[];
  createdAt: string;
  /** When its author last edited it ("edited" is shown), null if never. */
  editedAt: string | null;
}

/** What leaves a notification in a person's inbox. */
export type NotificationKind = 'mention' | 'assigned' | 'moved';

/** One entry of a person's inbox. */
export interface Notification {
  id: number;
  kind: NotificationKind;
  /** The staff member who acted (null once the account is gone). */
  actor: StaffRef | null;
  requestId: number | null;
  /** The note a mention is in. */
  noteId: number | null;
  /** What was done, in a few words, for a change to a request the person owns. */
  detail: string | null;
  createdAt: string;
  readAt: string | null;
}

/** What a person wants of one kind of notification. */
export interface NotificationPreference {
  kind: NotificationKind;
  /** In the inbox (default on). */
  inApp: boolean;
  /** By email too (default off; only where the server sends email). */
  email: boolean;
}
