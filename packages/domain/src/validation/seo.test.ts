import { describe, expect, it } from 'vitest';
import { validateFaq, validateSeoLocation, type SeoLocationForm, type SeoPageContent } from './seo';

const content = (navCta: string, linkedPages: number[] = []): SeoPageContent => ({
  navCta,
  title: 'Title',
  description: '<p>Text</p>',
  sitemapTitle: 'Sitemap',
  h1: 'H1',
  metaDescription: 'Meta',
  linkedPages,
});

const form = (change: Partial<SeoLocationForm> = {}): SeoLocationForm => ({
  slug: 'offices',
  city: ' Paris ',
  zipCode: '',
  poi: ' Marais ',
  pages: { fr: content(' Bureaux '), en: content('Offices') },
  ...change,
});

const ALL = 'Please fill in all the fields';

describe('people-and-content §5 — SEO location save', () => {
  it('sends the location trimmed, blank zip and poi as null', () => {
    const result = validateSeoLocation(form());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.city).toBe('Paris');
    expect(result.value.zipCode).toBeNull();
    expect(result.value.poi).toBe('Marais');
    expect(result.value.pages.fr.navCta).toBe('Bureaux');
  });

  it('keeps a zip code and drops a blank neighbourhood', () => {
    const result = validateSeoLocation(form({ zipCode: ' 75008 ', poi: '' }));
    expect(result.ok && [result.value.zipCode, result.value.poi]).toEqual(['75008', null]);
  });

  it.each([
    ['slug', { slug: null }, 'slug'],
    ['city', { city: '  ' }, 'city'],
    ['French nav CTA', { pages: { fr: content(''), en: content('Offices') } }, 'fr.navCta'],
    ['English nav CTA', { pages: { fr: content('Bureaux'), en: content(' ') } }, 'en.navCta'],
  ] as [string, Partial<SeoLocationForm>, string][])(
    "a missing %s gives 'Please fill in all the fields'",
    (_, change, field) => {
      const result = validateSeoLocation(form(change));
      expect(result).toEqual({ ok: false, message: ALL, errors: { [field]: ALL } });
    },
  );

  it('refuses more than 15 linked pages', () => {
    const sixteen = Array.from({ length: 16 }, (_, i) => i + 1);
    const result = validateSeoLocation(
      form({
        pages: { fr: content('Bureaux', sixteen), en: content('Offices', sixteen.slice(1)) },
      }),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors)).toEqual(['fr.linkedPages']);
    expect(!result.ok && result.message).toMatch(/at most 15/);
  });
});

describe('people-and-content §5 — FAQ save', () => {
  const entry = (title: string, description: string, id?: number) => ({
    ...(id === undefined ? {} : { id }),
    title,
    description,
  });

  it('sends one item per language, French first, with default titles when blank', () => {
    expect(
      validateFaq({
        en: { pageId: 2, faqTitle: 'FAQ', faq: [entry(' How? ', '<p>Like this</p>', 5)] },
        fr: { pageId: 1, faqTitle: ' ', faq: [entry('Comment ?', '<p>Ainsi</p>')] },
      }),
    ).toEqual({
      ok: true,
      value: {
        data: [
          {
            pageId: 1,
            faqTitle: 'Questions fréquentes',
            faq: [{ title: 'Comment ?', description: '<p>Ainsi</p>' }],
          },
          {
            pageId: 2,
            faqTitle: 'FAQ',
            faq: [{ id: 5, title: 'How?', description: '<p>Like this</p>' }],
          },
        ],
      },
    });
  });

  it('gives the English default title too', () => {
    const result = validateFaq({
      en: { pageId: 2, faqTitle: '', faq: [] },
      fr: { pageId: 1, faqTitle: 'FAQ', faq: [] },
    });
    expect(result.ok && result.value.data[1]?.faqTitle).toBe('Frequently Asked Questions');
  });

  it.each([
    ['a French question', [entry('', '<p>A</p>')], [entry('Q', 'A')], 'fr.0.title'],
    ['a French answer', [entry('Q', '<p></p>')], [entry('Q', 'A')], 'fr.0.description'],
    ['an English question', [entry('Q', 'A')], [entry('Q', 'A'), entry(' ', 'A')], 'en.1.title'],
    ['an English answer', [entry('Q', 'A')], [entry('Q', '<p>&nbsp;</p>')], 'en.0.description'],
  ])("a missing %s gives 'Please fill in all the fields'", (_, fr, en, field) => {
    const result = validateFaq({
      fr: { pageId: 1, faqTitle: 'FAQ', faq: fr },
      en: { pageId: 2, faqTitle: 'FAQ', faq: en },
    });
    expect(result).toEqual({ ok: false, message: ALL, errors: { [field]: ALL } });
  });
});
