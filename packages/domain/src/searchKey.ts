/**
 * One search rule for people and places: what a CSM types is compared with a record's folded
 * words, so that "eleonore giraud", "Giraud Éléonore" and "Éléo" all find Éléonore Giraud, and
 * "58 allee royale" finds 58 Allée Royale.
 *
 * - Folding: ligatures spelt out (œ → oe, æ → ae, ß → ss), accented Latin letters to their base
 *   letter, ASCII lower case, every run of anything else (spaces, punctuation, @, other
 *   scripts) to one space.
 * - Matching: every word typed appears somewhere in the record's folded text, in any order, as
 *   a whole word or a part of one.
 *
 * The server stores the folded text of each user (names, company, email) and office (title,
 * address, zip code, city) in a generated column computed by PostgreSQL from the same table
 * (`searchKeySql` on the server, migration 0015), so the rule is the same in the browser, the
 * mock API and both databases; a test compares them on both databases.
 */

/** Ligatures folded to two letters (PostgreSQL's `translate` maps one letter to one). */
export const SEARCH_LIGATURES: readonly (readonly [string, string])[] = [
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['ß', 'ss'],
];

/**
 * Latin letters with marks (U+00C0 to U+024F) and the lower-case ASCII letter each folds to:
 * `[from, to]`, two strings of the same length, in code-point order. Derived from Unicode's
 * decomposition (the letter without its marks), plus the letters with a stroke (Ø, Đ, Ł, Ħ).
 */
export const SEARCH_FOLD: readonly [string, string] = (() => {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x24f; code += 1) {
    const letter = String.fromCodePoint(code);
    const base = letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (/^[a-z]$/.test(base)) {
      from += letter;
      to += base;
    }
  }
  // Letters with a stroke have no decomposition: named here.
  return [`${from}ØøĐđŁłĦħ`, `${to}ooddllhh`];
})();

const FOLD_MAP: ReadonlyMap<string, string> = new Map(
  [...SEARCH_FOLD[0]].map((letter, i) => [letter, SEARCH_FOLD[1][i]!]),
);

/** At most this many words of a search are compared (the rest of a pasted text is ignored). */
export const SEARCH_MAX_WORDS = 8;

/** A text as searches compare it: see the module's comment. `'Éléonore  GIRAUD'` → `'eleonore giraud'`. */
export function searchKey(text: string): string {
  let out = text;
  for (const [ligature, letters] of SEARCH_LIGATURES) out = out.split(ligature).join(letters);
  out = [...out].map((ch) => FOLD_MAP.get(ch) ?? ch).join('');
  return out
    .replace(/[A-Z]/g, (ch) => ch.toLowerCase())
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a search, folded, each once, at most `SEARCH_MAX_WORDS`: `[]` for nothing to match. */
export function searchWords(text: string): string[] {
  const key = searchKey(text);
  if (!key) return [];
  return [...new Set(key.split(' '))].slice(0, SEARCH_MAX_WORDS);
}

/**
 * Whether a record matches a search: every typed word is in one of its texts, folded (names in
 * any order, accents and case aside, parts of words). An empty search matches everything; one
 * with no word at all ("%", "--") matches nothing, as the server's does.
 */
export function matchesSearch(
  texts: readonly (string | null | undefined)[],
  search: string,
): boolean {
  if (!search.trim()) return true;
  const words = searchWords(search);
  if (words.length === 0) return false;
  const key = searchKey(texts.filter(Boolean).join(' '));
  return words.every((word) => key.includes(word));
}
