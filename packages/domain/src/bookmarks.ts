import type { Bookmark } from './types';

/** A bookmark is removed when deletedAt is set. */
export function isBookmarkRemoved(bookmark: Pick<Bookmark, 'deletedAt'>): boolean {
  return bookmark.deletedAt !== null;
}

/** Only bookmarks added by staff and not removed can be deleted. */
export function canDeleteBookmark(
  bookmark: Pick<Bookmark, 'createdByUser' | 'deletedAt'>,
): boolean {
  return !bookmark.createdByUser && !isBookmarkRemoved(bookmark);
}

/** Who added the bookmark: Guest or CSM. */
export function bookmarkAddedBy(bookmark: Pick<Bookmark, 'createdByUser'>): 'Guest' | 'CSM' {
  return bookmark.createdByUser ? 'Guest' : 'CSM';
}

/** Removed bookmarks are listed after the active ones; each part keeps its order. */
export function sortBookmarks<B extends Pick<Bookmark, 'deletedAt'>>(bookmarks: readonly B[]): B[] {
  return [
    ...bookmarks.filter((b) => !isBookmarkRemoved(b)),
    ...bookmarks.filter(isBookmarkRemoved),
  ];
}

/**
 * The favorites table filter: office id, office uuid or request id (blank keeps all). A number
 * is read as an id, office or request, whole; other text finds the uuids that contain it (a
 * number would otherwise also find every uuid with those digits in it).
 */
export function filterBookmarks<B extends Pick<Bookmark, 'officeId' | 'officeUuid' | 'requestId'>>(
  bookmarks: readonly B[],
  query: string,
): B[] {
  const text = query.trim().toLowerCase();
  if (!text) return [...bookmarks];
  const isId = /^\d+$/.test(text);
  return bookmarks.filter((b) =>
    isId
      ? String(b.officeId) === text || (b.requestId !== null && String(b.requestId) === text)
      : b.officeUuid.toLowerCase().includes(text),
  );
}
