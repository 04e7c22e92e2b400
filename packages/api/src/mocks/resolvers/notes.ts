import {
  NOTE_WORDS,
  canDeleteNote,
  canEditNote,
  mentionedStaff,
  preferencesOf,
  type Notification,
} from '@backoffice/domain';
import { REFERENCE_DATE, sessionUser } from '../fixtures';
import type { noteRoutes } from '../../routes/notes';
import { fail, notFound, type ResolversOf } from './shared';

const unreadOf = (items: Notification[]) => items.filter((n) => n.readAt === null).length;

/** Staff notes on requests and the signed-in person's inbox, as the server answers them. */
export const notesResolvers: ResolversOf<typeof noteRoutes> = {
  requestNotes: ({ db, id }) => {
    if (!db.requests.some((r) => r.id === id)) return notFound(`Request ${id}`);
    return { notes: db.notes.filter((n) => n.requestId === id) };
  },

  createRequestNote: ({ db, id, body }) => {
    if (!db.requests.some((r) => r.id === id)) return notFound(`Request ${id}`);
    const team = db.staff.filter((s) => s.status === 'active');
    const note = {
      id: db.nextId(),
      requestId: id,
      body: body.body,
      author: { id: sessionUser.id, name: sessionUser.name },
      mentions: mentionedStaff(body.body, team).map(({ id: staffId, name }) => ({
        id: staffId,
        name,
      })),
      createdAt: REFERENCE_DATE.toISOString(),
      editedAt: null,
    };
    db.notes.push(note);
    return { note };
  },

  updateRequestNote: ({ db, id, body }) => {
    const note = db.notes.find((n) => n.id === id);
    if (!note) return notFound(`Note ${id}`);
    if (!canEditNote(note.author?.id ?? null, sessionUser))
      return fail(403, 'forbidden', NOTE_WORDS.notYours);
    const team = db.staff.filter((s) => s.status === 'active');
    note.body = body.body;
    note.mentions = mentionedStaff(body.body, team).map(({ id: staffId, name }) => ({
      id: staffId,
      name,
    }));
    note.editedAt = REFERENCE_DATE.toISOString();
    return { note };
  },

  deleteRequestNote: ({ db, id }) => {
    const note = db.notes.find((n) => n.id === id);
    if (!note) return notFound(`Note ${id}`);
    if (!canDeleteNote(note.author?.id ?? null, sessionUser))
      return fail(403, 'forbidden', NOTE_WORDS.notYoursToDelete);
    db.notes = db.notes.filter((n) => n.id !== id);
    return { message: 'ok' };
  },

  notifications: ({ db }) => ({
    notifications: db.notifications,
    unread: unreadOf(db.notifications),
  }),

  markNotificationRead: ({ db, id, body }) => {
    const notification = db.notifications.find((n) => n.id === id);
    if (!notification) return notFound(`Notification ${id}`);
    notification.readAt = body.read ? REFERENCE_DATE.toISOString() : null;
    return { unread: unreadOf(db.notifications) };
  },

  // The stories' server sends no email: the switches for it say why they are off.
  notificationPreferences: ({ db }) => ({
    preferences: preferencesOf(db.notificationPreferences),
    emailAvailable: false,
  }),

  saveNotificationPreferences: ({ db, body }) => {
    const kept = db.notificationPreferences.filter(
      (p) => !body.preferences.some((b) => b.kind === p.kind),
    );
    db.notificationPreferences = [...kept, ...body.preferences];
    return { preferences: preferencesOf(db.notificationPreferences), emailAvailable: false };
  },

  markAllNotificationsRead: ({ db }) => {
    for (const n of db.notifications) n.readAt ??= REFERENCE_DATE.toISOString();
    return { unread: 0 };
  },
};
