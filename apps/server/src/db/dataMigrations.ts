import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { sanitizeRichText } from '../html';
import type { Db } from './client';
import { faqEntries, internalNotes, meta, offices, seoPages } from './schema';

/**
 * Changes to the rows themselves that SQL migrations cannot make (they need the product's
 * code), each run once after the SQL migrations and recorded in `meta` (`data_migration:<name>`).
 * On PostgreSQL they run inside the start's advisory lock, like the migrations.
 */
interface DataMigration {
  name: string;
  run(db: Db, kind: 'pglite' | 'postgres'): Promise<void>;
}

/**
 * A table's rich-text columns, cleaned in batches of ids (memory stays flat at any scale). A
 * text left empty is stored as null where the column takes null (`emptyAsNull`), else as ''.
 */
async function sanitizeColumns(
  db: Db,
  table: PgTable,
  id: PgColumn,
  columns: Record<string, PgColumn>,
  emptyAsNull = false,
): Promise<void> {
  const BATCH = 1000;
  let after = 0;
  for (;;) {
    const rows = (await db
      .select({ id, ...columns })
      .from(table)
      .where(and(gt(id, after), or(...Object.values(columns).map((c) => isNotNull(c)))))
      .orderBy(asc(id))
      .limit(BATCH)) as Record<string, string | number | null>[];
    for (const row of rows) {
      const changed: Record<string, string | null> = {};
      for (const name of Object.keys(columns)) {
        const value = row[name] as string | null;
        if (value === null) continue;
        const clean = sanitizeRichText(value);
        if (clean !== value) changed[name] = clean === '' && emptyAsNull ? null : clean;
      }
      if (Object.keys(changed).length)
        await db
          .update(table)
          .set(changed)
          .where(eq(id, row.id as number));
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]?.id as number;
  }
}

export const DATA_MIGRATIONS: readonly DataMigration[] = [
  {
    // Every stored rich text through the one sanitiser (html.ts): office SEO
    // descriptions were stored as sent before, the rest through a hand-written one.
    name: 'sanitize_rich_text_1',
    async run(db) {
      await sanitizeColumns(
        db,
        offices,
        offices.id,
        {
          seoDescriptionFr: offices.seoDescriptionFr,
          seoDescriptionEn: offices.seoDescriptionEn,
        },
        true,
      );
      await sanitizeColumns(db, seoPages, seoPages.id, { description: seoPages.description });
      await sanitizeColumns(db, faqEntries, faqEntries.id, { description: faqEntries.description });
      await sanitizeColumns(db, internalNotes, internalNotes.id, { note: internalNotes.note });
    },
  },
  {
    // The outbox worker's pick (migration 0008 added the columns). Built
    // plainly, not CONCURRENTLY: two servers starting at once on a new PostgreSQL database
    // each ran CREATE INDEX CONCURRENTLY, each waiting for the other's transaction, and
    // neither started (the two-server e2e hung). The outbox is small; the build is short.
    name: 'outbox_queued_due_index_1',
    async run(db) {
      await db.execute(
        sql.raw(
          `create index if not exists "outbox_queued_due_index" on "outbox" using btree ("channel", "next_attempt_at") where "status" = 'queued'`,
        ),
      );
    },
  },
];

/** Runs the data migrations not yet recorded, in order. */
export async function runDataMigrations(db: Db, kind: 'pglite' | 'postgres'): Promise<void> {
  for (const migration of DATA_MIGRATIONS) {
    const key = `data_migration:${migration.name}`;
    const [done] = await db.select().from(meta).where(eq(meta.key, key));
    if (done) continue;
    await migration.run(db, kind);
    await db.insert(meta).values({ key, value: new Date().toISOString() }).onConflictDoNothing();
  }
}
