import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routes, searchCriteriaToQuery } from '@backoffice/api/contract';
import {
  DEFAULT_PLACE,
  OFFICE_LIST_FIELDS,
  VALIDATION_MESSAGES as M,
  fitsTeam,
  formatHistoryValue,
  historySentence,
  monthlyCost,
  toOfficeListItem,
  withinBudget,
  type Office,
  type SearchCriteria,
} from '@backoffice/domain';
import { bookmarks, offices, searchEvents } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { officeWhere, userWhere } from '../../test/fixtures';
import { users } from '../../db/schema';

const server = testServerForFile();

const db = () => server.database.db;
const office = async (id: number) =>
  (await server.call(routes.office, { params: { id } })).body.office;

describe('offices list', () => {
  it('pages 3,000 offices with the trending ones, and filters', async () => {
    const res = await server.call(routes.offices);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3000);
    expect(res.body.offices).toHaveLength(50);
    expect(res.body.pages).toBe(60);
    expect(res.body.offices[0].id).toBe(3000);
    expect(res.body.trendingOffices.length).toBeGreaterThan(0);
    const deep = await server.call(routes.offices, { query: { page: 60, sort: 'id_asc' } });
    expect(deep.body.offices.at(-1).id).toBe(3000);
    const lu = await server.call(routes.offices, { query: { country: 'LU', publicationState: 1 } });
    expect(lu.body.total).toBeGreaterThan(0);
    expect(
      lu.body.offices.every(
        (o: { addressDetails: { countryCode: string }; publicationState: number }) =>
          o.addressDetails.countryCode === 'LU' && o.publicationState === 1,
      ),
    ).toBe(true);
    const pro = await server.call(routes.offices, { query: { category: 0 } });
    expect(pro.body.offices.every((o: { pro: boolean }) => o.pro)).toBe(true);
  });

  it('answers the list in its slim projection; the detail keeps the full office', async () => {
    const res = await server.call(routes.offices);
    const [first] = res.body.offices as Record<string, unknown>[];
    expect(Object.keys(first!).sort()).toEqual([...OFFICE_LIST_FIELDS].sort());
    const full = await office(first!.id as number);
    expect(toOfficeListItem(full)).toEqual(first);
    // A 50-row page was about 100 KB with the nested host and pictures.
    expect(JSON.stringify(res.body).length).toBeLessThan(40_000);
  });

  it('reads the search syntax: id, #host, -zip, .company', async () => {
    const one = await server.call(routes.offices, { query: { search: '42' } });
    expect(one.body.offices.map((o: { id: number }) => o.id)).toEqual([42]);
    const o42 = one.body.offices[0];
    const byHost = await server.call(routes.offices, { query: { search: `#${o42.csm.hostId}` } });
    expect(
      byHost.body.offices.every(
        (o: { csm: { hostId: number } }) => o.csm.hostId === o42.csm.hostId,
      ),
    ).toBe(true);
    const byZip = await server.call(routes.offices, { query: { search: '-75008' } });
    expect(byZip.body.total).toBeGreaterThan(0);
    expect(
      byZip.body.offices.every(
        (o: { addressDetails: { zipCode: string } }) => o.addressDetails.zipCode === '75008',
      ),
    ).toBe(true);
    const bad = await server.call(routes.offices, { query: { publicationState: 7 } });
    expect(bad.status).toBe(400);
  });

  it('finds an office by its reference (its uuid, as a request names it), whole or its start', async () => {
    const o = await officeWhere(db(), ne(offices.id, 42));
    for (const reference of [o.uuid, o.uuid.toUpperCase(), o.uuid.slice(0, 13)]) {
      const res = await server.call(routes.offices, { query: { search: reference } });
      expect(res.body.offices.map((r: { id: number }) => r.id)).toEqual([o.id]);
    }
  });

  it('answers the kept list in brotli or gzip, as the client accepts, the same JSON', async () => {
    const token = await server.login();
    const ask = (encoding?: string) =>
      server.app.request(`${routes.offices.path}?perPage=50&country=FR`, {
        headers: {
          authorization: `Bearer ${token}`,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      });
    const plain = await ask();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const json = await plain.text();
    // Asked twice each: once read, once from the answers kept until the next write.
    for (let i = 0; i < 2; i++) {
      const zipped = await ask('gzip, deflate');
      expect(zipped.status).toBe(200);
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
      const bytes = Buffer.from(await zipped.arrayBuffer());
      expect(bytes.length).toBeLessThan(json.length / 3);
      expect(gunzipSync(bytes).toString('utf8')).toBe(json);
      // What a browser asks: brotli, smaller still.
      const brotli = await ask('gzip, deflate, br, zstd');
      expect(brotli.headers.get('content-encoding')).toBe('br');
      const brBytes = Buffer.from(await brotli.arrayBuffer());
      expect(brBytes.length).toBeLessThan(bytes.length);
      expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(json);
    }
    expect((await ask('gzip;q=0, identity')).headers.get('content-encoding')).toBeNull();
  });
});

