import { keysOf } from '../hooks/keys';
import { routeMutation, runOf } from '../hooks/mutation';
import { ifMatchOption, type EditVersion } from './callOptions';
import { hookOf } from './read';
import { routes } from '../routes';
import type { AddFavoritesBody, BookmarkNoteBody } from '../routes/users';

/** A guest's favorites (people-and-content §2.2); each action refreshes the guest detail. */

const guestReads = (arg: { userId: number }) => [keysOf(routes.user, { id: arg.userId })];
const guestReadsOf = (userId: number) => guestReads({ userId });

export interface AddFavoritesArg {
  userId: number;
  /** Office ids (domain validateOfficeIds). */
  officeIds: number[];
}

/** The wire body of Add favorites (`office_ids`). */
export function toAddFavoritesBody(arg: AddFavoritesArg): AddFavoritesBody {
  return { office_ids: arg.officeIds };
}

/** Adds favorites; the message lists the outcome with ** separators. */
const addFavoritesWrite = /* @__PURE__ */ routeMutation(routes.addFavorites, {
  call: (arg: AddFavoritesArg) => ({ params: { id: arg.userId }, body: toAddFavoritesBody(arg) }),
  revalidate: guestReads,
});
export const addFavorites = /* @__PURE__ */ runOf(addFavoritesWrite);
export const useAddFavorites = /* @__PURE__ */ hookOf(addFavoritesWrite);

/**
 * Whom to send the favorites to: the guest's id, or with `again` once the person answered
 * "Send again?" to a 409 `already_sent` (a send within the last 24 h).
 */
export type SendFavoritesArg = number | { userId: number; again: boolean };

const sendCall = (arg: SendFavoritesArg) =>
  typeof arg === 'number'
    ? { params: { id: arg } }
    : { params: { id: arg.userId }, query: arg.again ? { again: true } : {} };
const sentTo = (arg: SendFavoritesArg) => guestReadsOf(typeof arg === 'number' ? arg : arg.userId);

const sendEmailWrite = /* @__PURE__ */ routeMutation(routes.sendFavoritesEmail, {
  call: sendCall,
  revalidate: sentTo,
});
export const sendFavoritesEmail = /* @__PURE__ */ runOf(sendEmailWrite);
export const useSendFavoritesEmail = /* @__PURE__ */ hookOf(sendEmailWrite);

/** Sends the favorites by SMS; `status` 200 means it will be sent. */
const sendSmsWrite = /* @__PURE__ */ routeMutation(routes.sendFavoritesSms, {
  call: sendCall,
  revalidate: sentTo,
});
export const sendFavoritesSms = /* @__PURE__ */ runOf(sendSmsWrite);
export const useSendFavoritesSms = /* @__PURE__ */ hookOf(sendSmsWrite);

export interface DeleteBookmarkArg {
  bookmarkId: number;
  userId: number;
}

const deleteBookmarkWrite = /* @__PURE__ */ routeMutation(routes.deleteBookmark, {
  call: (arg: DeleteBookmarkArg) => ({ params: { id: arg.bookmarkId } }),
  revalidate: guestReads,
});
export const deleteBookmark = /* @__PURE__ */ runOf(deleteBookmarkWrite);
export const useDeleteBookmark = /* @__PURE__ */ hookOf(deleteBookmarkWrite);

export interface BookmarkNoteArg extends EditVersion {
  bookmarkId: number;
  userId: number;
  /** At most 250 characters (domain validateBookmarkNote). */
  note: string;
}

/** The wire body of a bookmark note (`bookmark_id`). */
export function toBookmarkNoteBody(arg: BookmarkNoteArg): BookmarkNoteBody {
  return { bookmark_id: arg.bookmarkId, note: arg.note };
}

const bookmarkNoteWrite = /* @__PURE__ */ routeMutation(routes.bookmarkNote, {
  call: (arg: BookmarkNoteArg) => ({
    body: toBookmarkNoteBody(arg),
    ...ifMatchOption(arg.ifMatch),
  }),
  revalidate: guestReads,
});
export const saveBookmarkNote = /* @__PURE__ */ runOf(bookmarkNoteWrite);
export const useBookmarkNote = /* @__PURE__ */ hookOf(bookmarkNoteWrite);
