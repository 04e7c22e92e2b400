/**
 * Staff notes on requests, with @mentions, and each person's inbox. A note is on
 * the write path (one transaction, the request's row locked, its history row, idempotency);
 * the inbox is each person's own ('session': a Viewer reads and marks theirs too).
 */
import {
  NOTE_WORDS,
  canDeleteNote,
  canEditNote,
  mentionedStaff,
  noteProblem,
  preferencesOf,
  type NotificationPreference,
  type Notification,
  type NotificationKind,
  type RequestNote,
  type StaffRef,
} from '@backoffice/domain';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  notificationPreferences,
  notifications,
  requestNotes,
  requests,
  staff,
} from '../../db/schema';
import { ApiError, invalid, notFound } from '../../errors';
import type { HandlerGroup } from '../../http/context';
import { publishAreas } from '../../events/publish';
import { refuseStaleEdit } from '../editVersions';
import { staffNames } from '../shared';
import { notify } from './notify';

/** The newest entries an inbox answer holds. */
export const NOTIFICATIONS_SHOWN = 50;

type NoteRow = typeof requestNotes.$inferSelect;

async function teamOf(db: Db): Promise<StaffRef[]> {
  return db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(eq(staff.status, 'active'))
    .orderBy(asc(staff.name));
}

/** The notes as the API sends them: the author's and the mentioned staff's names. */
async function notesOf(db: Db, rows: NoteRow[]): Promise<RequestNote[]> {
  const ids = [
    ...new Set(rows.flatMap((r) => [...r.mentionIds, ...(r.authorId ? [r.authorId] : [])])),
  ];
  const names = await staffNames(db, ids);
  const ref = (id: number): StaffRef | null => {
    const name = names.get(id);
    return name === undefined ? null : { id, name };
  };
  return rows.map((row) => ({
    id: row.id,
    requestId: row.requestId,
    body: row.body,
    author: row.authorId === null ? null : ref(row.authorId),
    mentions: row.mentionIds.map(ref).filter((m): m is StaffRef => m !== null),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  }));
}

async function noteRow(db: Db, id: number): Promise<NoteRow> {
  const [row] = await db.select().from(requestNotes).where(eq(requestNotes.id, id));
  if (!row) throw notFound('Note', id);
  return row;
}

function checkedBody(text: string): string {
  const problem = noteProblem(text);
  if (problem) throw invalid({ body: problem });
  return text;
}

async function unreadCount(db: Db, recipientId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

const actors = alias(staff, 'actor');

async function savedPreferences(db: Db, staffId: number): Promise<NotificationPreference[]> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.staffId, staffId));
  return rows.map((r) => ({ kind: r.kind as NotificationKind, inApp: r.inApp, email: r.email }));
}

async function requestExists(db: Db, id: number): Promise<void> {
  const [request] = await db.select({ id: requests.id }).from(requests).where(eq(requests.id, id));
  if (!request) throw notFound('Request', id);
}

export const noteHandlers: HandlerGroup<
  | 'requestNotes'
  | 'createRequestNote'
  | 'updateRequestNote'
  | 'deleteRequestNote'
  | 'notifications'
  | 'markNotificationRead'
  | 'markAllNotificationsRead'
  | 'notificationPreferences'
  | 'saveNotificationPreferences'