describe('office detail and actions', () => {
  it('answers an office with its notes and requests; 404 for an unknown one', async () => {
    const res = await server.call(routes.office, { params: { id: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.office.url.fr).toMatch(/^https:\/\/www\.example\.com\/fr\/bureaux\//);
    expect((await server.call(routes.office, { params: { id: 999999 } })).status).toBe(404);
  });

  it('publishes an unpublished office, then refuses to publish it again', async () => {
    const o = await officeWhere(
      db(),
      and(eq(offices.publicationState, 0), isNotNull(offices.firstPublishedAt)),
    );
    expect(
      (await server.call(routes.publishOffice, { params: { id: o.id }, body: {} })).status,
    ).toBe(200);
    expect((await office(o.id)).publicationState).toBe(1);
    const again = await server.call(routes.publishOffice, {
      params: { id: o.id },
      body: { offMarket: false },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');
  });

  it('publishes off market only an office never published', async () => {
    const never = await officeWhere(
      db(),
      and(eq(offices.publicationState, 0), isNull(offices.firstPublishedAt)),
    );
    const res = await server.call(routes.publishOffice, {
      params: { id: never.id },
      body: { offMarket: true },
    });
    expect(res.status).toBe(200);
    const after = await office(never.id);
    expect([after.publicationState, after.market]).toEqual([3, 100]);
    const was = await officeWhere(
      db(),
      and(
        eq(offices.publicationState, 0),
        isNotNull(offices.firstPublishedAt),
        ne(offices.id, never.id),
      ),
    );
    const refused = await server.call(routes.publishOffice, {
      params: { id: was.id },
      body: { offMarket: true },
    });
    expect(refused.status).toBe(409);
  });

  it('unpublishes a published office and refuses an unpublished one', async () => {
    const o = await officeWhere(db(), eq(offices.publicationState, 1));
    const before = (await server.call(routes.offices, { query: { publicationState: 0 } })).body
      .total;
    expect((await server.call(routes.unpublishOffice, { params: { id: o.id } })).status).toBe(200);
    // The list's cached answer and count are forgotten by the write.
    expect((await server.call(routes.offices, { query: { publicationState: 0 } })).body.total).toBe(
      before + 1,
    );
    expect((await office(o.id)).publicationState).toBe(0);
    expect((await server.call(routes.unpublishOffice, { params: { id: o.id } })).status).toBe(409);
  });

  it('rejects a version waiting for approval, and only that', async () => {
    const o = await officeWhere(
      db(),
      and(eq(offices.publicationState, 2), eq(offices.hasActiveVersion, true)),
    );
    expect((await server.call(routes.rejectOfficeVersion, { params: { id: o.id } })).status).toBe(
      200,
    );
    expect((await office(o.id)).hasActiveVersion).toBe(false);
    expect((await server.call(routes.rejectOfficeVersion, { params: { id: o.id } })).status).toBe(
      409,
    );
  });

  it('sets the rank 1 to 5 or none (null), and refuses 0, 6 and a rank left out', async () => {
    expect(
      (await server.call(routes.officeRank, { params: { id: 5 }, body: { rank: 4 } })).status,
    ).toBe(200);
    expect((await office(5)).rank).toBe(4);
    expect(
      (await server.call(routes.officeRank, { params: { id: 5 }, body: { rank: null } })).status,
    ).toBe(200);
    expect((await office(5)).rank).toBeNull();
    // The history says it in words: the rank went from 4 to none.
    const [entry] = (await server.call(routes.officeHistory, { params: { id: 5 } })).body.entries;
    expect(entry).toMatchObject({
      action: 'officeRank',
      input: { rank: null },
      changes: [{ field: 'rank', before: 4, after: null }],
    });
    expect(
      historySentence({ action: entry.action, staffName: 'Léa', input: entry.input }, ''),
    ).toBe('Léa set no rank');
    expect(formatHistoryValue(entry.changes[0].after)).toBe('none');
    expect(
      (await server.call(routes.officeRank, { params: { id: 5 }, body: {} as never })).status,
    ).toBe(400);
    for (const rank of [0, 6, 2.5]) {
      expect(
        (await server.call(routes.officeRank, { params: { id: 5 }, body: { rank } })).status,
      ).toBe(400);
    }
    expect(
      (await server.call(routes.officeRank, { params: { id: 999999 }, body: { rank: 1 } })).status,
    ).toBe(404);
  });

  it('switches best deal on and off', async () => {
    await server.call(routes.officeBestDeal, { params: { id: 6 }, body: { isBestDeal: true } });
    expect((await office(6)).isBestDeal).toBe(true);
    const off = await server.call(routes.officeBestDeal, {
      params: { id: 6 },
      body: { isBestDeal: false },
    });
    expect(off.body).toEqual({ message: 'ok' });
    expect((await office(6)).isBestDeal).toBe(false);
    expect(
      (await server.call(routes.officeBestDeal, { params: { id: 6 }, body: { isBestDeal: 'yes' } }))
        .status,
    ).toBe(400);
  });

  it('toggles price flexibility only with a minimum capacity', async () => {
    const withMin = await officeWhere(db(), isNotNull(offices.minCapacity));
    const ok = await server.call(routes.officePriceFlexibility, {
      params: { id: withMin.id },
      body: { priceFlexibility: !withMin.priceFlexibility },
    });
    expect(ok.body).toEqual({ success: true, errors: [] });
    const without = await officeWhere(db(), isNull(offices.minCapacity));
    const refused = await server.call(routes.officePriceFlexibility, {
      params: { id: without.id },
      body: { priceFlexibility: true },
    });
    expect(refused.status).toBe(409);
  });

  it('generates the SEO description with 202, the poll answers it, the office is unchanged until Save', async () => {
    const o = await officeWhere(db(), isNull(offices.seoDescriptionFr));
    const start = await server.call(routes.generateSeoDescription, { params: { id: o.id } });
    expect(start.status).toBe(202);
    expect(start.body.status).toBe('pending');
    await server.services.seo.idle();
    const done = await server.call(routes.seoGenerationStatus, { params: { id: o.id } });
    expect(done.body.status).toBe('done');
    expect(done.body.seoDescription.fr).toContain(o.city);
    expect(done.body.seoDescription.en).toContain(`${o.surface} m²`);
    // Generated, not saved: the office, its detail and the list still hold no description.
    expect((await office(o.id)).seoDescription).toEqual({ fr: null, en: null });
    const listed = await server.call(routes.offices, { query: { search: String(o.id) } });
    expect(listed.body.offices[0].seoDescription).toEqual({ fr: null, en: null });
    const edited = await server.call(routes.updateSeoDescription, {
      params: { id: o.id },
      body: { fr: 'Texte', en: 'Text' },
    });
    expect(edited.status).toBe(200);
    expect((await office(o.id)).seoDescription).toEqual({ fr: 'Texte', en: 'Text' });
    expect(
      (await server.call(routes.updateSeoDescription, { params: { id: o.id }, body: { fr: 'x' } }))
        .status,
    ).toBe(400);
  });
});

describe('internal notes', () => {
  it('adds, edits and deletes a note, keeping only the editor schema', async () => {
    const created = await server.call(routes.createInternalNote, {
      body: {
        office_id: 7,
        note: '<h3>Visite</h3><p onclick="x()">Très <strong>bien</strong><script>alert(1)</script><img src=x></p>',
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.internalNote.note).toBe('<h3>Visite</h3><p>Très <strong>bien</strong></p>');
    expect(created.body.internalNote.userFullName).toBe('Camille Dubois');
    const id = created.body.internalNote.id;
    expect((await office(7)).internalNotes.map((n: { id: number }) => n.id)).toContain(id);
    const edited = await server.call(routes.updateInternalNote, {
      params: { id },
      body: { internal_note: { note: '<p>Revu</p>' } },
    });
    expect(edited.body.internalNote.note).toBe('<p>Revu</p>');
    expect((await server.call(routes.deleteInternalNote, { params: { id } })).status).toBe(200);
    expect((await server.call(routes.deleteInternalNote, { params: { id } })).status).toBe(404);
  });

  it('refuses an empty note and an unknown office', async () => {
    const empty = await server.call(routes.createInternalNote, {
      body: { office_id: 7, note: '<p><br></p>' },
    });
    expect(empty.status).toBe(400);
    const blank = await server.call(routes.createInternalNote, {
      body: { office_id: 7, note: '  ' },
    });
    expect(blank.status).toBe(400);
    const unknown = await server.call(routes.createInternalNote, {
      body: { office_id: 999999, note: '<p>x</p>' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('favorites from an office', () => {
  it('adds the office to the favorites of guests, skipping ones that have it', async () => {
    const guest = await userWhere(db(), eq(users.userType, 'guest'));
    const host = await userWhere(db(), eq(users.userType, 'host'));
    const res = await server.call(routes.addBookmarkToUsers, {
      body: { office_id: 9, guest_ids: [guest.id, host.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(`Not guests: ${host.id}`);
    const again = await server.call(routes.addBookmarkToUsers, {
      body: { office_id: 9, guest_ids: [guest.id] },
    });
    expect(again.body.message).toContain('Already a favorite');
    const rows = await db()
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.guestId, guest.id), eq(bookmarks.officeId, 9)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.createdByUser).toBe(false);
    const none = await server.call(routes.addBookmarkToUsers, {
      body: { office_id: 9, guest_ids: [] },
    });
    expect(none.status).toBe(400);
    expect(none.body.fields.guest_ids).toBe(M.invalidGuestIds);
  });
});

describe('places and map search', () => {
  it('suggests places: Paris arrondissements, French towns, Luxembourg, and postal codes', async () => {
    const paris = await server.call(routes.placeAutocomplete, { query: { q: 'paris 0' } });
    expect(paris.body.suggestions[0].description).toMatch(/^Paris 0\d /);
    const lyon = await server.call(routes.placeAutocomplete, { query: { q: 'Lyo' } });
    expect(lyon.body.suggestions[0].description).toContain('Lyon');
    const lu = await server.call(routes.placeAutocomplete, { query: { q: 'esch' } });
    expect(
      lu.body.suggestions.some((s: { description: string }) =>
        s.description.endsWith('Luxembourg'),
      ),
    ).toBe(true);
    const zip = await server.call(routes.placeAutocomplete, { query: { q: '75011' } });
    expect(zip.body.suggestions[0].placeId).toBe('fr-75011');
    const details = await server.call(routes.placeDetails, { query: { placeId: 'fr-75011' } });
    expect(details.body.place.topLat).toBeGreaterThan(details.body.place.bottomLat);
    expect((await server.call(routes.placeDetails, { query: { placeId: 'nowhere' } })).status).toBe(
      404,
    );
    expect((await server.call(routes.placeAutocomplete, { query: {} })).status).toBe(400);
  });

  it('searches a page of 20, every pin with view=map, and records each search', async () => {
    const before = (await db().select({ id: searchEvents.id }).from(searchEvents)).length;
    const list = await server.call(routes.searchOffices, {
      query: { placeId: DEFAULT_PLACE.placeId, publicationState: 1 },
    });
    expect(list.status).toBe(200);
    expect(list.body.offices).toHaveLength(20);
    expect(list.body.totalPages).toBe(Math.ceil(list.body.resultCount / 20));
    const map = await server.call(routes.searchOffices, {
      query: { placeId: DEFAULT_PLACE.placeId, publicationState: 1, view: 'map' },
    });
    expect(map.body.pins).toHaveLength(list.body.resultCount);
    // A pin carries only what the map needs: its id and its coordinates to 5 decimals.
    for (const pin of map.body.pins) {
      expect(Object.keys(pin)).toEqual(['id', 'lat', 'lon']);
      expect(Math.round(pin.lat * 1e5) / 1e5).toBe(pin.lat);
      expect(Math.round(pin.lon * 1e5) / 1e5).toBe(pin.lon);
      expect(pin.lat).toBeGreaterThanOrEqual(DEFAULT_PLACE.bottomLat - 1e-5);
      expect(pin.lat).toBeLessThanOrEqual(DEFAULT_PLACE.topLat + 1e-5);
    }
    const narrow = await server.call(routes.searchOffices, {
      query: {
        placeId: DEFAULT_PLACE.placeId,
        view: 'map',
        officeType: 'private',
        seatsMin: 10,
        priceMax: 600,
        flexibility: 0,
        topPick: false,
        proType: 1,
        days: 5,
        duration: 12,
        surfaceMin: 50,
      },
    });
    expect(narrow.body.resultCount).toBeLessThan(map.body.resultCount);
    const radius = await server.call(routes.searchOffices, {
      query: { geoLat: 48.8566, geoLon: 2.3522, radius: 1, view: 'map' },
    });
    expect(radius.body.resultCount).toBeLessThan(map.body.resultCount);
    const after = (await db().select({ id: searchEvents.id }).from(searchEvents)).length;
    expect(after - before).toBe(4);
    expect((await server.call(routes.searchOffices, { query: { view: 'globe' } })).status).toBe(
      400,
    );
  });
});

describe('map search: team size, the budget as the whole month, Published by default', () => {
  /** Every office as the rules read it (3,000 rows: the whole seeded set). */
  const allOffices = () =>
    db()
      .select({
        id: offices.id,
        price: offices.price,
        minCapacity: offices.minCapacity,
        capacity: offices.capacity,
        publicationState: offices.publicationState,
        lat: offices.lat,
        lon: offices.lon,
      })
      .from(offices);
  const inParis = (o: { lat: number; lon: number }) =>
    o.lat >= DEFAULT_PLACE.bottomLat &&
    o.lat <= DEFAULT_PLACE.topLat &&
    o.lon >= DEFAULT_PLACE.bottomLon &&
    o.lon <= DEFAULT_PLACE.topLon;
  /** The ids a search finds (every pin), sorted. */
  const found = async (criteria: SearchCriteria) => {
    const res = await server.call(routes.searchOffices, {
      query: { ...searchCriteriaToQuery(criteria), view: 'map' },
    });
    expect(res.status).toBe(200);
    return (res.body.pins as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
  };
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

  it('finds the offices that seat the team: minimum (1 when none) ≤ team size ≤ capacity', async () => {
    const rows = await allOffices();
    for (const teamSize of [1, 10, 60]) {
      const expected = rows.filter(
        (o) => o.publicationState === 1 && inParis(o) && fitsTeam(o, teamSize),
      );
      expect(expected.length, `team of ${teamSize}`).toBeGreaterThan(0);
      expect(await found({ place: DEFAULT_PLACE, teamSize })).toEqual(ids(expected));
    }
    // Offices with no minimum seat a team of one.
    expect(rows.some((o) => o.minCapacity === null)).toBe(true);
    const refused = await server.call(routes.searchOffices, { query: { teamSize: 0 } });
    expect(refused.status).toBe(400);
  });

  it('keeps every result of a budget search within the budget as labelled: price a seat × team size, else × minimum seats', async () => {
    const rows = await allOffices();
    const byId = new Map(rows.map((o) => [o.id, o]));
    for (const [budget, teamSize] of [
      [6000, 10],
      [6000, undefined],
      [2500, 4],
    ] as const) {
      const result = await found({ publicationState: 'any', budget, teamSize });
      const expected = rows.filter(
        (o) =>
          (teamSize === undefined || fitsTeam(o, teamSize)) && withinBudget(o, budget, teamSize),
      );
      expect(result).toEqual(ids(expected));
      expect(result.length, `${budget} € for ${teamSize ?? 'the minimum'}`).toBeGreaterThan(0);
      for (const id of result) {
        expect(monthlyCost(byId.get(id)!, teamSize)).toBeLessThanOrEqual(budget);
      }
      // The seeded data holds offices a seat-price comparison let through: their seat is
      // within the budget, their month is not, and none of them is found.
      const cheapSeatDearMonth = rows.filter(
        (o) =>
          o.price <= budget &&
          !withinBudget(o, budget, teamSize) &&
          (teamSize === undefined || fitsTeam(o, teamSize)),
      );
      expect(cheapSeatDearMonth.length).toBeGreaterThan(0);
      expect(result.some((id) => cheapSeatDearMonth.some((o) => o.id === id))).toBe(false);
    }
    // The list's page says the same as the pins.
    const list = await server.call(routes.searchOffices, {
      query: { ...searchCriteriaToQuery({ place: DEFAULT_PLACE, budget: 6000, teamSize: 10 }) },
    });
    expect(list.body.offices.length).toBeGreaterThan(0);
    for (const o of list.body.offices as Office[]) {
      expect(o.publicationState).toBe(1);
      expect(o.price * 10).toBeLessThanOrEqual(6000);
      expect(fitsTeam(o, 10)).toBe(true);
    }
  });

  it('searches published offices by default, every state for Any state, and records what it searched', async () => {
    const rows = (await allOffices()).filter(inParis);
    const published = rows.filter((o) => o.publicationState === 1);
    expect(published.length).toBeLessThan(rows.length);
    expect(await found({ place: DEFAULT_PLACE })).toEqual(ids(published));
    expect(await found({ place: DEFAULT_PLACE, publicationState: 'any' })).toEqual(ids(rows));
    const unpublished = rows.filter((o) => o.publicationState === 0);
    expect(await found({ place: DEFAULT_PLACE, publicationState: 0 })).toEqual(ids(unpublished));
    const list = await server.call(routes.searchOffices, {
      query: searchCriteriaToQuery({ place: DEFAULT_PLACE }),
    });
    expect(list.body.resultCount).toBe(published.length);
    expect((list.body.offices as Office[]).every((o) => o.publicationState === 1)).toBe(true);
    // The analytics see the state searched, and the team size in a criterion of its own.
    await found({ place: DEFAULT_PLACE, teamSize: 12 });
    const [event] = await db()
      .select({ criteria: searchEvents.criteria })
      .from(searchEvents)
      .orderBy(desc(searchEvents.id))
      .limit(1);
    expect(event!.criteria).toMatchObject({ publicationState: 1, teamSize: 12 });
  });
});
