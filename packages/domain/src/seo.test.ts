import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAQ_TITLES,
  DEFAULT_SEO_LANG,
  PUBLIC_SLUGS,
  SEO_LANGS,
  SEO_SLUGS,
  SEO_STATUS,
  canLinkMorePages,
  hasFaq,
  isSeoLocationSuspended,
  linkCandidates,
  linkedPagesByTitle,
  seoPublicPath,
  seoStatusChange,
  seoStatusLabel,
  toUrlSegment,
  toggleLinkedPage,
} from './seo';
import type { SeoLocation, SeoPage, SeoLang, SeoSlug } from './types';

function page(id: number, lang: SeoLang, faq: SeoPage['faq'] = []): SeoPage {
  return {
    id,
    faqTitle: DEFAULT_FAQ_TITLES[lang],
    faq,
    linkedPages: [],
    navCta: 'Offices',
    title: 'Offices in Paris',
    description: '<p>Text</p>',
    sitemapTitle: 'Paris',
    h1: 'Paris',
    metaDescription: 'Offices in Paris',
    lang,
  };
}

describe('people-and-content §3 — SEO code tables', () => {
  it('has status 0 suspended and 10 active', () => {
    expect(SEO_STATUS).toEqual({ suspended: 0, active: 10 });
    expect(seoStatusLabel(0)).toBe('Suspended');
    expect(seoStatusLabel(10)).toBe('Active');
    expect(isSeoLocationSuspended({ status: 0 })).toBe(true);
    expect(isSeoLocationSuspended({ status: 10 })).toBe(false);
  });

  it('has the slugs and the slug filter (all, coworking, flexible offices, rent)', () => {
    expect(SEO_SLUGS).toEqual([
      { value: 'coworking', label: 'coworking' },
      { value: 'flexible_offices', label: 'flexible offices' },
      { value: 'offices', label: 'rent' },
    ]);
  });

  it('has languages en and fr, fr by default, and the default FAQ titles', () => {
    expect(SEO_LANGS).toEqual(['en', 'fr']);
    expect(DEFAULT_SEO_LANG).toBe('fr');
    expect(DEFAULT_FAQ_TITLES).toEqual({
      fr: 'Questions fréquentes',
      en: 'Frequently Asked Questions',
    });
  });
});

describe('people-and-content §9 — the public SEO URL', () => {
  it('uses offices, flexible-offices or coworking, and bureaux for French rent pages', () => {
    expect(PUBLIC_SLUGS).toEqual({
      en: { offices: 'offices', flexible_offices: 'flexible-offices', coworking: 'coworking' },
      fr: { offices: 'bureaux', flexible_offices: 'flexible-offices', coworking: 'coworking' },
    });
  });

  const base = { city: 'Paris', zipCode: null, poi: null };
  it.each([
    [{ ...base, slug: 'offices' }, 'fr', '/fr/bureaux/paris'],
    [{ ...base, slug: 'offices' }, 'en', '/en/offices/paris'],
    [{ ...base, slug: 'flexible_offices' }, 'fr', '/fr/flexible-offices/paris'],
    [{ ...base, slug: 'coworking' }, 'en', '/en/coworking/paris'],
    [{ ...base, slug: 'coworking', zipCode: '75008' }, 'en', '/en/coworking/paris/75008'],
    [
      { ...base, slug: 'offices', zipCode: '75008', poi: 'Champs-Élysées' },
      'fr',
      '/fr/bureaux/paris/75008/champs-elysees',
    ],
    [{ ...base, slug: 'offices', poi: 'La Défense' }, 'en', '/en/offices/paris/la-defense'],
    [{ ...base, slug: 'offices', zipCode: ' ', poi: ' ' }, 'en', '/en/offices/paris'],
    [
      { city: 'Saint-Denis ', zipCode: null, poi: null, slug: 'offices' },
      'fr',
      '/fr/bureaux/saint-denis',
    ],
  ] as [
    { slug: SeoSlug; city: string; zipCode: string | null; poi: string | null },
    SeoLang,
    string,
  ][])('%o in %s is %s', (location, lang, path) => {
    expect(seoPublicPath(location, lang)).toBe(path);
  });

  it('prefixes the public site base URL', () => {
    expect(seoPublicPath({ ...base, slug: 'offices' }, 'fr', 'https://www.example.com/')).toBe(
      'https://www.example.com/fr/bureaux/paris',
    );
  });

  it.each([
    ["L'Haÿ-les-Roses", 'l-hay-les-roses'],
    ['  Luxembourg  Ville ', 'luxembourg-ville'],
    ['Île-de-France', 'ile-de-france'],
  ])('%j becomes the segment %j', (text, segment) => {
    expect(toUrlSegment(text)).toBe(segment);
  });
});

