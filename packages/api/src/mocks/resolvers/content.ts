import { composeSeoTexts, parseIdList, type SeoPage } from '@backoffice/domain';
import type { seoRoutes } from '../../routes/seo';
import type { displayRoutes } from '../../routes/display';
import { byId, includes, notFound, seoLocationOfPage, type ResolversOf } from './shared';

/** The mocks of SEO pages and display sections, over the mock database. */
export const contentResolvers: ResolversOf<typeof seoRoutes & typeof displayRoutes> = {
  seoLocations: ({ db, query }) => ({
    seoLocations: db.seoLocations.filter(
      (l) =>
        (!query.slug || l.slug === query.slug) &&
        (!query.displayTitle || includes([l.displayTitle], query.displayTitle)),
    ),
  }),

  createSeoLocation: ({ db, body }) => {
    const id = db.nextId();
    const page = (lang: 'fr' | 'en'): SeoPage => ({
      ...body.pages[lang],
      id: db.nextId(),
      faqTitle: lang === 'fr' ? 'Questions fréquentes' : 'Frequently Asked Questions',
      faq: [],
      lang,
    });
    const seoLocation = {
      id,
      displayTitle: [body.city, body.zipCode, body.poi].filter(Boolean).join(' '),
      slug: body.slug,
      city: body.city,
      zipCode: body.zipCode,
      poi: body.poi,
      status: 10 as const,
      seoPages: { fr: page('fr'), en: page('en') },
    };
    db.seoLocations.push(seoLocation);
    return { seoLocation };
  },

  updateSeoLocation: ({ db, id, body }) => {
    const seoLocation = byId(db.seoLocations, id, (l) => l.id);
    if (!seoLocation) return notFound(`SEO location ${id}`);
    Object.assign(seoLocation, {
      slug: body.slug,
      city: body.city,
      zipCode: body.zipCode,
      poi: body.poi,
      displayTitle: [body.city, body.zipCode, body.poi].filter(Boolean).join(' '),
    });
    for (const lang of ['fr', 'en'] as const) {
      const page = seoLocation.seoPages[lang];
      if (page) Object.assign(page, body.pages[lang]);
    }
    return { seoLocation };
  },

  generateSeoLocationTexts: ({ body }) => ({ pages: composeSeoTexts(body) }),

  activateSeoPages: ({ db, body }) => {
    const location = seoLocationOfPage(db, body.ids[0] ?? 0);
    if (!location) return notFound(`SEO pages ${body.ids.join(', ')}`);
    location.status = 10;
    return { message: 'ok' };
  },

  suspendSeoPages: ({ db, body }) => {
    const location = seoLocationOfPage(db, body.ids[0] ?? 0);
    if (!location) return notFound(`SEO pages ${body.ids.join(', ')}`);
    location.status = 0;
    return { message: 'ok' };
  },

  deleteFaq: ({ db, body }) => {
    let found = false;
    for (const location of db.seoLocations) {
      for (const page of [location.seoPages.fr, location.seoPages.en]) {
        if (!page) continue;
        const kept = page.faq.filter((e) => e.id !== body.frId && e.id !== body.enId);
        found ||= kept.length !== page.faq.length;
        page.faq = kept;
      }
    }
    return found
      ? { success: true, message: 'ok', reason: null }
      : { success: false, message: null, reason: 'This FAQ entry does not exist' };
  },

  saveFaq: ({ db, body }) => {
    for (const item of body.data) {
      const location = seoLocationOfPage(db, item.pageId);
      const page = [location?.seoPages.fr, location?.seoPages.en].find(
        (p) => p?.id === item.pageId,
      );
      if (!page) return { success: false, message: null, reason: `No SEO page ${item.pageId}` };
      page.faqTitle = item.faqTitle;
      page.faq = item.faq.map((entry) => ({ ...entry, id: entry.id ?? db.nextId() }));
    }
    return { success: true, message: 'ok', reason: null };
  },

  displaySections: ({ db }) => ({ sections: db.sections }),

  addDisplayOffices: ({ db, body }) => {
    const section = byId(db.sections, body.section, (s) => s.id);
    if (!section) return notFound(`Section ${body.section}`);
    const ids = parseIdList(body.offices);
    const already = ids.filter((id) => section.offices.includes(id));
    const added = ids.filter((id) => !section.offices.includes(id));
    section.offices.push(...added);
    return {
      message: 'ok',
      warn: already.length ? `Already in this section: ${already.join(', ')}` : null,
      error: null,
      added,
      already,
      unknown: [],
    };
  },

  rearrangeDisplay: ({ db, body }) => {
    const source = byId(db.sections, body.source, (s) => s.id);
    const target = byId(db.sections, body.target, (s) => s.id);
    if (!source || !target) return notFound('Section');
    source.offices = body.sourceOffices;
    target.offices = body.targetOffices;
    return { message: 'ok' };
  },

  removeDisplayOffice: ({ db, body }) => {
    const section = byId(db.sections, body.sectionId, (s) => s.id);
    if (!section?.offices.includes(body.officeId)) {
      return notFound(`Office ${body.officeId} in section ${body.sectionId}`);
    }
    section.offices = section.offices.filter((id) => id !== body.officeId);
    return { message: 'ok' };
  },
};
