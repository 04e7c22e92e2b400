/**
 * Saved views: the filters and sort of a screen under a name, personal or shared
 * with the team, and each person's default view per screen; beside schema.ts, which
 * re-exports them.
 */
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { reference } from './columns';
import { staff } from './schema';

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const savedViews = pgTable(
  'saved_views',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** domain SavedViewScreen. */
    screen: text().notNull(),
    name: text().notNull(),
    /** The screen's URL query, without "?" and the page. */
    query: text().notNull(),
    shared: boolean().notNull(),
    /** Null once its author's account is gone: a shared view stays the team's. */
    authorId: integer().references(() => staff.id, { onDelete: 'set null' }),
    createdAt: instant().notNull(),
    updatedAt: instant().notNull(),
  },
  (t) => [index().on(t.screen, t.authorId)],
);

/** The view a screen opens with for a person. */
export const defaultViews = pgTable(
  'default_views',
  {
    staffId: reference(() => staff.id, { onDelete: 'cascade' }),
    screen: text().notNull(),
    viewId: reference(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.screen] })],
);
