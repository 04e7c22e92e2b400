import { parseOfficeSearch, SEARCH_LIST_PAGE_SIZE, type OfficeRequest } from '@backoffice/domain';
import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { internalNotes, offices, requests, searchEvents, users } from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import { notFound } from '../../errors';
import { autocomplete, boundingBox, findPlace, toSearchPlace } from '../../places';
import { allOf, iso, isoOf, likePrefix, pageCount, paging } from '../shared';
import {
  FLEX_BY_CODE,
  officeListItemsByIds,
  officeRow,
  officesByIds,
  officeSearchCondition,
  round5,
  toOffice,
} from './model';
import { officeKeyMatches } from '../../db/searchKey';

/** The offices reads (GET routes). */
export const officeReadHandlers: HandlerGroup<
  | 'offices'
  | 'office'
  | 'seoGenerationStatus'
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
          // The partial index's own predicate, written out (not bound parameters), so the
          // planner reads the few trending rows from it in order (schema.ts).
          .where(sql`${offices.trending} and ${offices.publicationState} = 1`)
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
          editedBy: n.editedByName,
          editedAt: n.editedAt ? n.editedAt.toISOString() : null,
          createdAt: isoOf(n.createdAt),
        })),
        requests: officeRequests,
      }),
    };
  },

  async seoGenerationStatus({ db, params, services, now }) {
    const office = await officeRow(db, params.id);
    return services.seo.status(office, now);
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
            officeKeyMatches(offices.id, text),
            sql`${offices.uuid} ilike ${likePrefix(text)}`,
          ) as SQL)
        : undefined,
      query.publicationState !== undefined && eq(offices.publicationState, query.publicationState),
      query.zipCode ? sql`${offices.zipCode} like ${likePrefix(query.zipCode)}` : undefined,
      query.officeType && eq(offices.officeType, query.officeType),
      flexibility && eq(offices.flexibility, flexibility),
      // An office seats the team when its minimum (1 when none) ≤ team size ≤ its capacity.
      query.teamSize !== undefined &&
        sql`coalesce(${offices.minCapacity}, 1) <= ${query.teamSize} and ${offices.capacity} >= ${query.teamSize}`,
      // The budget is the whole monthly bill: the price a seat × the team size, or × the
      // office's minimum seats when no team size is given (domain `monthlyCost`). Amounts may
      // have decimals: compared as numbers, not as the integer columns' type.
      query.budget !== undefined &&
        (query.teamSize !== undefined
          ? sql`${offices.price}::float8 * ${query.teamSize} <= ${query.budget}::float8`
          : sql`${offices.price}::float8 * coalesce(${offices.minCapacity}, 1) <= ${query.budget}::float8`),
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
