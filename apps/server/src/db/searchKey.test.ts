/**
 * One search rule on both databases: the stored `search_key` columns fold text as the domain's
 * `searchKey` does, and the list routes find people and places by it (names in any order,
 * accents and case aside, parts of words).
 */
import { routes } from '@backoffice/api/contract';
import { searchKey } from '@backoffice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { offices, requests, users } from './schema';

let server: TestServer;
let guestId: number;
let officeId: number;
beforeAll(async () => {
  server = await startTestServer();
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
afterAll(() => server.close());

describe('the stored search key', () => {
  it('is the domain’s folding of a user’s names, company and email', async () => {
    const [row] = await server.database.db.select().from(users).where(eq(users.id, guestId));
    expect(row!.searchKey).toBe(
      searchKey(`${row!.firstName} ${row!.lastName} ${row!.companyName} ${row!.email}`),
    );
    expect(row!.searchKey).toBe(
      'eleonore giraudoe strasse l atelier orsted eleonore giraud exemple fr',
    );
  });

  it('is the domain’s folding of an office’s title and address, kept up to date by a write', async () => {
    const [row] = await server.database.db.select().from(offices).where(eq(offices.id, officeId));
    expect(row!.searchKey).toBe(
      searchKey(`${row!.titleFr} ${row!.addressLine1} ${row!.zipCode} ${row!.city}`),
    );
    expect(row!.searchKey).toContain('58 allee royale 42000 saint etienne');
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
