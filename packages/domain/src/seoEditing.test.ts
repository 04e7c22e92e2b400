import { describe, expect, it } from 'vitest';
import { listCells, listHeaders } from './lists';
import { DEFAULT_FAQ_TITLES } from './seo';
import {
  SEO_LOCATION_COLUMNS,
  addFaqEntry,
  composeSeoTexts,
  faqCount,
  faqEntryIds,
  faqFormsOf,
  faqLangs,
  firstFaqError,
  removeFaqEntry,
  seoLinkablePages,
  seoDisplayTitle,
  seoLocationFormOf,
  seoStatusChanged,
  withSeoTexts,
} from './seoEditing';
import type { FaqEntry, SeoLang, SeoLocation, SeoPage } from './types';
import { validateFaq } from './validation/seo';

function page(
  id: number,
  lang: SeoLang,
  faq: FaqEntry[] = [],
  linkedPages: number[] = [],
): SeoPage {
  return {
    id,
    faqTitle: lang === 'fr' ? 'FAQ Paris' : '',
    faq,
    linkedPages,
    navCta: `Nav ${lang}`,
    title: `Title ${lang}`,
    description: `<p>${lang}</p>`,
    sitemapTitle: `Sitemap ${lang}`,
    h1: `H1 ${lang}`,
    metaDescription: `Meta ${lang}`,
    lang,
  };
}

function location(id: number, change: Partial<SeoLocation> = {}): SeoLocation {
  return {
    id,
    displayTitle: `Location ${id}`,
    slug: 'offices',
    city: 'Paris',
    zipCode: '75008',
    poi: null,
    status: 10,
    seoPages: { fr: page(id * 2 - 1, 'fr'), en: page(id * 2, 'en') },
    ...change,
  };
}

const context = { now: new Date('2026-03-16T10:00:00Z'), origin: '' };

describe('people-and-content §2.3 — the SEO table', () => {
  it('has the columns Location, Links, FAQ and Status with their texts', () => {
    expect(listHeaders(SEO_LOCATION_COLUMNS)).toEqual(['Location', 'Links', 'FAQ', 'Status']);
    const withFaq = location(1, {
      seoPages: {
        fr: page(1, 'fr', [{ id: 5, title: 'Q', description: '<p>A</p>' }]),
        en: null,
      },
      status: 0,
    });
    expect(listCells(SEO_LOCATION_COLUMNS, withFaq, context)).toEqual([
      'Location 1',
      '/fr/bureaux/paris/75008',
      'Yes',
      'Suspended',
    ]);
    expect(listCells(SEO_LOCATION_COLUMNS, location(2), context)).toEqual([
      'Location 2',
      '/fr/bureaux/paris/75008 /en/offices/paris/75008',
      'No',
      'Active',
    ]);
  });

  it('writes both links in full on the public site when the context names it (the CSV)', () => {
    const site = { ...context, publicSiteUrl: 'https://www.example.com/' };
    const onlyEnglish = location(3, { seoPages: { fr: null, en: page(6, 'en') } });
    expect(listCells(SEO_LOCATION_COLUMNS, location(2), site)[1]).toBe(
      'https://www.example.com/fr/bureaux/paris/75008 https://www.example.com/en/offices/paris/75008',
    );
    expect(listCells(SEO_LOCATION_COLUMNS, onlyEnglish, site)[1]).toBe(
      'https://www.example.com/en/offices/paris/75008',
    );
  });
});

describe("people-and-content §2.3 — the 'Add/Edit Seo Location Page' form", () => {
  it('opens blank for a new location, with no slug chosen', () => {
    const form = seoLocationFormOf(null);
    expect(form.slug).toBeNull();
    expect([form.city, form.zipCode, form.poi]).toEqual(['', '', '']);
    expect(form.pages.fr).toEqual({
      navCta: '',
      title: '',
      description: '',
      sitemapTitle: '',
      h1: '',
      metaDescription: '',
      linkedPages: [],
    });
  });

  it("opens on a location's values; a missing page opens blank", () => {
    const form = seoLocationFormOf(
      location(3, {
        poi: 'Opéra',
        zipCode: null,
        seoPages: { fr: page(5, 'fr', [], [7, 9]), en: null },
      }),
    );
    expect([form.slug, form.city, form.zipCode, form.poi]).toEqual([
      'offices',
      'Paris',
      '',
      'Opéra',
    ]);
    expect(form.pages.fr.navCta).toBe('Nav fr');
    expect(form.pages.fr.linkedPages).toEqual([7, 9]);
    expect(form.pages.en.navCta).toBe('');
  });

  it('fills generated texts in, keeping the linked pages', () => {
    const form = seoLocationFormOf(
      location(1, { seoPages: { fr: page(1, 'fr', [], [3]), en: null } }),
    );
    const texts = composeSeoTexts({ slug: 'offices', city: 'Paris', zipCode: null, poi: null });
    const filled = withSeoTexts(form, texts);
    expect(filled.pages.fr.navCta).toBe('Bureaux à Paris');
    expect(filled.pages.fr.linkedPages).toEqual([3]);
    expect(filled.pages.en.h1).toBe('Office rental in Paris');
    expect(filled.city).toBe('Paris');
  });

  it('offers the pages of one language, named by their location', () => {
    const locations = [location(1), location(2, { seoPages: { fr: page(3, 'fr'), en: null } })];
    expect(seoLinkablePages(locations, 'fr')).toEqual([
      { id: 1, title: 'Location 1' },
      { id: 3, title: 'Location 2' },
    ]);
    expect(seoLinkablePages(locations, 'en')).toEqual([{ id: 2, title: 'Location 1' }]);
  });
});

