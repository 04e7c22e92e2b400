import { describe, expect, it } from 'vitest';
import {
  bookmarkNoteCharactersLeft,
  isInternalNoteSavable,
  noteLength,
  validateBookmarkNote,
} from './notes';
import { isRichTextEmpty, richTextToPlain } from './richText';

describe('operations §5 — an empty internal note is not saved', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['<p></p>', false],
    ['<p>&nbsp;</p><p><br></p>', false],
    ['<h3> </h3>', false],
    ['<p>Keys at the desk</p>', true],
    ['plain text', true],
    ['<p>&lt;3</p>', true],
  ])('%j can be saved: %s', (note, savable) => {
    expect(isInternalNoteSavable(note)).toBe(savable);
  });

  it('reads the visible text of rich text', () => {
    expect(
      richTextToPlain('<p>Tom &amp; Jerry&#39;s <b>office</b></p><p>&quot;ok&quot; &gt; 2</p>'),
    ).toBe('Tom & Jerry\'s office "ok" > 2');
    expect(isRichTextEmpty(null)).toBe(true);
    expect(isRichTextEmpty(undefined)).toBe(true);
  });
});

describe('people-and-content §5 — bookmark note: at most 250 characters', () => {
  it.each([
    ['', 250, true],
    ['a'.repeat(249), 1, true],
    ['a'.repeat(250), 0, true],
    ['a'.repeat(251), -1, false],
    // An emoji is one character for staff.
    ['😀'.repeat(250), 0, true],
  ])('a note of %#: %i left, valid %s', (note, left, ok) => {
    expect(bookmarkNoteCharactersLeft(note)).toBe(left);
    expect(validateBookmarkNote(note).ok).toBe(ok);
  });

  it("says '- Too many characters' beyond 250", () => {
    expect(validateBookmarkNote('x'.repeat(300))).toEqual({
      ok: false,
      message: '- Too many characters',
      errors: { note: '- Too many characters' },
    });
    expect(noteLength('é😀')).toBe(2);
  });
});
