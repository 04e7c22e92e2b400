/**
 * Where a database's schema stands against the migrations this build
 * knows (drizzle/), read without changing anything: a server on PostgreSQL that does not
 * migrate at start refuses a schema behind its own, and runs on a newer one (a rolling
 * upgrade: the new servers migrated, the old ones still serve until replaced).
 *
 * About `CREATE INDEX CONCURRENTLY`: drizzle's migrator runs every pending migration inside
 * one transaction (pg-core dialect `migrate`), where PostgreSQL refuses CONCURRENTLY. The
 * migrations up to 0006 keep their plain `create index`: they ran on every database already,
 * and they built indexes on tables then new or small. The rule from now on: an index on a
 * table that holds many rows in production is not added in a drizzle/*.sql migration but
 * as a data migration (dataMigrations.ts, run outside that transaction) calling
 * `createIndexConcurrently` (indexes.ts), which builds it CONCURRENTLY on PostgreSQL (writes go on)
 * and plainly on PGlite (one process, nothing to wait for).
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR, type Db } from './client';
import { DATA_MIGRATIONS } from './dataMigrations';

export interface SchemaStatus {
  /** Migrations this build knows (SQL and data). */
  known: number;
  /** Migrations of this build not yet run on the database (SQL and data). */
  missing: number;
  /** The database ran migrations this build does not know (a newer server migrated it). */
  newer: boolean;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function schemaStatus(db: Db): Promise<SchemaStatus> {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => m.folderMillis);
  const [present] = rowsOf<{ migrations: boolean; meta: boolean }>(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as migrations, to_regclass('public.meta') is not null as meta`,
    ),
  );
  const applied = present?.migrations
    ? rowsOf<{ created_at: string | number }>(
        await db.execute(sql`select created_at from drizzle.__drizzle_migrations`),
      ).map((r) => Number(r.created_at))
    : [];
  const last = applied.length ? Math.max(...applied) : -Infinity;
  const lastKnown = known.length ? Math.max(...known) : -Infinity;
  let missing = known.filter((when) => when > last).length;
  if (present?.meta) {
    const done = new Set(
      rowsOf<{ key: string }>(
        await db.execute(sql`select key from meta where key like 'data_migration:%'`),
      ).map((r) => r.key),
    );
    missing += DATA_MIGRATIONS.filter((m) => !done.has(`data_migration:${m.name}`)).length;
  } else {
    missing += DATA_MIGRATIONS.length;
  }
  return { known: known.length + DATA_MIGRATIONS.length, missing, newer: last > lastKnown };
}

// Used by the data migrations; it lives in indexes.ts (dataMigrations.ts imports it, and this
// module imports the data migrations).
export { createIndexConcurrently } from './indexes';
