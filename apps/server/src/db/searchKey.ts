/**
 * The folded search text of a user and of an office, as PostgreSQL computes it for the tables
 * `user_search_keys` (names, company, email) and `office_search_keys` (title, address, zip
 * code, city) from the domain's table (packages/domain `searchKey`): the same rule in the
 * browser, the mock API and both databases (db/searchKey.test.ts compares them). Triggers
 * keep the keys (migration 0016, written from `searchKeyExpression`; schemaSearch.ts says why
 * beside the rows).
 *
 * A search then asks that every typed word is in the key (`userKeyMatches`,
 * `officeKeyMatches`), which a trigram index (pg_trgm, GIN) answers at any scale.
 */
import { SEARCH_FOLD, SEARCH_LIGATURES, searchWords } from '@backoffice/domain';
import { type SQL, and, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { officeSearchKeys, userSearchKeys } from './schemaSearch';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The SQL expression of the folded text of these columns (snake_case names), immutable as a
 * trigger's key must be (the same text, the same key): ligatures replaced, `translate` of the marked letters, `lower` (ASCII:
 * every other letter has been translated or becomes a space), runs of anything else to one
 * space, trimmed.
 */
export function searchKeyExpression(columns: readonly string[], row?: string): string {
  const of = row ? `${row}.` : '';
  let text = columns.map((column) => `coalesce(${of}"${column}", '')`).join(` || ' ' || `);
  for (const [ligature, letters] of SEARCH_LIGATURES) {
    text = `replace(${text}, ${literal(ligature)}, ${literal(letters)})`;
  }
  const [from, to] = SEARCH_FOLD;
  return `btrim(regexp_replace(lower(translate(${text}, ${literal(from)}, ${literal(to)})), '[^a-z0-9]+', ' ', 'g'))`;
}

export const USER_SEARCH_COLUMNS = ['first_name', 'last_name', 'company_name', 'email'] as const;
export const OFFICE_SEARCH_COLUMNS = ['title_fr', 'address_line1', 'zip_code', 'city'] as const;

/**
 * Every word of the search in the column: names in any order, accents and case aside, parts of
 * words. The words hold only a–z and 0–9, so no LIKE wildcard can reach the pattern. A search
 * with no word at all ("%", "_", "--") finds nothing, as a search for those characters would.
 */
function wordsCondition(column: PgColumn, search: string): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${column} like ${`%${word}%`}`)) as SQL;
}

/** The user of this id column (users.id, or an alias's) has every word of the search. */
export function userKeyMatches(id: PgColumn, search: string): SQL {
  const words = wordsCondition(userSearchKeys.searchKey, search);
  if (!words) return sql`false`;
  return sql`${id} in (select ${userSearchKeys.userId} from ${userSearchKeys} where ${words})`;
}

/** The office of this id column has every word of the search. */
export function officeKeyMatches(id: PgColumn, search: string): SQL {
  const words = wordsCondition(officeSearchKeys.searchKey, search);
  if (!words) return sql`false`;
  return sql`${id} in (select ${officeSearchKeys.officeId} from ${officeSearchKeys} where ${words})`;
}
