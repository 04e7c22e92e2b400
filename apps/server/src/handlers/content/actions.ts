import {
  DEFAULT_FAQ_TITLES,
  VALIDATION_MESSAGES as M,
  SEO_STATUS,
  TOASTS,
  composeSeoTexts,
  filled,
  isRichTextEmpty,
  parseIdList,
} from '@backoffice/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { displaySections, faqEntries, offices, seoLocations, seoPages } from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import { lastSaved, lastWrite, refuseStaleEdit } from '../editVersions';
import { conflict, invalid, notFound } from '../../errors';
import { sanitizeRichText } from '../../html';
import {
  type PageRow,
  checkLinkedPages,
  checkUniqueLocation,
  displayTitle,
  locationAnswer,
  pagePair,
  pageValues,
  sectionRow,
} from './model';

/** The content actions: every one runs on the write path (http/writes.ts: one transaction, row lock, history, idempotency). */
export const contentActionHandlers: HandlerGroup<
  | 'createSeoLocation'
  | 'updateSeoLocation'
  | 'generateSeoLocationTexts'
  | 'activateSeoPages'
  | 'suspendSeoPages'
  | 'deleteFaq'
  | 'saveFaq'
  | 'addDisplayOffices'
  | 'rearrangeDisplay'
  | 'removeDisplayOffice'
> = {
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

  async updateSeoLocation({ db, params, body, c }) {
    const [location] = await db.select().from(seoLocations).where(eq(seoLocations.id, params.id));
    if (!location) throw notFound('SEO location', params.id);
    // No silent overwrite: refused when someone saved the page since this edit began.
    await refuseStaleEdit(
      { c },
      'seoLocation',
      (await locationAnswer(db, location.id)).seoLocation,
      () => lastSaved(db, 'seoLocation', { type: 'seo_location', id: location.id }),
    );
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

  async saveFaq({ db, body, c }) {
    const pageIds = body.data.map((d) => d.pageId);
    const pages = await db.select().from(seoPages).where(inArray(seoPages.id, pageIds));
    for (const id of pageIds) if (!pages.some((p) => p.id === id)) throw notFound('SEO page', id);
    // No silent overwrite: refused when someone saved this FAQ since this edit began.
    const locationId = pages[0]!.locationId;
    await refuseStaleEdit({ c }, 'seoFaq', (await locationAnswer(db, locationId)).seoLocation, () =>
      lastSaved(db, 'seoFaq', { type: 'seo_location', id: locationId }),
    );
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
    // Which ids went where, as lists too: the app says each, without reading `warn`.
    const lists = { added, already, unknown };
    if (added.length === 0) {
      return {
        message: 'error',
        warn: warnings.join(' ') || null,
        error: TOASTS.sectionAddFailed.message,
        ...lists,
      };
    }
    return {
      message: 'ok',
      warn: warnings.length ? warnings.join(' ') : null,
      error: null,
      ...lists,
    };
  },

  async rearrangeDisplay({ db, body, c, recorded }) {
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
      // No silent overwrite: a move made from an order someone changed since is refused,
      // naming them (the two sections' history: a move is on both).
      await refuseStaleEdit({ c }, 'displaySections', [...locked.values()], () =>
        lastWrite(tx as unknown as Db, { type: 'display_section', ids: [...locked.keys()] }),
      );
      if (!sameSection) recorded.also.push({ type: 'display_section', id: target.id });
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

  async removeDisplayOffice({ db, body, c }) {
    await db.transaction(async (tx) => {
      const section = await sectionRow(tx as unknown as Db, body.sectionId, true);
      await refuseStaleEdit({ c }, 'displaySections', [section], () =>
        lastWrite(tx as unknown as Db, { type: 'display_section', ids: [section.id] }),
      );
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
