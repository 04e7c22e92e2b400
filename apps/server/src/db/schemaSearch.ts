/**
 * The folded search text of users and offices (db/searchKey.ts), each in a narrow table of its
 * own beside schema.ts (which re-exports them), kept by PostgreSQL triggers (migration 0016):
 * written when a row is inserted and when one of its searched columns changes, and only then.
 *
 * Why beside the row and not a generated column of it: a stored generated column is computed
 * again by every UPDATE of the row (a best deal toggled, a count moved), and the row's new
 * version enters the trigram index whenever the update is not HOT. On PostgreSQL 15 that made
 * 10,000 one-row updates of offices 4.4 times slower (221 ms → 970 ms), and the team's writes
 * and the board re-read after a write missed their budgets (bench/60-api.mjs).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { offices, users } from './schema';

/** A user's names, company and email, folded. */
export const userSearchKeys = pgTable(
  'user_search_keys',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchKey: text().notNull(),
  },
  (t) => [index('user_search_keys_trgm').using('gin', sql`${t.searchKey} gin_trgm_ops`)],
);

/** An office's title, address, zip code and city, folded. */
export const officeSearchKeys = pgTable(
  'office_search_keys',
  {
    officeId: integer()
      .primaryKey()
      .references(() => offices.id, { onDelete: 'cascade' }),
    searchKey: text().notNull(),
  },
  (t) => [index('office_search_keys_trgm').using('gin', sql`${t.searchKey} gin_trgm_ops`)],
);
