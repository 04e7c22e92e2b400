/**
 * The offices routes' shared model: rows to answers, loaders and rules that the reads (reads.ts)
 * and the actions (actions.ts) both use. Other groups import these through ./index.ts.
 */
import {
  FLEXIBILITY_CODE_BY_TYPE,
  parseOfficeSearch,
  toUrlSegment,
  type Office,
  type OfficeFlexibilityType,
  type OfficeListItem,
  withoutTrailingSlashes,
} from '@backoffice/domain';
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offices, users } from '../../db/schema';
import { notFound } from '../../errors';
import { fullName, fullPhone, iso, isoOf, likePattern, likePrefix } from '../shared';
import { officeKeyMatches } from '../../db/searchKey';

export type OfficeRow = typeof offices.$inferSelect;

export type UserRow = typeof users.$inferSelect;

/** The public site's base URL, for the listing links (a setting, see config.ts). */
export function publicOfficeUrls(office: OfficeRow, baseUrl: string): { fr: string; en: string } {
  const base = withoutTrailingSlashes(baseUrl);
  const city = toUrlSegment(office.city);
  return {
    fr: `${base}/fr/bureaux/${city}/${office.id}`,
    en: `${base}/en/offices/${city}/${office.id}`,
  };
}

/** An office's address as the API details it: one line in full, its zip code and country. */
function addressDetailsOf(
  o: Pick<OfficeRow, 'id' | 'addressLine1' | 'addressLine2' | 'zipCode' | 'city' | 'countryCode'>,
): Office['addressDetails'] {
  return {
    id: o.id,
    fullAddress: `${o.addressLine1}${o.addressLine2 ? `, ${o.addressLine2}` : ''}, ${o.zipCode} ${o.city}`,
    zipCode: o.zipCode,
    countryCode: o.countryCode,
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
    addressDetails: addressDetailsOf(o),
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
export const listColumns = {
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
 * own projection, read with only the columns it shows; the detail keeps toOffice.
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
        addressDetails: addressDetailsOf(o),
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

export function officeSearchCondition(text: string): SQL | undefined {
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
        sql`${offices.uuid} ilike ${likePrefix(parsed.reference)}`,
        officeKeyMatches(offices.id, parsed.reference),
      );
    case 'address':
      // Title, address, zip code and city: every word, accents and case aside.
      return officeKeyMatches(offices.id, parsed.address);
  }
}

export async function setOffice(
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

export function actionFields(office: OfficeRow) {
  return {
    publicationState: office.publicationState as Office['publicationState'],
    market: office.market,
    firstPublishedAt: iso(office.firstPublishedAt),
    hasActiveVersion: office.hasActiveVersion,
    minCapacity: office.minCapacity,
  };
}

/** Degrees to 5 decimals (about 1.1 m). */
export const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

export const FLEX_BY_CODE = Object.fromEntries(
  Object.entries(FLEXIBILITY_CODE_BY_TYPE).map(([type, code]) => [code, type]),
) as Record<number, OfficeFlexibilityType>;
