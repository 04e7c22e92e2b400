import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

// What a database holds of the demo data, read without loading the seed's generator (and its
// faker): the server reads it at every start, and loads the generator only to seed.

/** True when the database already holds the demo data (or any staff account). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ value: schema.meta.value })
    .from(schema.meta)
    .where(eq(schema.meta.key, 'seed_now'));
  return rows.length > 0;
}

/**
 * The scale of the demo data a database holds: null when it holds none, 'unfinished' when a
 * seed wrote rows but did not get to its end (meta is written last).
 */
export async function seededScale(db: Db): Promise<number | 'unfinished' | null> {
  const rows = await db
    .select({ key: schema.meta.key, value: schema.meta.value })
    .from(schema.meta)
    .where(inArray(schema.meta.key, ['seed_now', 'seed_scale']));
  const scale = rows.find((r) => r.key === 'seed_scale');
  if (scale) return Number(scale.value);
  if (rows.length > 0) return 1;
  const [anyone] = await db.select({ id: schema.staff.id }).from(schema.staff).limit(1);
  return anyone ? 'unfinished' : null;
}

/** The "now" the demo data was written for. */
export async function seedNow(db: Db): Promise<Date | null> {
  const rows = await db
    .select({ value: schema.meta.value })
    .from(schema.meta)
    .where(eq(schema.meta.key, 'seed_now'));
  return rows[0] ? new Date(rows[0].value) : null;
}
