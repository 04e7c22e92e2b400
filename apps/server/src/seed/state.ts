import { eq, inArray, sql } from 'drizzle-orm';
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

/**
 * Why a database holds data that is not demo data, or null when it holds demo data or
 * nothing. Demo data is marked by the `seed_now` row of `meta`, written by the seed in the
 * transaction of its rows. Without it, staff accounts other than the demo's (`demoEmails`:
 * a seed of an earlier version, killed before its end, wrote only those) mean real data.
 */
export async function nonDemoData(db: Db, demoEmails: readonly string[]): Promise<string | null> {
  const [tables] = (
    (await db.execute(
      sql`select to_regclass('public.meta') is not null as meta, to_regclass('public.staff') is not null as staff`,
    )) as unknown as { rows: { meta: boolean; staff: boolean }[] }
  ).rows;
  if (tables?.meta && (await isSeeded(db))) return null;
  if (!tables?.staff) return null;
  const demo = new Set(demoEmails.map((e) => e.toLowerCase()));
  const people = await db.select({ email: schema.staff.email }).from(schema.staff);
  const others = people.filter((p) => !demo.has(p.email.toLowerCase()));
  if (others.length)
    return `${others.length} staff account${others.length === 1 ? '' : 's'} besides the demo's, and no seed_now row`;
  return null;
}
