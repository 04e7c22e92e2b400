import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { hashPassword } from '../auth/password';
import { generateSeedShards, seedShardRanges, type SeedData } from './generate';
import { insertRows } from './write';
import { pausePoint } from '../db/pause';

export { isSeeded, seededScale, seedNow } from './state';

export interface SeedSettings {
  now?: Date;
  scale?: number;
  demoEmail: string;
  demoPassword: string;
  log?: (line: string) => void;
}

/**
 * The rest of the team (the history names real people): they wrote some of the
 * internal notes, and sign in with the demo password, so that two people can work the same
 * request on a laptop.
 */
/**
 * The demo's other accounts: CSMs and one Viewer. The demo account itself
 * (DEMO_EMAIL, csm@) is an Admin. All are exempt from the second factor, so the README's
 * demo sign-in works as it is; none of this is written outside the demo data.
 */
export const OTHER_STAFF = [
  { email: 'lea.bernard@example.com', name: 'Léa Bernard', role: 'csm' },
  { email: 'hugo.petit@example.com', name: 'Hugo Petit', role: 'csm' },
  { email: 'ines.moreau@example.com', name: 'Inès Moreau', role: 'viewer' },
  { email: 'thomas.roux@example.com', name: 'Thomas Roux', role: 'csm' },
] as const;
export const DEMO_STAFF_NAME = 'Camille Dubois';

/** Tables whose identity sequence must move past the ids the seed wrote. */
const SEQUENCED = [
  'staff',
  'users',
  'offices',
  'internal_notes',
  'requests',
  'meetings',
  'appointments',
  'conversations',
  'chat_messages',
  'contracts',
  'documents',
  'bookmarks',
  'seo_locations',
  'seo_pages',
  'faq_entries',
  'display_sections',
  'search_events',
];

/** The tables a shard writes, in an order that satisfies the foreign keys. */
const WRITE_ORDER: [PgTable, keyof SeedData][] = [
  [schema.users, 'users'],
  [schema.offices, 'offices'],
  [schema.internalNotes, 'internalNotes'],
  [schema.requests, 'requests'],
  [schema.meetings, 'meetings'],
  [schema.appointments, 'appointments'],
  [schema.conversations, 'conversations'],
  [schema.chatMessages, 'chatMessages'],
  [schema.contracts, 'contracts'],
  [schema.documents, 'documents'],
  [schema.bookmarks, 'bookmarks'],
  [schema.seoLocations, 'seoLocations'],
  [schema.seoPages, 'seoPages'],
  [schema.faqEntries, 'faqEntries'],
  [schema.displaySections, 'displaySections'],
  [schema.searchEvents, 'searchEvents'],
];

/**
 * Writes the demo data into an empty, migrated database, in one transaction: a
 * seed killed half-way (an out-of-memory kill, a deploy's time-out) leaves nothing, and the
 * next start seeds again, instead of failing for ever on the staff it had written. The
 * `seed_now` row of `meta`, written in the same transaction, is what marks demo data
 * (`seed --force` refuses a database without it).
 */
export async function seedDatabase(db: Db, settings: SeedSettings): Promise<void> {
  const started = Date.now();
  const spent = await db.transaction((tx) => writeSeed(tx as unknown as Db, settings));
  // Statistics for the planner, and the visibility map that lets id pages walk the index
  // alone (VACUUM cannot run in a transaction: after the commit).
  const vacuumed = Date.now();
  await db.execute(sql.raw('vacuum analyze'));
  const vacuum = Date.now() - vacuumed;
  settings.log?.(
    `${spent.summary} in ${Date.now() - started} ms (making rows ${spent.generating} ms, writing them ${spent.writing} ms, vacuum analyze ${vacuum} ms)`,
  );
}

async function writeSeed(
  db: Db,
  settings: SeedSettings,
): Promise<{ summary: string; generating: number; writing: number }> {
  const now = settings.now ?? new Date();
  const scale = settings.scale ?? 1;
  const log = settings.log ?? (() => {});
  const staffRows = [
    {
      id: 1,
      email: settings.demoEmail.toLowerCase(),
      name: DEMO_STAFF_NAME,
      passwordHash: await hashPassword(settings.demoPassword),
      role: 'admin' as const,
      twoFactorExempt: true,
    },
    ...(await Promise.all(
      OTHER_STAFF.map(async (s, k) => ({
        id: k + 2,
        ...s,
        passwordHash: await hashPassword(settings.demoPassword),
        twoFactorExempt: true,
      })),
    )),
  ];
  await db.insert(schema.staff).values(staffRows);
  await pausePoint('seed');
  // One shard (×1 at most) generated, written and dropped at a time: memory stays flat
  // whatever the scale. A shard only refers to its own rows and to the staff.
  const shards = seedShardRanges(scale).length;
  const written = { users: 0, offices: 0, requests: 0, chatMessages: 0 };
  let shard = 0;
  // Where the time goes (README: the seed at ×100): making rows, writing them, vacuum.
  const spent = { generating: 0, writing: 0 };
  let mark = Date.now();
  for (const data of generateSeedShards({
    now,
    scale,
    staff: staffRows.map((s) => ({ id: s.id, name: s.name, role: s.role })),
  })) {
    shard += 1;
    const generated = Date.now();
    spent.generating += generated - mark;
    for (const [table, key] of WRITE_ORDER) await insertRows(db, table, data[key]);
    mark = Date.now();
    spent.writing += mark - generated;
    for (const key of Object.keys(written) as (keyof typeof written)[])
      written[key] += data[key].length;
    if (shards > 1)
      log(
        `shard ${shard}/${shards}: ${written.offices} offices, ${written.requests} requests written (${mark - generated} ms writing, ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB resident)`,
      );
  }
  for (const table of SEQUENCED) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      ),
    );
  }
  await db
    .insert(schema.meta)
    .values([
      { key: 'seed_now', value: now.toISOString() },
      { key: 'seed_scale', value: String(scale) },
    ])
    .onConflictDoUpdate({ target: schema.meta.key, set: { value: sql`excluded.value` } });
  return {
    summary: `seeded ${written.users} users, ${written.offices} offices, ${written.requests} requests, ${written.chatMessages} messages`,
    ...spent,
  };
}
