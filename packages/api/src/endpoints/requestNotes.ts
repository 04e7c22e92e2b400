import { keysOf } from '../hooks/keys';
import { routeMutation, runOf } from '../hooks/mutation';
import { ifMatchOption } from './callOptions';
import { hookOf, queryRead, recordRead } from './read';
import { routes } from '../routes';
import type { NotificationPreferencesBody } from '../routes/notes';

/**
 * Handover: a request's staff notes (add, edit your own, delete your own or any as
 * an Admin), and the signed-in person's inbox (read, mark read, mark all read). Each write
 * re-reads what it changed; the other tabs and people hear of it on the live channel.
 */

/** A request's staff notes, oldest first. */
export const requestNotesRead = /* @__PURE__ */ recordRead(routes.requestNotes);
export const useRequestNotes = /* @__PURE__ */ hookOf(requestNotesRead);

const notesOf = (arg: { requestId: number }) => [
  keysOf(routes.requestNotes, { id: arg.requestId }),
  keysOf(routes.requestHistory, { id: arg.requestId }),
];

export interface CreateRequestNoteArg {
  requestId: number;
  /** Plain text; mentions written "@Full Name" (domain `mentionOf`). */
  body: string;
}

const createWrite = /* @__PURE__ */ routeMutation(routes.createRequestNote, {
  call: (arg: CreateRequestNoteArg) => ({
    params: { id: arg.requestId },
    body: { body: arg.body },
  }),
  revalidate: notesOf,
});
export const createRequestNote = /* @__PURE__ */ runOf(createWrite);
export const useCreateRequestNote = /* @__PURE__ */ hookOf(createWrite);

export interface UpdateRequestNoteArg {
  noteId: number;
  requestId: number;
  body: string;
  /** The version the edit began from (domain `partVersion('requestNote', …)`). */
  ifMatch?: string;
}

const updateWrite = /* @__PURE__ */ routeMutation(routes.updateRequestNote, {
  call: (arg: UpdateRequestNoteArg) => ({
    params: { id: arg.noteId },
    body: { body: arg.body },
    ...ifMatchOption(arg.ifMatch),
  }),
  revalidate: notesOf,
});
export const updateRequestNote = /* @__PURE__ */ runOf(updateWrite);
export const useUpdateRequestNote = /* @__PURE__ */ hookOf(updateWrite);

export interface DeleteRequestNoteArg {
  noteId: number;
  requestId: number;
}

const deleteWrite = /* @__PURE__ */ routeMutation(routes.deleteRequestNote, {
  call: (arg: DeleteRequestNoteArg) => ({ params: { id: arg.noteId } }),
  revalidate: notesOf,
});
export const deleteRequestNote = /* @__PURE__ */ runOf(deleteWrite);
export const useDeleteRequestNote = /* @__PURE__ */ hookOf(deleteWrite);

// The inbox -----------------------------------------------------------------------------------

/** The signed-in person's notifications, newest first, and how many are unread. */
export const notificationsRead = /* @__PURE__ */ queryRead(routes.notifications);
export const useNotifications = /* @__PURE__ */ hookOf(notificationsRead);

const inbox = () => [keysOf(routes.notifications)];

export interface MarkNotificationArg {
  id: number;
  read: boolean;
}

const markWrite = /* @__PURE__ */ routeMutation(routes.markNotificationRead, {
  call: (arg: MarkNotificationArg) => ({ params: { id: arg.id }, body: { read: arg.read } }),
  revalidate: inbox,
});
export const markNotificationRead = /* @__PURE__ */ runOf(markWrite);
export const useMarkNotificationRead = /* @__PURE__ */ hookOf(markWrite);

const markAllWrite = /* @__PURE__ */ routeMutation(routes.markAllNotificationsRead, {
  call: () => ({}),
  revalidate: inbox,
});
export const markAllNotificationsRead = /* @__PURE__ */ runOf(markAllWrite);
export const useMarkAllNotificationsRead = /* @__PURE__ */ hookOf(markAllWrite);

/** The person's notification preferences by kind, and whether the server sends email. */
export const notificationPreferencesRead = /* @__PURE__ */ queryRead(
  routes.notificationPreferences,
);
export const useNotificationPreferences = /* @__PURE__ */ hookOf(notificationPreferencesRead);

const preferencesWrite = /* @__PURE__ */ routeMutation(routes.saveNotificationPreferences, {
  call: (arg: NotificationPreferencesBody) => ({ body: arg }),
  revalidate: () => [keysOf(routes.notificationPreferences)],
});
export const useSaveNotificationPreferences = /* @__PURE__ */ hookOf(preferencesWrite);