> = {
  async requestNotes({ db, params }) {
    await requestExists(db, params.id);
    const rows = await db
      .select()
      .from(requestNotes)
      .where(eq(requestNotes.requestId, params.id))
      .orderBy(asc(requestNotes.id));
    return { notes: await notesOf(db, rows) };
  },

  // The request's row is locked and its history gets the call's row (the write path); the
  // staff it mentions are each notified once (never its author), in the same transaction.
  async createRequestNote({ db, params, body, staff: me, now, recorded, services }) {
    const text = checkedBody(body.body);
    await requestExists(db, params.id);
    const mentioned = mentionedStaff(text, await teamOf(db));
    const [row] = await db
      .insert(requestNotes)
      .values({
        requestId: params.id,
        authorId: me.id,
        body: text,
        mentionIds: mentioned.map((m) => m.id),
        createdAt: now,
      })
      .returning();
    recorded.input.mentioned = mentioned.map((m) => m.name);
    await notify(db, {
      emailDelivery: services.emailDelivery,
      recipientIds: mentioned.map((m) => m.id),
      kind: 'mention',
      actor: me,
      requestId: params.id,
      noteId: row!.id,
      now,
    });
    const [note] = await notesOf(db, [row!]);
    return { note: note! };
  },

  // Only its author edits a note (an edit speaks in their name); a save over a newer text is
  // refused naming who saved it. Staff it newly mentions are notified, the others not again.
  async updateRequestNote({ db, params, body, staff: me, now, c, recorded, services }) {
    const current = await noteRow(db, params.id);
    if (!canEditNote(current.authorId, me))
      throw new ApiError(403, 'forbidden', NOTE_WORDS.notYours);
    await refuseStaleEdit({ c }, 'requestNote', { body: current.body }, async () => ({
      name: me.name,
      at: (current.editedAt ?? current.createdAt).toISOString(),
    }));
    const text = checkedBody(body.body);
    const mentioned = mentionedStaff(text, await teamOf(db));
    recorded.input.previousBody = current.body;
    const [row] = await db
      .update(requestNotes)
      .set({ body: text, mentionIds: mentioned.map((m) => m.id), editedAt: now })
      .where(eq(requestNotes.id, params.id))
      .returning();
    const before = new Set(current.mentionIds);
    await notify(db, {
      emailDelivery: services.emailDelivery,
      recipientIds: mentioned.map((m) => m.id).filter((id) => !before.has(id)),
      kind: 'mention',
      actor: me,
      requestId: current.requestId,
      noteId: current.id,
      now,
    });
    const [note] = await notesOf(db, [row!]);
    return { note: note! };
  },

  // Its author, or an Admin; what it said stays on the request's history, with its author.
  async deleteRequestNote({ db, params, staff: me, recorded }) {
    const current = await noteRow(db, params.id);
    if (!canDeleteNote(current.authorId, me))
      throw new ApiError(403, 'forbidden', NOTE_WORDS.notYoursToDelete);
    const [author] = current.authorId
      ? await db.select({ name: staff.name }).from(staff).where(eq(staff.id, current.authorId))
      : [];
    recorded.input.deletedBody = current.body;
    recorded.input.noteAuthor = author?.name ?? null;
    await db.delete(requestNotes).where(eq(requestNotes.id, params.id));
    return { message: 'ok' };
  },

  async notifications({ db, staff: me }) {
    const rows = await db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        actorId: notifications.actorId,
        actorName: actors.name,
        requestId: notifications.requestId,
        noteId: notifications.noteId,
        detail: notifications.detail,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .leftJoin(actors, eq(actors.id, notifications.actorId))
      .where(eq(notifications.recipientId, me.id))
      .orderBy(desc(notifications.id))
      .limit(NOTIFICATIONS_SHOWN);
    const list: Notification[] = rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationKind,
      actor:
        row.actorId !== null && row.actorName !== null
          ? { id: row.actorId, name: row.actorName }
          : null,
      requestId: row.requestId,
      noteId: row.noteId,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    }));
    return { notifications: list, unread: await unreadCount(db, me.id) };
  },

  // A person's own read marks: another's notification is not found (404, never 403, which
  // would say it exists). The person's other tabs hear of it through the live channel.
  async markNotificationRead({ db, params, body, staff: me, now, services }) {
    const [row] = await db
      .update(notifications)
      .set({ readAt: body.read ? now : null })
      .where(and(eq(notifications.id, params.id), eq(notifications.recipientId, me.id)))
      .returning({ id: notifications.id });
    if (!row) throw notFound('Notification', params.id);
    publishAreas(services, ['notifications']);
    return { unread: await unreadCount(db, me.id) };
  },

  async notificationPreferences({ db, staff: me, services }) {
    return {
      preferences: preferencesOf(await savedPreferences(db, me.id)),
      emailAvailable: services.emailDelivery,
    };
  },

  // Each kind given is saved (one row per person and kind); the others keep theirs.
  async saveNotificationPreferences({ db, body, staff: me, services }) {
    for (const { kind, inApp, email } of body.preferences) {
      await db
        .insert(notificationPreferences)
        .values({ staffId: me.id, kind, inApp, email })
        .onConflictDoUpdate({
          target: [notificationPreferences.staffId, notificationPreferences.kind],
          set: { inApp, email },
        });
    }
    return {
      preferences: preferencesOf(await savedPreferences(db, me.id)),
      emailAvailable: services.emailDelivery,
    };
  },

  async markAllNotificationsRead({ db, staff: me, now, services }) {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.recipientId, me.id), isNull(notifications.readAt)));
    publishAreas(services, ['notifications']);
    return { unread: 0 };
  },
};
