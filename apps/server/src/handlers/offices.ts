import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  FLEXIBILITY_CODE_BY_TYPE,
  SEARCH_LIST_PAGE_SIZE,
  hasMinCapacity,
  isInternalNoteSavable,
  officeActions,
  parseOfficeSearch,
  toUrlSegment,
  VALIDATION_MESSAGES,
  type Office,
  type OfficeFlexibilityType,
  type OfficeListItem,
  type OfficeRequest,
} from '@backoffice/domain';
import type { Db } from '../db/client';
import { internalNotes, offices, requests, searchEvents, users } from '../db/schema';
import { conflict, invalid, notFound } from '../http/errors';
import type { HandlerGroup } from '../http/context';
import { autocomplete, boundingBox, findPlace, toSearchPlace } from '../places';
import { sanitizeRichText } from '../services/html';
import {
  allOf,
  fullName,
  fullPhone,
  insertFavorites,
  iso,
  isoOf,
  likePattern,
  pageCount,
  paging,
} from './shared';

type OfficeRow = typeof offices.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** The public site's base URL, for the listing links (a setting, see config.ts). */
export function publicOfficeUrls(office: OfficeRow, baseUrl: string): { fr: string; en: string } {
  const base = baseUrl.replace(/\/+$/, '');
  const city = toUrlSegment(office.city);
  return {
    fr: `${base}/fr/bureaux/${city}/${office.id}`,
    en: `${base}/en/offices/${city}/${office.id}`,
  };
}

export function toOffice(
  o: OfficeRow,
  host: UserRow,
  publicSiteUrl: string,
  extra: Pick<Office, 'internalNotes' | 'requests'> = { internalNotes: [], requests: [] },
): Office {
  return {
    id: o.id,
    csm: { hostId: host.id, companyName: host.companyName },
    pro: host.pro,
    createdAt: isoOf(o.createdAt),
    updatedAt: isoOf(o.updatedAt),
    generatedFromCsv: o.generatedFromCsv,
    publicationState: o.publicationState as Office['publicationState'],
    status: o.status as Office['status'],
    market: o.market,
    firstPublishedAt: iso(o.firstPublishedAt),
    hasActiveVersion: o.hasActiveVersion,
    seoDescription: { fr: o.seoDescriptionFr, en: o.seoDescriptionEn },
    minCapacity: o.minCapacity,
    price: o.price,
    priceFlexibility: o.priceFlexibility,
    isBestDeal: o.isBestDeal,
    rank: o.rank,
    addressDetails: {
      id: o.id,
      fullAddress: `${o.addressLine1}${o.addressLine2 ? `, ${o.addressLine2}` : ''}, ${o.zipCode} ${o.city}`,
      zipCode: o.zipCode,
      countryCode: o.countryCode,
    },
    location: { lat: o.lat, lon: o.lon },
    pictures: o.pictures.map((url) => ({ url })),
    title: { fr: o.titleFr },
    url: publicOfficeUrls(o, publicSiteUrl),
    address: `${o.addressLine1}, ${o.zipCode} ${o.city}`,
    earliestStartDate: o.earliestStartDate,
    lastAvailabilityDate: o.lastAvailabilityDate,
    host: {
      name: fullName(host),
      email: host.email,
      phone: fullPhone(host),
      company: host.companyName,
      sector: host.businessSector,
    },
    internalNotes: extra.internalNotes,
    requests: extra.requests,
    flexibility: o.flexibility,
    partTimeDays: o.partTimeDays,
    capacity: o.capacity,
    minDuration: o.minDuration,
  };
}

/** Offices of these ids with their hosts, in the order of the ids. */
export async function officesByIds(
  db: Db,
  ids: number[],
  publicSiteUrl: string,
): Promise<Office[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ o: offices, host: users })
    .from(offices)
    .innerJoin(users, eq(users.id, offices.hostId))
    .where(inArray(offices.id, ids));
  const byId = new Map(rows.map((row) => [row.o.id, toOffice(row.o, row.host, publicSiteUrl)]));
  return ids.map((id) => byId.get(id)).filter((o): o is Office => o !== undefined);
}