describe('people-and-content §4 — SEO page status', () => {
  const location = (status: 0 | 10, fr: SeoPage | null, en: SeoPage | null) => ({
    status,
    seoPages: { fr, en },
  });

  it('suspends an active location, both pages together', () => {
    expect(seoStatusChange(location(10, page(1, 'fr'), page(2, 'en')))).toEqual({
      action: 'suspend',
      ids: [1, 2],
    });
  });

  it('activates a suspended location, both pages together', () => {
    expect(seoStatusChange(location(0, page(1, 'fr'), page(2, 'en')))).toEqual({
      action: 'activate',
      ids: [1, 2],
    });
  });

  it.each([
    ['French', location(10, null, page(2, 'en'))],
    ['English', location(0, page(1, 'fr'), null)],
  ])('is skipped when the %s page is missing', (_, loc) => {
    expect(seoStatusChange(loc)).toBeNull();
  });

  it('says Yes in the FAQ column when either language has an entry', () => {
    const entry = [{ title: 'Q', description: 'A' }];
    const withFaq = (fr: SeoPage | null, en: SeoPage | null): Pick<SeoLocation, 'seoPages'> => ({
      seoPages: { fr, en },
    });
    expect(hasFaq(withFaq(page(1, 'fr', entry), page(2, 'en')))).toBe(true);
    expect(hasFaq(withFaq(page(1, 'fr'), page(2, 'en', entry)))).toBe(true);
    expect(hasFaq(withFaq(page(1, 'fr'), page(2, 'en')))).toBe(false);
    expect(hasFaq(withFaq(null, null))).toBe(false);
  });
});

describe('people-and-content §5 — at most 15 linked pages', () => {
  const fourteen = Array.from({ length: 14 }, (_, i) => i + 1);

  it('adds up to the 15th page and refuses the 16th', () => {
    const fifteen = toggleLinkedPage(fourteen, 99);
    expect(fifteen).toHaveLength(15);
    expect(canLinkMorePages(fourteen)).toBe(true);
    expect(canLinkMorePages(fifteen)).toBe(false);
    expect(toggleLinkedPage(fifteen, 100)).toEqual(fifteen);
  });

  it('unticks a linked page even when full', () => {
    const fifteen = [...fourteen, 15];
    expect(toggleLinkedPage(fifteen, 3)).not.toContain(3);
  });

  const pages = [
    { id: 1, title: 'Paris 8' },
    { id: 2, title: 'Lyon' },
    { id: 3, title: 'Paris 9' },
    { id: 4, title: 'Écully' },
  ];

  it('offers other locations matching the search, the current page excluded', () => {
    expect(linkCandidates(pages, 1, 'paris').map((p) => p.id)).toEqual([3]);
    expect(linkCandidates(pages, 1, '').map((p) => p.id)).toEqual([2, 3, 4]);
    expect(linkCandidates(pages, null, ' PARIS ').map((p) => p.id)).toEqual([1, 3]);
  });

  it('lists linked locations sorted by title', () => {
    expect(linkedPagesByTitle([3, 4, 2, 42], pages).map((p) => p.title)).toEqual([
      'Écully',
      'Lyon',
      'Paris 9',
    ]);
  });
});
