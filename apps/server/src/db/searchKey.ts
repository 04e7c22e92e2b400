/**
 * The folded search text of a user and of an office, as PostgreSQL computes it for the stored
 * generated column `search_key` (users: names, company, email; offices: title, address, zip
 * code, city) from the domain's table (packages/domain `searchKey`): the same rule in the
 * browser, the mock API and both databases (db/searchKey.test.ts compares them).
 *
 * A search then asks that every typed word is in the column (`wordsCondition`), which a
 * trigram index (pg_trgm, GIN) answers at any scale.
 */
import { SEARCH_FOLD, SEARCH_LIGATURES, searchWords } from '@backoffice/domain';
import { type SQL, and, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The SQL expression of the folded text of these columns (snake_case names), immutable as a
 * generated column needs: ligatures replaced, `translate` of the marked letters, `lower` (ASCII:
 * every other letter has been translated or becomes a space), runs of anything else to one
 * space, trimmed.
 */
export function searchKeyExpression(columns: readonly string[]): string {
  let text = columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `);
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
export function wordsCondition(column: PgColumn | SQL, search: string): SQL {
  const words = searchWords(search);
  if (words.length === 0) return sql`false`;
  return and(...words.map((word) => sql`${column} like ${`%${word}%`}`)) as SQL;
}
