import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { hashPassword } from '../auth/password';
import { generateSeedData } from './generate';

export interface SeedSettings {
  now?: Date;
  scale?: number;
  demoEmail: string;
  demoPassword: string;
  log?: (line: string) => void;
}

/**
 * The rest of the team (issue 25: the history names real people): they wrote some of the
 * internal notes, and sign in with the demo password, so that two people can work the same
 * request on a laptop.
 */
export const OTHER_STAFF = [
  { email: 'lea.bernard@example.com', name: 'Léa Bernard' },
  { email: 'hugo.petit@example.com', name: 'Hugo Petit' },
  { email: 'ines.moreau@example.com', name: 'Inès Moreau' },
  { email: 'thomas.roux@example.com', name: 'Thomas Roux' },
];
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

async function insertChunks(
  db: Db,
  table: PgTable,
  rows: object[],
  columns: number,
): Promise<void> {
  // Postgres takes at most 65,535 parameters in one statement.
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}

/** True when the database already holds the demo data (or any staff account). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ value: schema.meta.value })
    .from(schema.meta)
    .where(eq(schema.meta.key, 'seed_now'));
  return rows.length > 0;
}

/** The "now" the demo data was written for. */
export async function seedNow(db: Db): Promise<Date | null> {
  const rows = await db
    .select({ value: schema.meta.value })
    .from(schema.meta)
    .where(eq(schema.meta.key, 'seed_now'));
  return rows[0] ? new Date(rows[0].value) : null;
}

/** Writes the demo data into an empty, migrated database. */
export async function seedDatabase(db: Db, settings: SeedSettings): Promise<void> {
  const now = settings.now ?? new Date();
  const scale = settings.scale ?? 1;
  const log = settings.log ?? (() => {});
  const started = Date.now();
  const staffRows = [
    {
      id: 1,
      email: settings.demoEmail.toLowerCase(),
      name: DEMO_STAFF_NAME,
      passwordHash: await hashPassword(settings.demoPassword),
    },
    ...(await Promise.all(
      OTHER_STAFF.map(async (s, k) => ({
        id: k + 2,
        ...s,
        passwordHash: await hashPassword(settings.demoPassword),
      })),
    )),
  ];
  await db.insert(schema.staff).values(staffRows);
  const data = generateSeedData({
    now,
    scale,
    staff: staffRows.map((s) => ({ id: s.id, name: s.name })),
  });
  log(`generated in ${Date.now() - started} ms`);
  const order: [PgTable, object[]][] = [
    [schema.users, data.users],
    [schema.offices, data.offices],
    [schema.internalNotes, data.internalNotes],
    [schema.requests, data.requests],
    [schema.meetings, data.meetings],
    [schema.appointments, data.appointments],
    [schema.conversations, data.conversations],
    [schema.chatMessages, data.chatMessages],
    [schema.contracts, data.contracts],
    [schema.documents, data.documents],
    [schema.bookmarks, data.bookmarks],
    [schema.seoLocations, data.seoLocations],
    [schema.seoPages, data.seoPages],
    [schema.faqEntries, data.faqEntries],
    [schema.displaySections, data.displaySections],
    [schema.searchEvents, data.searchEvents],
  ];
  for (const [table, rows] of order) {
    const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
    await insertChunks(db, table, rows, columns);
  }
  for (const table of SEQUENCED) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      ),
    );
  }
  // Statistics for the planner, and the visibility map that lets id pages walk the index alone.
  await db.execute(sql.raw('vacuum analyze'));
  await db
    .insert(schema.meta)
    .values([
      { key: 'seed_now', value: now.toISOString() },
      { key: 'seed_scale', value: String(scale) },
    ])
    .onConflictDoUpdate({ target: schema.meta.key, set: { value: sql`excluded.value` } });
  log(
    `seeded ${data.users.length} users, ${data.offices.length} offices, ${data.requests.length} requests, ${data.chatMessages.length} messages in ${Date.now() - started} ms`,
  );
}