/** The columns the offices list reads (its slim projection: no pictures, no host details). */
const listColumns = {
  id: offices.id,
  titleFr: offices.titleFr,
  addressLine1: offices.addressLine1,
  addressLine2: offices.addressLine2,
  zipCode: offices.zipCode,
  city: offices.city,
  countryCode: offices.countryCode,
  hostId: offices.hostId,
  companyName: users.companyName,
  pro: users.pro,
  publicationState: offices.publicationState,
  status: offices.status,
  market: offices.market,
  createdAt: offices.createdAt,
  firstPublishedAt: offices.firstPublishedAt,
  isBestDeal: offices.isBestDeal,
  rank: offices.rank,
  hasActiveVersion: offices.hasActiveVersion,
  minCapacity: offices.minCapacity,
  priceFlexibility: offices.priceFlexibility,
  seoDescriptionFr: offices.seoDescriptionFr,
  seoDescriptionEn: offices.seoDescriptionEn,
};

/**
 * Offices of these ids as the offices list carries them, in the order of the ids: the list's
 * own projection (issue 16), read with only the columns it shows; the detail keeps toOffice.
 */
export async function officeListItemsByIds(db: Db, ids: number[]): Promise<OfficeListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listColumns)
    .from(offices)
    .innerJoin(users, eq(users.id, offices.hostId))
    .where(inArray(offices.id, ids));
  const byId = new Map(
    rows.map((o): [number, OfficeListItem] => [
      o.id,
      {
        id: o.id,
        title: { fr: o.titleFr },
        address: `${o.addressLine1}, ${o.zipCode} ${o.city}`,
        addressDetails: {
          id: o.id,
          fullAddress: `${o.addressLine1}${o.addressLine2 ? `, ${o.addressLine2}` : ''}, ${o.zipCode} ${o.city}`,
          zipCode: o.zipCode,
          countryCode: o.countryCode,
        },
        csm: { hostId: o.hostId, companyName: o.companyName },
        publicationState: o.publicationState as Office['publicationState'],
        status: o.status as Office['status'],
        market: o.market,
        pro: o.pro,
        createdAt: isoOf(o.createdAt),
        firstPublishedAt: iso(o.firstPublishedAt),
        isBestDeal: o.isBestDeal,
        rank: o.rank,
        hasActiveVersion: o.hasActiveVersion,
        minCapacity: o.minCapacity,
        priceFlexibility: o.priceFlexibility,
        seoDescription: { fr: o.seoDescriptionFr, en: o.seoDescriptionEn },
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((o): o is OfficeListItem => o !== undefined);
}

export async function officeRow(db: Db, id: number): Promise<OfficeRow> {
  const [row] = await db.select().from(offices).where(eq(offices.id, id));
  if (!row) throw notFound('Office', id);
  return row;
}

function officeSearchCondition(text: string): SQL | undefined {
  const parsed = parseOfficeSearch(text);
  if (!parsed) return undefined;
  switch (parsed.kind) {
    case 'officeId':
      return eq(offices.id, parsed.officeId);
    case 'hostId':
      return eq(offices.hostId, parsed.hostId);
    case 'company':
      return sql`${users.companyName} ilike ${likePattern(parsed.company)}`;
    case 'zipCode':
      return eq(offices.zipCode, parsed.zipCode.replace(/^L-/i, ''));
    case 'reference':
      return or(
        sql`${offices.uuid} ilike ${`${parsed.reference}%`}`,
        sql`${offices.addressLine1} ilike ${likePattern(parsed.reference)}`,
      );
    case 'address':
      return or(
        sql`${offices.addressLine1} ilike ${likePattern(parsed.address)}`,
        sql`${offices.city} ilike ${likePattern(parsed.address)}`,
      );
  }
}

async function setOffice(
  db: Db,
  id: number,
  values: Partial<typeof offices.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(offices)
    .set({ ...values, updatedAt: now })
    .where(eq(offices.id, id));
}

function actionFields(office: OfficeRow) {
  return {
    publicationState: office.publicationState as Office['publicationState'],
    market: office.market,
    firstPublishedAt: iso(office.firstPublishedAt),
    hasActiveVersion: office.hasActiveVersion,
    minCapacity: office.minCapacity,
  };
}

/** Degrees to 5 decimals (about 1.1 m). */
const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

const FLEX_BY_CODE = Object.fromEntries(
  Object.entries(FLEXIBILITY_CODE_BY_TYPE).map(([type, code]) => [code, type]),
) as Record<number, OfficeFlexibilityType>;

export const officeHandlers: HandlerGroup<
  | 'offices'
  | 'office'
  | 'officeRank'
  | 'officeBestDeal'
  | 'officePriceFlexibility'
  | 'publishOffice'
  | 'unpublishOffice'
  | 'rejectOfficeVersion'
  | 'generateSeoDescription'
  | 'seoGenerationStatus'
  | 'updateSeoDescription'
  | 'createInternalNote'
  | 'updateInternalNote'
  | 'deleteInternalNote'
  | 'addBookmarkToUsers'
  | 'placeAutocomplete'
  | 'placeDetails'
  | 'searchOffices'
> = {
  async offices({ db, query, services }) {
    const page = paging(query);
    const search = query.search?.trim();
    const searchSql = search ? officeSearchCondition(search) : undefined;
    const needsHost =
      query.category !== undefined ||
      (search !== undefined && parseOfficeSearch(search)?.kind === 'company');
    const where = allOf([
      query.publicationState !== undefined && eq(offices.publicationState, query.publicationState),
      query.bestChoice !== undefined && eq(offices.trending, query.bestChoice),
      query.bestDeal !== undefined && eq(offices.isBestDeal, query.bestDeal),
      query.category !== undefined && eq(users.pro, query.category === 0),
      query.country !== undefined && eq(offices.countryCode, query.country),
      query.generatedBy !== undefined && eq(offices.generatedFromCsv, query.generatedBy === 'csv'),
      searchSql,
    ]);
    const key = JSON.stringify({ ...query, page: undefined, perPage: undefined, sort: undefined });
    const total = await services.cache.get(`offices:count:${key}`, async () => {
      const base = db.select({ total: sql<number>`count(*)::int` }).from(offices);
      const [row] = needsHost
        ? await base.innerJoin(users, eq(users.id, offices.hostId)).where(where)
        : await base.where(where);
      return row?.total ?? 0;
    });
    // Page on the office ids alone (an index walk), then read those rows with their hosts.
    const idQuery = db.select({ id: offices.id }).from(offices).$dynamic();
    const ids = (
      await (needsHost ? idQuery.innerJoin(users, eq(users.id, offices.hostId)) : idQuery)
        .where(where)
        .orderBy(query.sort === 'id_asc' ? asc(offices.id) : desc(offices.id))
        .limit(page.perPage)
        .offset(page.offset)
    ).map((r) => r.id);
    const trendingOffices = await services.cache.get('offices:trending', async () => {
      const trendingIds = (
        await db
          .select({ id: offices.id })
          .from(offices)
          .where(and(eq(offices.trending, true), eq(offices.publicationState, 1)))
          .orderBy(asc(offices.rank), desc(offices.id))
          .limit(10)
      ).map((r) => r.id);
      return officeListItemsByIds(db, trendingIds);
    });
    return {
      pages: pageCount(total, page.perPage),
      total,
      offices: await officeListItemsByIds(db, ids),
      trendingOffices,
    };
  },

  async office({ db, params, services }) {
    const [row] = await db
      .select({ o: offices, host: users })
      .from(offices)
      .innerJoin(users, eq(users.id, offices.hostId))
      .where(eq(offices.id, params.id));
    if (!row) throw notFound('Office', params.id);
    const notes = await db
      .select()
      .from(internalNotes)
      .where(eq(internalNotes.officeId, params.id))
      .orderBy(desc(internalNotes.createdAt), desc(internalNotes.id));
    const requestRows = await db
      .select({ r: requests, guestCompany: users.companyName })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.guestId))
      .where(eq(requests.officeId, params.id))
      .orderBy(desc(requests.createdAt));
    const officeRequests: OfficeRequest[] = requestRows.map(({ r, guestCompany }) => ({
      id: r.id,
      requestDate: isoOf(r.createdAt),
      guestId: r.guestId,
      guestCompanyName: guestCompany,
      step: r.step,
      isCancelled: r.isCancelled,
      visitDate: iso(r.visitDate),
    }));
    return {
      office: toOffice(row.o, row.host, services.publicSiteUrl, {
        internalNotes: notes.map((n) => ({
          id: n.id,
          note: n.note,
          userFullName: n.authorName,
          createdAt: isoOf(n.createdAt),
        })),
        requests: officeRequests,
      }),
    };
  },

  async officeRank({ db, params, body, now }) {
    await officeRow(db, params.id);
    await setOffice(db, params.id, { rank: body.rank }, now);
    return { message: 'ok' };
  },

  async officeBestDeal({ db, params, body, now }) {
    await officeRow(db, params.id);
    await setOffice(db, params.id, { isBestDeal: body.isBestDeal }, now);
    return { message: 'ok' };
  },

  async officePriceFlexibility({ db, params, body, now }) {
    const office = await officeRow(db, params.id);
    if (!hasMinCapacity(office))
      throw conflict('This office has no minimum capacity: price flexibility does not apply.');
    await setOffice(db, params.id, { priceFlexibility: body.priceFlexibility }, now);
    return { success: true, errors: [] };
  },

  async publishOffice({ db, params, body, now }) {
    const office = await officeRow(db, params.id);
    const actions = officeActions(actionFields(office));
    if (body.offMarket) {
      if (!actions.publishOffMarket) {
        throw conflict(
          'Only an office that was never published, and is not published now, can be published off market.',
        );
      }
      await setOffice(db, office.id, { publicationState: 3, status: 20, market: 100 }, now);
    } else {
      if (!actions.publish) throw conflict('This office is already published.');
      await setOffice(
        db,
        office.id,
        {
          publicationState: 1,
          status: 20,
          hasActiveVersion: false,
          firstPublishedAt: office.firstPublishedAt ?? now,
        },
        now,
      );
    }
    return { message: 'ok' };
  },

  async unpublishOffice({ db, params, now }) {
    const office = await officeRow(db, params.id);
    if (!officeActions(actionFields(office)).unpublish) {
      throw conflict('This office is not published.');
    }
    await setOffice(db, office.id, { publicationState: 0, status: 30 }, now);
    return { message: 'ok' };
  },

  async rejectOfficeVersion({ db, params, now }) {
    const office = await officeRow(db, params.id);
    if (!officeActions(actionFields(office)).rejectVersion) {
      throw conflict('Only a version waiting for approval can be rejected.');
    }
    // The office goes back to where it was before the version was submitted.
    await setOffice(
      db,
      office.id,
      { publicationState: office.firstPublishedAt ? 1 : 0, status: 10, hasActiveVersion: false },
      now,
    );
    return { message: 'ok' };
  },

  async generateSeoDescription({ db, params, services, now, c }) {
    const office = await officeRow(db, params.id);
    const status = await services.seo.start(office, now, db);
    return c.json(status, 202);
  },

  async seoGenerationStatus({ db, params, services, now }) {
    const office = await officeRow(db, params.id);
    return services.seo.status(office, now);
  },

  async updateSeoDescription({ db, params, body, now }) {
    await officeRow(db, params.id);
    await setOffice(
      db,
      params.id,
      { seoDescriptionFr: body.fr.trim() || null, seoDescriptionEn: body.en.trim() || null },
      now,
    );
    return { message: 'ok' };
  },

  async createInternalNote({ db, body, staff, now }) {
    await officeRow(db, body.office_id);
    const note = sanitizeRichText(body.note);
    if (!isInternalNoteSavable(note)) throw invalid({ note: 'An empty note is not saved.' });
    const [row] = await db
      .insert(internalNotes)
      .values({
        officeId: body.office_id,
        staffId: staff.id,
        authorName: staff.name,
        note,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return {
      internalNote: {
        id: row!.id,
        note: row!.note,
        userFullName: row!.authorName,
        createdAt: isoOf(row!.createdAt),
      },
    };
  },

  async updateInternalNote({ db, params, body, now }) {
    const note = sanitizeRichText(body.internal_note.note);
    if (!isInternalNoteSavable(note))
      throw invalid({ 'internal_note.note': 'An empty note is not saved.' });
    const [row] = await db
      .update(internalNotes)
      .set({ note, updatedAt: now })
      .where(eq(internalNotes.id, params.id))
      .returning();
    if (!row) throw notFound('Internal note', params.id);
    return {
      internalNote: {
        id: row.id,
        note: row.note,
        userFullName: row.authorName,
        createdAt: isoOf(row.createdAt),
      },
    };
  },

  async deleteInternalNote({ db, params }) {
    const [row] = await db
      .delete(internalNotes)
      .where(eq(internalNotes.id, params.id))
      .returning({ id: internalNotes.id });
    if (!row) throw notFound('Internal note', params.id);
    return { message: 'ok' };
  },

  async addBookmarkToUsers({ db, body, now }) {
    await officeRow(db, body.office_id);
    const ids = [...new Set(body.guest_ids)];
    const guests = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.userType, 'guest')));
    const found = new Set(guests.map((g) => g.id));
    const candidates = ids.filter((id) => found.has(id));
    const inserted = new Set(
      (
        await insertFavorites(
          db,
          candidates.map((guestId) => ({ guestId, officeId: body.office_id })),
          now,
        )
      ).map((b) => b.guestId),
    );
    const added = candidates.filter((id) => inserted.has(id));
    const already = new Set(candidates.filter((id) => !inserted.has(id)));
    if (found.size === 0) {
      throw invalid(
        { guest_ids: VALIDATION_MESSAGES.invalidGuestIds },
        `No guest among ${ids.join(', ')}.`,
      );
    }
    const parts = [
      `Office ${body.office_id} added to the favorites of ${added.length} guest(s)${added.length ? `: ${added.join(', ')}` : ''}.`,
    ];
    const skipped = ids.filter((id) => already.has(id));
    if (skipped.length) parts.push(`Already a favorite of: ${skipped.join(', ')}.`);
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length) parts.push(`Not guests: ${unknown.join(', ')}.`);
    // Parts separated as Add favorites' are (' ** '): the app shows each in its tone.
    return { message: parts.join(' ** ') };
  },

  async placeAutocomplete({ query }) {
    return {
      suggestions: autocomplete(query.q).map((p) => ({
        placeId: p.placeId,
        description: p.description,
      })),
    };
  },

  async placeDetails({ query }) {
    const place = findPlace(query.placeId);
    if (!place) throw notFound('Place', query.placeId);
    return { place: toSearchPlace(place) };
  },

  async searchOffices({ db, query, services, now }) {
    // The bounding box: the one sent, else the place's, else none; a radius (km) around the
    // centre replaces it.
    const place = query.placeId ? findPlace(query.placeId) : undefined;
    let box =
      query.topLat !== undefined &&
      query.bottomLat !== undefined &&
      query.topLon !== undefined &&
      query.bottomLon !== undefined
        ? {
            topLat: query.topLat,
            topLon: query.topLon,
            bottomLat: query.bottomLat,
            bottomLon: query.bottomLon,
          }
        : place
          ? toSearchPlace(place)
          : null;
    const centreLat = query.geoLat ?? place?.lat;
    const centreLon = query.geoLon ?? place?.lon;
    if (
      query.radius !== undefined &&
      query.radius > 0 &&
      centreLat !== undefined &&
      centreLon !== undefined
    ) {
      box = boundingBox(centreLat, centreLon, query.radius);
    }
    const text = (query.searchString ?? query.q)?.trim();
    const flexibility =
      query.flexibility !== undefined ? FLEX_BY_CODE[query.flexibility] : undefined;
    const needsHost = query.proType !== undefined;
    const where = allOf([
      box
        ? and(
            gte(offices.lat, Math.min(box.bottomLat, box.topLat)),
            lte(offices.lat, Math.max(box.bottomLat, box.topLat)),
            gte(offices.lon, Math.min(box.bottomLon, box.topLon)),
            lte(offices.lon, Math.max(box.bottomLon, box.topLon)),
          )
        : undefined,
      text
        ? (or(
            sql`${offices.titleFr} ilike ${likePattern(text)}`,
            sql`${offices.addressLine1} ilike ${likePattern(text)}`,
            sql`${offices.city} ilike ${likePattern(text)}`,
            sql`${offices.uuid} ilike ${`${text}%`}`,
          ) as SQL)
        : undefined,
      query.publicationState !== undefined && eq(offices.publicationState, query.publicationState),
      query.zipCode
        ? sql`${offices.zipCode} like ${`${query.zipCode.replace(/[\\%_]/g, '')}%`}`
        : undefined,
      query.officeType && eq(offices.officeType, query.officeType),
      flexibility && eq(offices.flexibility, flexibility),
      // Amounts may have decimals: compared as numbers, not as the integer columns' type.
      query.budget !== undefined && sql`${offices.price} <= ${query.budget}::float8`,
      query.priceMin !== undefined && sql`${offices.price} >= ${query.priceMin}::float8`,
      query.priceMax !== undefined && sql`${offices.price} <= ${query.priceMax}::float8`,
      query.seatsMin !== undefined && gte(offices.capacity, query.seatsMin),
      query.seatsMax !== undefined && sql`coalesce(${offices.minCapacity}, 1) <= ${query.seatsMax}`,
      query.surfaceMin !== undefined && sql`${offices.surface} >= ${query.surfaceMin}::float8`,
      query.surfaceMax !== undefined && sql`${offices.surface} <= ${query.surfaceMax}::float8`,
      query.topPick !== undefined && eq(offices.topPick, query.topPick),
      query.generatedFromCsv !== undefined && eq(offices.generatedFromCsv, query.generatedFromCsv),
      query.proType !== undefined && eq(users.pro, query.proType === 0),
      query.duration !== undefined && sql`coalesce(${offices.minDuration}, 0) <= ${query.duration}`,
      query.rentalType ? eq(offices.rentalType, query.rentalType) : undefined,
      query.days !== undefined &&
        (query.days >= 5
          ? sql`${offices.flexibility} <> 'part_time'`
          : sql`${offices.flexibility} <> 'full_time' and coalesce(${offices.partTimeDays}, 1) <= ${query.days}`),
    ]);
    const from = <T extends Record<string, unknown>>(fields: T) => {
      const base = db
        .select(fields as never)
        .from(offices)
        .$dynamic();
      return (needsHost ? base.innerJoin(users, eq(users.id, offices.hostId)) : base).where(where);
    };
    const [{ total }] = (await from({ total: sql<number>`count(*)::int` })) as unknown as [
      { total: number },
    ];
    await db.insert(searchEvents).values({
      createdAt: now,
      source: 'map_search',
      place: place?.description ?? query.description ?? null,
      criteria: { ...query },
      resultCount: total,
    });
    if (query.view === 'map') {
      const rows = (await from({ id: offices.id, lat: offices.lat, lon: offices.lon }).orderBy(
        asc(offices.id),
      )) as {
        id: number;
        lat: number;
        lon: number;
      }[];
      // Only what a pin needs, its coordinates to 5 decimals (about 1 m, far below the map's
      // 50 m merge): 17 significant digits of random noise do not compress, and change nothing
      // the map shows (9.1 bytes gzip an office at scale 10: bench/40-clustermap.mjs).
      const pins = rows.map((r) => ({ id: r.id, lat: round5(r.lat), lon: round5(r.lon) }));
      return { pins, resultCount: total };
    }
    const pageNumber = query.page ?? 1;
    const order =
      query.publicationDateSort === 'asc'
        ? [sql`${offices.firstPublishedAt} asc nulls last`, asc(offices.id)]
        : query.publicationDateSort === 'desc'
          ? [sql`${offices.firstPublishedAt} desc nulls last`, desc(offices.id)]
          : [desc(offices.id)];
    const ids = (
      (await from({ id: offices.id })
        .orderBy(...order)
        .limit(SEARCH_LIST_PAGE_SIZE)
        .offset((pageNumber - 1) * SEARCH_LIST_PAGE_SIZE)) as { id: number }[]
    ).map((r) => r.id);
    return {
      offices: await officesByIds(db, ids, services.publicSiteUrl),
      resultCount: total,
      totalPages: pageCount(total, SEARCH_LIST_PAGE_SIZE),
    };
  },
};
