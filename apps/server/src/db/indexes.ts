import { sql } from 'drizzle-orm';
import type { Db } from './client';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * For a data migration: builds an index without blocking writes on PostgreSQL (CONCURRENTLY,
 * outside any transaction), plainly on PGlite. `definition` is what follows `create index
 * if not exists <name> on`, e.g. `"offices" ("city_id")`. A CONCURRENTLY build that failed
 * leaves an invalid index: it is dropped and built again.
 */
export async function createIndexConcurrently(
  db: Db,
  kind: 'pglite' | 'postgres',
  name: string,
  definition: string,
): Promise<void> {
  if (kind === 'pglite') {
    await db.execute(sql.raw(`create index if not exists "${name}" on ${definition}`));
    return;
  }
  const [invalid] = rowsOf<{ invalid: boolean }>(
    await db.execute(
      sql`select not i.indisvalid as invalid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = ${name}`,
    ),
  );
  if (invalid?.invalid) await db.execute(sql.raw(`drop index concurrently if exists "${name}"`));
  await db.execute(sql.raw(`create index concurrently if not exists "${name}" on ${definition}`));
}
