import { BOOKMARK_NOTE_MAX_LENGTH } from '../constants';
import { VALIDATION_MESSAGES as M } from './messages';
import { validate, type Validation } from './result';
import { isRichTextEmpty } from './richText';

/** Internal note (operations §5): an empty note is not saved. */
export function isInternalNoteSavable(note: string): boolean {
  return !isRichTextEmpty(note);
}

/** Characters of a note as staff count them (an emoji is one character). */
export function noteLength(note: string): number {
  return [...note].length;
}

/** Characters left before the 250 limit (negative when over). */
export function bookmarkNoteCharactersLeft(note: string): number {
  return BOOKMARK_NOTE_MAX_LENGTH - noteLength(note);
}

/**
 * Bookmark note (people-and-content §5): at most 250 characters; beyond that
 * '- Too many characters' is shown and save is disabled.
 */
export function validateBookmarkNote(note: string): Validation<string, 'note'> {
  return validate<string, 'note'>(
    [['note', bookmarkNoteCharactersLeft(note) < 0 && M.tooManyCharacters]],
    () => note,
  );
}
