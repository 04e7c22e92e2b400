import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DISPLAY_SECTION_NAMES } from '@backoffice/domain';
import { contracts, displaySections, offices, requests, users } from '../db/schema';
import { seedNow } from '.';
import { shiftDates, DAY } from './clock';
import { generateSeedData } from './generate';
import { testServerForFile } from '../test/harness';

const server = testServerForFile();

const db = () => server.database.db;
const count = async (
  table: typeof users | typeof offices | typeof requests,
  where?: ReturnType<typeof eq>,
) => {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row!.n;
};

describe('demo data', () => {
  it('has the staff account, 300 hosts, 2,000 guests, 3,000 offices and 2,000 requests over 90 days', async () => {
    expect(await count(users, eq(users.userType, 'host'))).toBe(300);
    expect(await count(users, eq(users.userType, 'guest'))).toBe(2000);
    expect(await count(offices)).toBe(3000);
    expect(await count(requests)).toBe(2000);
    const [range] = await db()
      .select({
        oldest: sql<string>`min(${requests.createdAt})`,
        newest: sql<string>`max(${requests.createdAt})`,
      })
      .from(requests);
    const seeded = (await seedNow(db())) as Date;
    expect(seeded.getTime() - new Date(range!.oldest).getTime()).toBeLessThanOrEqual(91 * DAY);
    expect(new Date(range!.newest).getTime()).toBeLessThanOrEqual(seeded.getTime());
  });

  it('puts most offices in Paris, others in France and Luxembourg, with coordinates in place', async () => {
    const rows = await db()
      .select({
        city: offices.city,
        country: offices.countryCode,
        lat: offices.lat,
        zip: offices.zipCode,
      })
      .from(offices);
    const paris = rows.filter((o) => o.city === 'Paris');
    expect(paris.length / rows.length).toBeGreaterThan(0.6);
    expect(
      paris.every((o) => /^750(0[1-9]|1\d|20)$/.test(o.zip) && o.lat > 48.8 && o.lat < 48.92),
    ).toBe(true);
    expect(rows.some((o) => o.country === 'LU')).toBe(true);
    expect(rows.some((o) => o.country === 'FR' && o.city !== 'Paris')).toBe(true);
  });

  it('has the 7 display sections', async () => {
    const sections = await db().select().from(displaySections).orderBy(asc(displaySections.rank));
    expect(sections).toHaveLength(DISPLAY_SECTION_NAMES.length);
  });

  it('is the same for the same seed, scale and now', () => {
    const now = new Date('2026-03-16T10:00:00Z');
    const staff = [{ id: 1, name: 'A' }];
    const a = generateSeedData({ now, scale: 0.05, staff });
    const b = generateSeedData({ now, scale: 0.05, staff });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.offices).toHaveLength(150);
  });

  it('moves every date forward when a template is used days later', async () => {
    const [before] = await db().select().from(requests).orderBy(asc(requests.id)).limit(1);
    const [contractBefore] = await db()
      .select()
      .from(contracts)
      .orderBy(asc(contracts.id))
      .limit(1);
    const from = (await seedNow(db())) as Date;
    await shiftDates(db(), from, new Date(from.getTime() + 2 * DAY));
    const [after] = await db().select().from(requests).where(eq(requests.id, before!.id));
    const [contractAfter] = await db()
      .select()
      .from(contracts)
      .where(eq(contracts.id, contractBefore!.id));
    expect(after!.createdAt.getTime() - before!.createdAt.getTime()).toBe(2 * DAY);
    expect(Date.parse(contractAfter!.startDate) - Date.parse(contractBefore!.startDate)).toBe(
      2 * DAY,
    );
  });
});
