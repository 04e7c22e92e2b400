/**
 * The content routes' shared model: rows to answers, loaders and rules that the reads (reads.ts)
 * and the actions (actions.ts) both use. Other groups import these through ./index.ts.
 */
import {
  SEO_STATUS,
  seoDisplayTitle,
  type SeoLang,
  type SeoLocation,
  type SeoLocationInput,
  type SeoPage,
} from '@backoffice/domain';
import type { AnyColumn } from 'drizzle-orm';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { displaySections, faqEntries, seoLocations, seoPages } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { sanitizeRichText } from '../../html';

export type LocationRow = typeof seoLocations.$inferSelect;

export type PageRow = typeof seoPages.$inferSelect;

export async function loadLocations(db: Db, rows: LocationRow[]): Promise<SeoLocation[]> {
  if (rows.length === 0) return [];
  const pages = await db
    .select()
    .from(seoPages)
    .where(
      inArray(
        seoPages.locationId,
        rows.map((r) => r.id),
      ),
    );
  const faqs = pages.length
    ? await db
        .select()
        .from(faqEntries)
        .where(
          inArray(
            faqEntries.pageId,
            pages.map((p) => p.id),
          ),
        )
        .orderBy(asc(faqEntries.position), asc(faqEntries.id))
    : [];
  const toPage = (p: PageRow): SeoPage => ({
    id: p.id,
    faqTitle: p.faqTitle,
    faq: faqs
      .filter((f) => f.pageId === p.id)
      .map((f) => ({ id: f.id, title: f.title, description: f.description })),
    linkedPages: p.linkedPages,
    navCta: p.navCta,
    title: p.title,
    description: p.description,
    sitemapTitle: p.sitemapTitle,
    h1: p.h1,
    metaDescription: p.metaDescription,
    lang: p.lang,
  });
  return rows.map((r) => {
    const fr = pages.find((p) => p.locationId === r.id && p.lang === 'fr');
    const en = pages.find((p) => p.locationId === r.id && p.lang === 'en');
    return {
      id: r.id,
      displayTitle: r.displayTitle,
      slug: r.slug,
      city: r.city,
      zipCode: r.zipCode,
      poi: r.poi,
      status:
        (fr ?? en)?.status === SEO_STATUS.suspended ? SEO_STATUS.suspended : SEO_STATUS.active,
      seoPages: { fr: fr ? toPage(fr) : null, en: en ? toPage(en) : null },
    };
  });
}

/** Named as the seeded locations are (the domain's seoDisplayTitle), on create and on update. */
export const displayTitle = (input: SeoLocationInput) => seoDisplayTitle(input);

/**
 * One location per place: two with the same slug, city, zip code and place of interest would
 * have the same title and public page address. Compared without case and spaces at the ends.
 */
export async function checkUniqueLocation(
  db: Db,
  input: SeoLocationInput,
  ownId: number | null,
): Promise<void> {
  const same = (column: AnyColumn, value: string | null | undefined) =>
    sql`lower(coalesce(${column}, '')) = ${(value ?? '').trim().toLowerCase()}`;
  const [other] = await db
    .select({ id: seoLocations.id, displayTitle: seoLocations.displayTitle })
    .from(seoLocations)
    .where(
      and(
        eq(seoLocations.slug, input.slug),
        same(seoLocations.city, input.city),
        same(seoLocations.zipCode, input.zipCode),
        same(seoLocations.poi, input.poi),
        ownId === null ? undefined : sql`${seoLocations.id} <> ${ownId}`,
      ),
    )
    .limit(1);
  if (other) {
    throw conflict(
      `An SEO page for this place already exists: ${other.displayTitle} (id ${other.id}).`,
    );
  }
}

export async function checkLinkedPages(
  db: Db,
  input: SeoLocationInput,
  ownIds: number[],
): Promise<void> {
  const ids = [...new Set([...input.pages.fr.linkedPages, ...input.pages.en.linkedPages])];
  if (ids.length === 0) return;
  const known = new Set(
    (await db.select({ id: seoPages.id }).from(seoPages).where(inArray(seoPages.id, ids))).map(
      (p) => p.id,
    ),
  );
  const fields: Record<string, string> = {};
  for (const lang of ['fr', 'en'] as const) {
    const bad = input.pages[lang].linkedPages.filter((id) => !known.has(id) || ownIds.includes(id));
    if (bad.length) fields[`pages.${lang}.linkedPages`] = `Unknown or own pages: ${bad.join(', ')}`;
  }
  if (Object.keys(fields).length) throw invalid(fields);
}

export function pageValues(input: SeoLocationInput, lang: SeoLang) {
  const page = input.pages[lang];
  return {
    navCta: page.navCta.trim(),
    title: page.title.trim(),
    description: sanitizeRichText(page.description),
    sitemapTitle: page.sitemapTitle.trim(),
    h1: page.h1.trim(),
    metaDescription: page.metaDescription.trim(),
    linkedPages: [...new Set(page.linkedPages)],
  };
}

export async function locationAnswer(db: Db, id: number): Promise<{ seoLocation: SeoLocation }> {
  const rows = await db.select().from(seoLocations).where(eq(seoLocations.id, id));
  const [seoLocation] = await loadLocations(db, rows);
  if (!seoLocation) throw notFound('SEO location', id);
  return { seoLocation };
}

/** Both ids must be the French and English pages of one location. */
export async function pagePair(db: Db, ids: number[]): Promise<PageRow[]> {
  const pages = await db.select().from(seoPages).where(inArray(seoPages.id, ids));
  for (const id of ids) if (!pages.some((p) => p.id === id)) throw notFound('SEO page', id);
  const location = pages[0]?.locationId;
  const langs = new Set(pages.map((p) => p.lang));
  if (ids.length !== 2 || pages.some((p) => p.locationId !== location) || langs.size !== 2) {
    throw conflict(
      'Activate and suspend apply to the French and English pages of one location together.',
    );
  }
  return pages;
}

/**
 * A display section, locked until the transaction `db` ends when `lock` is set: a change of
 * its office list reads and writes it under the lock, so that changes made at the same time
 * are applied one after the other and none is lost.
 */
export async function sectionRow(db: Db, id: number, lock = false) {
  const query = db.select().from(displaySections).where(eq(displaySections.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Display section', id);
  return row;
}