describe('people-and-content §3 — the display title', () => {
  it('names a location by its slug in French, then its place', () => {
    expect(seoDisplayTitle({ slug: 'offices', city: ' Paris ', zipCode: '75008', poi: null })).toBe(
      'Location de bureaux Paris 75008',
    );
    expect(
      seoDisplayTitle({ slug: 'coworking', city: 'Lyon', zipCode: '', poi: 'Part-Dieu' }),
    ).toBe('Coworking Lyon Part-Dieu');
  });
});

describe('people-and-content §2.3 — Generate', () => {
  it('writes every text of both languages from the slug and the place', () => {
    const texts = composeSeoTexts({
      slug: 'flexible_offices',
      city: ' Lyon ',
      zipCode: '69003',
      poi: 'Part-Dieu',
    });
    expect(texts.fr.title).toBe('Bureaux flexibles Lyon 69003 Part-Dieu');
    expect(texts.en.title).toBe('Flexible offices Lyon 69003 Part-Dieu');
    expect(texts.en.navCta).toBe('Offices in Lyon');
    expect(texts.fr.description).toMatch(/^<h3>Bureaux flexibles à Lyon 69003 Part-Dieu<\/h3><p>/);
    expect(texts.en.description).toContain('<h4>Why Lyon?</h4>');
    for (const lang of ['fr', 'en'] as const) {
      for (const text of Object.values(texts[lang])) expect(text).not.toBe('');
    }
  });

  it('escapes what was typed in the rich text', () => {
    const texts = composeSeoTexts({
      slug: 'coworking',
      city: '<img src=x onerror=alert(1)> & "co"',
      zipCode: null,
      poi: null,
    });
    expect(texts.en.description).not.toContain('<img');
    expect(texts.en.description).toContain(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;co&quot;',
    );
    expect(texts.fr.description).not.toContain('<img');
  });
});

describe('people-and-content §2.3 — the FAQ modal', () => {
  const q = (id: number | undefined, title: string): FaqEntry => ({
    ...(id === undefined ? {} : { id }),
    title,
    description: `<p>${title}</p>`,
  });

  it('edits the FAQ of the language pages that exist, none without a page', () => {
    const frOnly = faqFormsOf(
      location(1, { seoPages: { fr: page(1, 'fr', [q(11, 'Un')]), en: null } }),
    )!;
    expect(faqLangs(frOnly)).toEqual(['fr']);
    expect(faqCount(frOnly)).toBe(1);
    expect(faqLangs(addFaqEntry(frOnly))).toEqual(['fr']);
    expect(faqCount(removeFaqEntry(frOnly, 0))).toBe(0);
    expect(faqEntryIds(frOnly, 0)).toBeNull();
    const enOnly = faqFormsOf(location(1, { seoPages: { fr: null, en: page(2, 'en') } }))!;
    expect(faqLangs(enOnly)).toEqual(['en']);
    // Save sends the one page: every question and answer of it filled.
    expect(validateFaq(addFaqEntry(enOnly)).ok).toBe(false);
    expect(validateFaq(enOnly)).toEqual({
      ok: true,
      value: { data: [{ pageId: 2, faqTitle: DEFAULT_FAQ_TITLES.en, faq: [] }] },
    });
    expect(faqFormsOf(location(1, { seoPages: { fr: null, en: null } }))).toBeNull();
    expect(faqCount({})).toBe(0);
  });

  it('pairs entries by position, padding the shorter language, with default titles', () => {
    const forms = faqFormsOf(
      location(1, {
        seoPages: {
          fr: page(1, 'fr', [q(11, 'Un'), q(12, 'Deux')]),
          en: page(2, 'en', [q(21, 'One')]),
        },
      }),
    )!;
    expect(forms.fr!.pageId).toBe(1);
    expect(forms.fr!.faqTitle).toBe('FAQ Paris');
    expect(forms.en!.faqTitle).toBe(DEFAULT_FAQ_TITLES.en);
    expect(forms.fr!.faq.map((e) => e.title)).toEqual(['Un', 'Deux']);
    expect(forms.en!.faq).toEqual([q(21, 'One'), { title: '', description: '' }]);
    expect(faqEntryIds(forms, 0)).toEqual({ frId: 11, enId: 21 });
    // The second English entry was never saved: it goes with Save changes.
    expect(faqEntryIds(forms, 1)).toBeNull();
    expect(faqEntryIds(forms, 5)).toBeNull();
  });

  it('adds a blank entry to both languages and removes one from both', () => {
    const forms = faqFormsOf(location(1))!;
    const added = addFaqEntry(addFaqEntry(forms));
    expect(added.fr!.faq).toHaveLength(2);
    expect(added.en!.faq).toHaveLength(2);
    const named = { ...added, fr: { ...added.fr!, faq: [q(1, 'A'), q(2, 'B')] } };
    const removed = removeFaqEntry(named, 0);
    expect(removed.fr!.faq).toEqual([q(2, 'B')]);
    expect(removed.en!.faq).toHaveLength(1);
  });

  it('finds the first entry a refused save points at', () => {
    const forms = addFaqEntry(faqFormsOf(location(1))!);
    forms.fr!.faq[0] = q(undefined, 'Un');
    const refused = validateFaq(forms);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(firstFaqError(refused.errors)).toEqual({ lang: 'en', index: 0 });
    expect(firstFaqError({})).toBeNull();
    expect(firstFaqError({ other: 'x' })).toBeNull();
  });
});

describe('people-and-content §8 — answers the spec leaves unworded', () => {
  it('names the status the pages now have', () => {
    expect(seoStatusChanged('activate')).toBe('SEO pages activated');
    expect(seoStatusChanged('suspend')).toBe('SEO pages suspended');
  });
});
