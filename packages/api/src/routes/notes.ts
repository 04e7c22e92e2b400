import { array, boolean, enums, type Infer, object, refine, type } from 'superstruct';
import { NOTE_MAX_LENGTH } from '@backoffice/domain';
import { MessageAnswer } from '../structs/answers';
import {
  NotificationPreferenceStruct,
  NotificationStruct,
  RequestNoteStruct,
} from '../structs/entities';
import { Count, nonBlank } from '../structs/primitives';
import { size } from '../structs/facts';
import { route } from './define';

/** A request's staff notes, oldest first (a conversation among colleagues reads downwards). */
export const RequestNotesAnswer = type({ notes: array(RequestNoteStruct) });
export type RequestNotesAnswer = Infer<typeof RequestNotesAnswer>;

export const RequestNoteAnswer = type({ note: RequestNoteStruct });
export type RequestNoteAnswer = Infer<typeof RequestNoteAnswer>;

/** The caller's inbox: its newest entries (NOTIFICATIONS_SHOWN), and how many are unread. */
export const NotificationsAnswer = type({
  notifications: array(NotificationStruct),
  unread: Count,
});
export type NotificationsAnswer = Infer<typeof NotificationsAnswer>;

/**
 * The caller's notification preferences, one per kind (the defaults where none is saved), and
 * whether this server sends email (an SMTP server in its outbox settings).
 */
export const NotificationPreferencesAnswer = type({
  preferences: array(NotificationPreferenceStruct),
  emailAvailable: boolean(),
});
export type NotificationPreferencesAnswer = Infer<typeof NotificationPreferencesAnswer>;

/** How many of the caller's notifications are unread after marking. */
export const NotificationsMarkedAnswer = type({ unread: Count });
export type NotificationsMarkedAnswer = Infer<typeof NotificationsMarkedAnswer>;

/** A staff note's text: plain text, mentions written "@Full Name". */
export const RequestNoteBody = object({ body: nonBlank(NOTE_MAX_LENGTH) });
export type RequestNoteBody = Infer<typeof RequestNoteBody>;

/** The caller's preferences: each kind at most once (a kind left out keeps what it has). */
export const NotificationPreferencesBody = object({
  preferences: refine(
    size(
      array(
        object({
          kind: enums(['mention', 'assigned', 'moved']),
          inApp: boolean(),
          email: boolean(),
        }),
      ),
      1,
      3,
    ),
    'uniqueKinds',
    (list) =>
      new Set(list.map((p) => p.kind)).size === list.length || 'Each kind may be given once',
  ),
});
export type NotificationPreferencesBody = Infer<typeof NotificationPreferencesBody>;

/** One notification marked read, or unread again. */
export const NotificationReadBody = object({ read: boolean() });
export type NotificationReadBody = Infer<typeof NotificationReadBody>;

/**
 * Handover: staff notes on a request, with @mentions of staff, and each person's
 * notification inbox. Notes are staff-only: no route of the API sends them to a host or a
 * guest. A conversation's notes are its request's.
 */
export const noteRoutes = {
  // Notes on requests (staff only) ----------------------------------------------------------
  requestNotes: route({
    method: 'GET',
    path: '/csm/requests/:id/notes',
    permission: 'read',
    summary: "A request's staff notes, oldest first",
    answer: RequestNotesAnswer,
  }),
  createRequestNote: route({
    method: 'POST',
    path: '/csm/requests/:id/notes',
    permission: 'write',
    write: { areas: ['notes', 'notifications'], subject: { entity: 'request', id: 'path' } },
    summary:
      'Add a staff note to a request; each active staff member it mentions ("@Full Name") is notified once',
    body: RequestNoteBody,
    answer: RequestNoteAnswer,
  }),
  updateRequestNote: route({
    method: 'PATCH',
    path: '/csm/request_notes/:id',
    permission: 'write',
    write: {
      edits: 'requestNote',
      areas: ['notes', 'notifications'],
      subject: { entity: 'request', id: 'path', via: 'noteRequest' },
    },
    summary: 'Edit your own staff note (only its author may); staff it newly mentions are notified',
    body: RequestNoteBody,
    answer: RequestNoteAnswer,
  }),
  deleteRequestNote: route({
    method: 'DELETE',
    path: '/csm/request_notes/:id',
    permission: 'write',
    write: { areas: ['notes'], subject: { entity: 'request', id: 'path', via: 'noteRequest' } },
    summary: 'Delete a staff note: your own, or any as an Admin; its text stays on the history',
    answer: MessageAnswer,
  }),

  // The inbox ---------------------------------------------------------------------------------
  notifications: route({
    method: 'GET',
    path: '/csm/notifications',
    permission: 'session',
    summary:
      'Your notifications, newest first: mentions, requests assigned to you, changes to requests you own',
    answer: NotificationsAnswer,
  }),
  markNotificationRead: route({
    method: 'PUT',
    path: '/csm/notifications/:id/read',
    permission: 'session',
    unkeyed: 'Your own inbox: a read mark, set twice the same, changes no record.',
    summary: 'Mark one of your notifications read, or unread again',
    body: NotificationReadBody,
    answer: NotificationsMarkedAnswer,
  }),
  notificationPreferences: route({
    method: 'GET',
    path: '/csm/notifications/preferences',
    permission: 'session',
    summary:
      'Your notification preferences by kind (in the app, by email), and whether this server sends email',
    answer: NotificationPreferencesAnswer,
  }),
  saveNotificationPreferences: route({
    method: 'PUT',
    path: '/csm/notifications/preferences',
    permission: 'session',
    unkeyed: 'Your own preferences: saved twice the same, they are the same.',
    summary: 'Save your notification preferences',
    body: NotificationPreferencesBody,
    answer: NotificationPreferencesAnswer,
  }),
  markAllNotificationsRead: route({
    method: 'POST',
    path: '/csm/notifications/read_all',
    permission: 'session',
    unkeyed: 'Your own inbox: marking all read twice is marking them once.',
    summary: 'Mark all your notifications read',
    answer: NotificationsMarkedAnswer,
  }),
};
