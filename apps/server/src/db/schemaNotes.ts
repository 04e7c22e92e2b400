/**
 * Staff notes on requests and the notifications of each person's inbox, beside
 * schema.ts (which re-exports them, so that drizzle-kit and the client see one schema).
 */
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { reference } from './columns';
import { requests, staff } from './schema';

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

/** A staff note on a request (its conversation shows the same notes): never sent out. */
export const requestNotes = pgTable(
  'request_notes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    requestId: reference(() => requests.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => staff.id, { onDelete: 'set null' }),
    body: text().notNull(),
    /** The staff ids it mentions, as they were at its last save. */
    mentionIds: integer().array().notNull().default([]),
    createdAt: instant().notNull(),
    editedAt: instant(),
  },
  (t) => [index().on(t.requestId, t.id)],
);

/**
 * One entry of a person's inbox: a mention, a request assigned to them, a change to a
 * request they own. Kept until the person's inbox holds more than its limit (the oldest read
 * ones go first).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    recipientId: reference(() => staff.id, { onDelete: 'cascade' }),
    /** domain NotificationKind. */
    kind: text().notNull(),
    actorId: integer().references(() => staff.id, { onDelete: 'set null' }),
    requestId: integer().references(() => requests.id, { onDelete: 'cascade' }),
    noteId: integer().references(() => requestNotes.id, { onDelete: 'set null' }),
    detail: text(),
    createdAt: instant().notNull(),
    readAt: instant(),
  },
  (t) => [index().on(t.recipientId, t.id)],
);

/**
 * What each person wants of each kind of notification: in the app (default on), by email
 * (default off; sent only where the outbox has an SMTP server). No row: the defaults.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    staffId: reference(() => staff.id, { onDelete: 'cascade' }),
    /** domain NotificationKind. */
    kind: text().notNull(),
    inApp: boolean().notNull(),
    email: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.kind] })],
);
