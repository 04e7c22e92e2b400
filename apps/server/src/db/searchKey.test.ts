/**
 * One search rule on both databases: the search keys kept beside users and offices fold text as the domain's
 * `searchKey` does, and the list routes find people and places by it (names in any order,
 * accents and case aside, parts of words).
 */
import { routes } from '@backoffice/api/contract';
import { searchKey } from '@backoffice/domain';
import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServerForFile } from '../test/harness';
import { MIGRATIONS_DIR } from './client';
import { OFFICE_SEARCH_COLUMNS, USER_SEARCH_COLUMNS, searchKeyExpression } from './searchKey';
import { officeSearchKeys, offices, requests, userSearchKeys, users } from './schema';

const server = testServerForFile();
let guestId: number;
let officeId: number;
beforeAll(async () => {
  const db = server.database.db;
  const [request] = await db.select({ guestId: requests.guestId }).from(requests).limit(1);
  guestId = request!.guestId;
  await db
    .update(users)
    .set({
      firstName: 'Éléonore',
      lastName: 'Gîraudœ-Straße',
      companyName: "L'Atelier Ørsted",
      email: 'eleonore.giraud@exemple.fr',
    })
    .where(eq(users.id, guestId));
  const [office] = await db.select({ id: offices.id }).from(offices).limit(1);
  officeId = office!.id;
  await db
    .update(offices)
    .set({ addressLine1: '58 Allée Royale', city: 'Saint-Étienne', zipCode: '42000' })
    .where(eq(offices.id, officeId));
});

const userKey = async (id: number) =>
  (
    await server.database.db
      .select({ key: userSearchKeys.searchKey })
      .from(userSearchKeys)
      .where(eq(userSearchKeys.userId, id))
  )[0]?.key;
const officeKey = async (id: number) =>
  (
    await server.database.db
      .select({ key: officeSearchKeys.searchKey })
      .from(officeSearchKeys)
      .where(eq(officeSearchKeys.officeId, id))
  )[0]?.key;

describe('the search key kept beside each row', () => {
  it('is written by the migration’s triggers with the folding of the domain’s table as it is now', () => {
    // A change to the domain's table (SEARCH_FOLD, SEARCH_LIGATURES) fails here until a new
    // migration redefines the trigger functions and rewrites the keys.
    const migration = fs.readFileSync(
      path.join(MIGRATIONS_DIR, '0016_search_keys_beside.sql'),
      'utf8',
    );
    for (const columns of [USER_SEARCH_COLUMNS, OFFICE_SEARCH_COLUMNS]) {
      expect(migration).toContain(searchKeyExpression(columns)); // the backfill
      expect(migration).toContain(searchKeyExpression(columns, 'NEW')); // a changed row
    }
  });

  it('is the domain’s folding of a user’s names, company and email', async () => {
    const [row] = await server.database.db.select().from(users).where(eq(users.id, guestId));
    expect(await userKey(guestId)).toBe(
      searchKey(`${row!.firstName} ${row!.lastName} ${row!.companyName} ${row!.email}`),
    );
    expect(await userKey(guestId)).toBe(
      'eleonore giraudoe strasse l atelier orsted eleonore giraud exemple fr',
    );
  });

  it('is the domain’s folding of an office’s title and address, kept up to date by a write', async () => {
    const [row] = await server.database.db.select().from(offices).where(eq(offices.id, officeId));
    expect(await officeKey(officeId)).toBe(
      searchKey(`${row!.titleFr} ${row!.addressLine1} ${row!.zipCode} ${row!.city}`),
    );
    expect(await officeKey(officeId)).toContain('58 allee royale 42000 saint etienne');
  });

  it('every seeded user and office has its key, and a row inserted later gets one', async () => {
    const db = server.database.db;
    const count = async (query: Promise<{ n: number }[]>) => Number((await query)[0]!.n);
    expect(await count(db.select({ n: sql<number>`count(*)` }).from(userSearchKeys))).toBe(
      await count(db.select({ n: sql<number>`count(*)` }).from(users)),
    );
    expect(await count(db.select({ n: sql<number>`count(*)` }).from(officeSearchKeys))).toBe(
      await count(db.select({ n: sql<number>`count(*)` }).from(offices)),
    );
    const [source] = await db.select().from(users).where(eq(users.id, guestId));
    const { id: _id, ...rest } = source!;
    const [added] = await db
      .insert(users)
      .values({ ...rest, email: 'zoe.ngoc-lan@exemple.fr', firstName: 'Zoé', lastName: 'Ngọc Lan' })
      .returning({ id: users.id });
    expect(await userKey(added!.id)).toBe(
      searchKey(`Zoé Ngọc Lan ${source!.companyName} zoe.ngoc-lan@exemple.fr`),
    );
  });

  it('a write to other columns leaves the key as it was; a rename changes it', async () => {
    const db = server.database.db;
    const before = await officeKey(officeId);
    await db.update(offices).set({ isBestDeal: true, rank: 3 }).where(eq(offices.id, officeId));
    expect(await officeKey(officeId)).toBe(before);
    await db.update(offices).set({ city: 'Lyon' }).where(eq(offices.id, officeId));
    expect(await officeKey(officeId)).toContain('58 allee royale 42000 lyon');
    await db.update(offices).set({ city: 'Saint-Étienne' }).where(eq(offices.id, officeId));
    expect(await officeKey(officeId)).toContain('58 allee royale 42000 saint etienne');
  });
});

describe('the searches', () => {
  it('the users list finds her by her names in any order, without accents, by a part', async () => {
    for (const searchText of ['eleonore giraud', 'GIRAUDŒ Éléonore', 'Éléo', 'straße', 'ørsted']) {
      const { body } = await server.call(routes.users, {
        query: { page: 1, perPage: 50, searchText },
      });
      expect({ searchText, ids: body.users.map((u: { id: number }) => u.id) }).toEqual({
        searchText,
        ids: expect.arrayContaining([guestId]),
      });
    }
    const { body } = await server.call(routes.users, {
      query: { page: 1, perPage: 50, searchText: 'Lucienne Giraud' },
    });
    expect(body.users.map((u: { id: number }) => u.id)).not.toContain(guestId);
  });

  it('the offices list and the map search find an address typed without accents', async () => {
    const list = await server.call(routes.offices, {
      query: { page: 1, perPage: 50, search: '58 allee royale' },
    });
    expect(list.body.offices.map((o: { id: number }) => o.id)).toContain(officeId);
    const map = await server.call(routes.searchOffices, {
      query: { searchString: 'saint etienne allee', page: 1 },
    });
    expect(map.status).toBe(200);
    expect(JSON.stringify(map.body)).toContain(`"id":${officeId}`);
  });

  it('the board finds her requests by her names in any order, without accents', async () => {
    for (const search of ['giraud eleonore', 'Éléonore Gîraud', 'ELEO']) {
      const { body } = await server.call(routes.requestBoard, {
        query: { startDate: '2000-01-01', endDate: '2100-12-31', search },
      });
      const cards = JSON.stringify(body);
      expect({ search, found: cards.includes('Éléonore') }).toEqual({ search, found: true });
    }
  });

  it('a search of only punctuation finds nothing and fails nothing', async () => {
    const { status, body } = await server.call(routes.users, {
      query: { page: 1, perPage: 20, searchText: '%_\\' },
    });
    expect(status).toBe(200);
    expect(body.users).toEqual([]);
  });
});
