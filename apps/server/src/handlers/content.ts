import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import {
  DEFAULT_FAQ_TITLES,
  DISPLAY_LOCATION,
  SEO_STATUS,
  VALIDATION_MESSAGES as M,
  filled,
  isRichTextEmpty,
  parseIdList,
  type SeoLang,
  type SeoLocation,
  type SeoLocationInput,
  type SeoPage,
  TOASTS,
  composeSeoTexts,
  seoDisplayTitle,
} from '@backoffice/domain';
import type { Db } from '../db/client';
import { displaySections, faqEntries, offices, seoLocations, seoPages } from '../db/schema';
import { conflict, invalid, notFound } from '../http/errors';
import type { HandlerGroup } from '../http/context';
import { sanitizeRichText } from '../services/html';
import { likePattern } from './shared';

type LocationRow = typeof seoLocations.$inferSelect;
type PageRow = typeof seoPages.$inferSelect;

async function loadLocations(db: Db, rows: LocationRow[]): Promise<SeoLocation[]> {
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
const displayTitle = (input: SeoLocationInput) => seoDisplayTitle(input);

/**
 * One location per place: two with the same slug, city, zip code and place of interest would
 * have the same title and public page address. Compared without case and spaces at the ends.
 */
async function checkUniqueLocation(
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

async function checkLinkedPages(db: Db, input: SeoLocationInput, ownIds: number[]): Promise<void> {
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

function pageValues(input: SeoLocationInput, lang: SeoLang) {
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

async function locationAnswer(db: Db, id: number): Promise<{ seoLocation: SeoLocation }> {
  const rows = await db.select().from(seoLocations).where(eq(seoLocations.id, id));
  const [seoLocation] = await loadLocations(db, rows);
  if (!seoLocation) throw notFound('SEO location', id);
  return { seoLocation };
}

/** Both ids must be the French and English pages of one location. */
async function pagePair(db: Db, ids: number[]): Promise<PageRow[]> {
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
async function sectionRow(db: Db, id: number, lock = false) {
  const query = db.select().from(displaySections).where(eq(displaySections.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Display section', id);
  return row;
}

export const contentHandlers: HandlerGroup<
  | 'seoLocations'
  | 'createSeoLocation'
  | 'updateSeoLocation'
  | 'generateSeoLocationTexts'
  | 'activateSeoPages'
  | 'suspendSeoPages'
  | 'deleteFaq'
  | 'saveFaq'
  | 'displaySections'
  | 'addDisplayOffices'
  | 'rearrangeDisplay'
  | 'removeDisplayOffice'
> = {
  async seoLocations({ db, query }) {
    const conditions = [];
    if (query.displayTitle)
      conditions.push(sql`${seoLocations.displayTitle} ilike ${likePattern(query.displayTitle)}`);
    if (query.slug) conditions.push(eq(seoLocations.slug, query.slug));
    const rows = await db
      .select()
      .from(seoLocations)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(seoLocations.displayTitle), asc(seoLocations.id));
    return { seoLocations: await loadLocations(db, rows) };
  },

  async createSeoLocation({ db, body, now }) {
    await checkLinkedPages(db, body, []);
    await checkUniqueLocation(db, body, null);
    const id = await db.transaction(async (tx) => {
      const [location] = await tx
        .insert(seoLocations)
        .values({
          slug: body.slug,
          city: body.city.trim(),
          zipCode: body.zipCode?.trim() || null,
          poi: body.poi?.trim() || null,
          displayTitle: displayTitle(body),
          createdAt: now,
        })
        .returning({ id: seoLocations.id });
      for (const lang of ['fr', 'en'] as const) {
        await tx.insert(seoPages).values({
          locationId: location!.id,
          lang,
          status: SEO_STATUS.active,
          faqTitle: DEFAULT_FAQ_TITLES[lang],
          ...pageValues(body, lang),
        });
      }
      return location!.id;
    });
    return locationAnswer(db, id);
  },

  async updateSeoLocation({ db, params, body }) {
    const [location] = await db.select().from(seoLocations).where(eq(seoLocations.id, params.id));
    if (!location) throw notFound('SEO location', params.id);
    const own = await db.select().from(seoPages).where(eq(seoPages.locationId, location.id));
    await checkLinkedPages(
      db,
      body,
      own.map((p) => p.id),
    );
    await checkUniqueLocation(db, body, location.id);
    const status = own[0]?.status ?? SEO_STATUS.active;
    await db.transaction(async (tx) => {
      await tx
        .update(seoLocations)
        .set({
          slug: body.slug,
          city: body.city.trim(),
          zipCode: body.zipCode?.trim() || null,
          poi: body.poi?.trim() || null,
          displayTitle: displayTitle(body),
        })
        .where(eq(seoLocations.id, location.id));
      for (const lang of ['fr', 'en'] as const) {
        const page = own.find((p) => p.lang === lang);
        if (page)
          await tx.update(seoPages).set(pageValues(body, lang)).where(eq(seoPages.id, page.id));
        else
          await tx.insert(seoPages).values({
            locationId: location.id,
            lang,
            status,
            faqTitle: DEFAULT_FAQ_TITLES[lang],
            ...pageValues(body, lang),
          });
      }
    });
    return locationAnswer(db, location.id);
  },

  async generateSeoLocationTexts({ services, body }) {
    // The texts are written from the place, after the generator's stand-in latency (as the
    // office descriptions); nothing is saved: the modal fills its form with them.
    await new Promise((resolve) => setTimeout(resolve, services.seo.delayMs));
    return { pages: composeSeoTexts(body) };
  },

  async activateSeoPages({ db, body }) {
    const pages = await pagePair(db, body.ids);
    if (pages.every((p) => p.status === SEO_STATUS.active))
      throw conflict('These pages are already active.');
    await db
      .update(seoPages)
      .set({ status: SEO_STATUS.active })
      .where(inArray(seoPages.id, body.ids));
    return { message: 'ok' };
  },

  async suspendSeoPages({ db, body }) {
    const pages = await pagePair(db, body.ids);
    if (pages.every((p) => p.status === SEO_STATUS.suspended))
      throw conflict('These pages are already suspended.');
    await db
      .update(seoPages)
      .set({ status: SEO_STATUS.suspended })
      .where(inArray(seoPages.id, body.ids));
    return { message: 'ok' };
  },

  async deleteFaq({ db, body }) {
    const ids = [body.frId, body.enId];
    const rows = await db
      .select({
        id: faqEntries.id,
        position: faqEntries.position,
        lang: seoPages.lang,
        locationId: seoPages.locationId,
      })
      .from(faqEntries)
      .innerJoin(seoPages, eq(seoPages.id, faqEntries.pageId))
      .where(inArray(faqEntries.id, ids));
    for (const id of ids) if (!rows.some((r) => r.id === id)) throw notFound('FAQ entry', id);
    // One entry in its two languages: the French and the English page of one location, at
    // the same place in each list. Two unrelated ids would delete half of two entries.
    const fr = rows.find((r) => r.id === body.frId)!;
    const en = rows.find((r) => r.id === body.enId)!;
    if (
      fr.lang !== 'fr' ||
      en.lang !== 'en' ||
      fr.locationId !== en.locationId ||
      fr.position !== en.position
    ) {
      throw conflict(
        `FAQ entries ${body.frId} and ${body.enId} are not the French and English of one entry.`,
      );
    }
    await db.delete(faqEntries).where(inArray(faqEntries.id, ids));
    return { success: true, message: 'FAQ entry deleted', reason: null };
  },

  async saveFaq({ db, body }) {
    const pageIds = body.data.map((d) => d.pageId);
    const pages = await db.select().from(seoPages).where(inArray(seoPages.id, pageIds));
    for (const id of pageIds) if (!pages.some((p) => p.id === id)) throw notFound('SEO page', id);
    // Every question and answer must be filled (people-and-content §5).
    const blank = body.data.some((d) =>
      d.faq.some((e) => !filled(e.title) || isRichTextEmpty(e.description)),
    );
    if (blank) return { success: false, message: null, reason: M.fillAllFields };
    await db.transaction(async (tx) => {
      for (const item of body.data) {
        const page = pages.find((p) => p.id === item.pageId) as PageRow;
        await tx
          .update(seoPages)
          .set({ faqTitle: item.faqTitle.trim() || DEFAULT_FAQ_TITLES[page.lang] })
          .where(eq(seoPages.id, page.id));
        await tx.delete(faqEntries).where(eq(faqEntries.pageId, page.id));
        if (item.faq.length) {
          await tx.insert(faqEntries).values(
            item.faq.map((entry, position) => ({
              pageId: page.id,
              position,
              title: entry.title.trim(),
              description: sanitizeRichText(entry.description),
            })),
          );
        }
      }
    });
    return { success: true, message: 'FAQ saved', reason: null };
  },

  async displaySections({ db, query }) {
    // Display sections exist for Paris only (people-and-content §9).
    if (query.location && query.location.toLowerCase() !== DISPLAY_LOCATION.toLowerCase())
      return { sections: [] };
    const rows = await db.select().from(displaySections).orderBy(asc(displaySections.rank));
    return { sections: rows.map((r) => ({ id: r.id, rank: r.rank, offices: r.offices })) };
  },

  async addDisplayOffices({ db, body }) {
    await sectionRow(db, body.section);
    const ids = parseIdList(body.offices);
    if (ids.length === 0) throw invalid({ offices: M.invalidOfficeIds });
    const known = new Set(
      (await db.select({ id: offices.id }).from(offices).where(inArray(offices.id, ids))).map(
        (o) => o.id,
      ),
    );
    const unknown = ids.filter((id) => !known.has(id));
    const { already, added } = await db.transaction(async (tx) => {
      const section = await sectionRow(tx as unknown as Db, body.section, true);
      const result = {
        already: ids.filter((id) => known.has(id) && section.offices.includes(id)),
        added: ids.filter((id) => known.has(id) && !section.offices.includes(id)),
      };
      if (result.added.length) {
        await tx
          .update(displaySections)
          .set({ offices: [...section.offices, ...result.added] })
          .where(eq(displaySections.id, section.id));
      }
      return result;
    });
    const warnings = [
      ...(already.length ? [`Already in this section: ${already.join(', ')}.`] : []),
      ...(unknown.length ? [`No office with id ${unknown.join(', ')}.`] : []),
    ];
    if (added.length === 0) {
      return {
        message: 'error',
        warn: warnings.join(' ') || null,
        error: TOASTS.sectionAddFailed.message,
      };
    }
    return { message: 'ok', warn: warnings.length ? warnings.join(' ') : null, error: null };
  },

  async rearrangeDisplay({ db, body }) {
    const dupes = (list: number[]) => new Set(list).size !== list.length;
    if (dupes(body.targetOffices) || dupes(body.sourceOffices))
      throw conflict(M.officeAlreadyInSection);
    await db.transaction(async (tx) => {
      // Both sections locked, in id order (two rearranges of the same pair cannot deadlock).
      const [first, second] = [body.source, body.target].sort((a, b) => a - b) as [number, number];
      const locked = new Map([[first, await sectionRow(tx as unknown as Db, first, true)]]);
      if (second !== first) locked.set(second, await sectionRow(tx as unknown as Db, second, true));
      const source = locked.get(body.source)!;
      const target = locked.get(body.target)!;
      const sameSection = source.id === target.id;
      const before = sameSection ? [...source.offices] : [...source.offices, ...target.offices];
      const after = sameSection
        ? [...body.targetOffices]
        : [...body.sourceOffices, ...body.targetOffices];
      if (!sameSection) {
        // An office that leaves the source must not already be in the target.
        const moved = source.offices.filter((id) => !body.sourceOffices.includes(id));
        if (moved.some((id) => target.offices.includes(id)))
          throw conflict(M.officeAlreadyInSection);
      }
      const sorted = (list: number[]) => [...list].sort((a, b) => a - b).join(',');
      if (sorted(before) !== sorted(after)) {
        throw conflict(
          'The new lists must hold the same offices as the two sections: reload and try again.',
        );
      }
      await tx
        .update(displaySections)
        .set({ offices: body.targetOffices })
        .where(eq(displaySections.id, target.id));
      if (!sameSection)
        await tx
          .update(displaySections)
          .set({ offices: body.sourceOffices })
          .where(eq(displaySections.id, source.id));
    });
    return { message: 'ok' };
  },

  async removeDisplayOffice({ db, body }) {
    await db.transaction(async (tx) => {
      const section = await sectionRow(tx as unknown as Db, body.sectionId, true);
      if (!section.offices.includes(body.officeId))
        throw notFound(`Office in section ${section.id}`, body.officeId);
      await tx
        .update(displaySections)
        .set({ offices: section.offices.filter((id) => id !== body.officeId) })
        .where(eq(displaySections.id, section.id));
    });
    return { message: 'ok' };
  },
};
