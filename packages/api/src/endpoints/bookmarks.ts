import { callRoute, type ApiClient } from '../client/client';
import { keysOf } from '../hooks/keys';
import { useApiMutation, type ApiMutation } from '../hooks/mutation';
import { routes } from '../routes';
import type { MessageAnswer, StatusAnswer } from '../structs/answers';
import type { AddFavoritesBody, BookmarkNoteBody } from '../structs/bodies';

/** A guest's favorites (people-and-content §2.2); each action refreshes the guest detail. */

function guestReads(userId: number) {
  return [keysOf(routes.user, { id: userId })];
}

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
export function addFavorites(client: ApiClient, arg: AddFavoritesArg): Promise<MessageAnswer> {
  return callRoute(client, routes.addFavorites, {
    params: { id: arg.userId },
    body: toAddFavoritesBody(arg),
  });
}

export function useAddFavorites(): ApiMutation<AddFavoritesArg, MessageAnswer> {
  return useApiMutation({
    name: routes.addFavorites.name,
    run: addFavorites,
    revalidate: (arg) => guestReads(arg.userId),
  });
}

export function sendFavoritesEmail(client: ApiClient, userId: number): Promise<MessageAnswer> {
  return callRoute(client, routes.sendFavoritesEmail, { params: { id: userId } });
}

export function useSendFavoritesEmail(): ApiMutation<number, MessageAnswer> {
  return useApiMutation({
    name: routes.sendFavoritesEmail.name,
    run: sendFavoritesEmail,
    revalidate: (userId) => guestReads(userId),
  });
}

/** Sends the favorites by SMS; `status` 200 means it will be sent. */
export function sendFavoritesSms(client: ApiClient, userId: number): Promise<StatusAnswer> {
  return callRoute(client, routes.sendFavoritesSms, { params: { id: userId } });
}

export function useSendFavoritesSms(): ApiMutation<number, StatusAnswer> {
  return useApiMutation({
    name: routes.sendFavoritesSms.name,
    run: sendFavoritesSms,
    revalidate: (userId) => guestReads(userId),
  });
}

export interface DeleteBookmarkArg {
  bookmarkId: number;
  userId: number;
}

export function deleteBookmark(client: ApiClient, arg: DeleteBookmarkArg): Promise<MessageAnswer> {
  return callRoute(client, routes.deleteBookmark, { params: { id: arg.bookmarkId } });
}

export function useDeleteBookmark(): ApiMutation<DeleteBookmarkArg, MessageAnswer> {
  return useApiMutation({
    name: routes.deleteBookmark.name,
    run: deleteBookmark,
    revalidate: (arg) => guestReads(arg.userId),
  });
}

export interface BookmarkNoteArg {
  bookmarkId: number;
  userId: number;
  /** At most 250 characters (domain validateBookmarkNote). */
  note: string;
}

/** The wire body of a bookmark note (`bookmark_id`). */
export function toBookmarkNoteBody(arg: BookmarkNoteArg): BookmarkNoteBody {
  return { bookmark_id: arg.bookmarkId, note: arg.note };
}

export function saveBookmarkNote(client: ApiClient, arg: BookmarkNoteArg): Promise<MessageAnswer> {
  return callRoute(client, routes.bookmarkNote, { body: toBookmarkNoteBody(arg) });
}

export function useBookmarkNote(): ApiMutation<BookmarkNoteArg, MessageAnswer> {
  return useApiMutation({
    name: routes.bookmarkNote.name,
    run: saveBookmarkNote,
    revalidate: (arg) => guestReads(arg.userId),
  });
}
