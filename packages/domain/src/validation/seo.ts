import { SEO_LINKED_PAGES_MAX } from '../constants';
import { DEFAULT_FAQ_TITLES, SEO_LANGS } from '../seo';
import type { FaqEntry, SeoLang, SeoPage, SeoSlug } from '../types';
import { VALIDATION_MESSAGES as M } from './messages';
import { filled, validate, type Check, type Validation } from './result';
import { isRichTextEmpty } from './richText';

/** The content of an SEO page edited in the location modal, per language. */
export type SeoPageContent = Pick<
  SeoPage,
  'navCta' | 'title' | 'description' | 'sitemapTitle' | 'h1' | 'metaDescription' | 'linkedPages'
>;

/** The 'Add/Edit Seo Location Page' form. */
export interface SeoLocationForm {
  slug: SeoSlug | null;
  city: string;
  zipCode: string;
  poi: string;
  pages: Record<SeoLang, SeoPageContent>;
}

/** What a create or update of an SEO location sends. */
export interface SeoLocationInput {
  slug: SeoSlug;
  city: string;
  zipCode: string | null;
  poi: string | null;
  pages: Record<SeoLang, SeoPageContent>;
}

export type SeoLocationField = 'slug' | 'city' | `${SeoLang}.navCta` | `${SeoLang}.linkedPages`;

/**
 * SEO location save (people-and-content §5): slug, city and the nav CTA of every language
 * are required, else 'Please fill in all the fields'; at most 15 linked pages per page.
 */
export function validateSeoLocation(
  form: SeoLocationForm,
): Validation<SeoLocationInput, SeoLocationField> {
  const checks: Check<SeoLocationField>[] = [
    ['slug', form.slug === null && M.fillAllFields],
    ['city', !filled(form.city) && M.fillAllFields],
  ];
  for (const lang of SEO_LANGS) {
    checks.push([`${lang}.navCta`, !filled(form.pages[lang].navCta) && M.fillAllFields]);
  }
  for (const lang of SEO_LANGS) {
    const tooMany = form.pages[lang].linkedPages.length > SEO_LINKED_PAGES_MAX;
    checks.push([`${lang}.linkedPages`, tooMany && M.tooManyLinkedPages]);
  }
  return validate(checks, () => ({
    slug: form.slug as SeoSlug,
    city: form.city.trim(),
    zipCode: form.zipCode.trim() || null,
    poi: form.poi.trim() || null,
    pages: {
      fr: { ...form.pages.fr, navCta: form.pages.fr.navCta.trim() },
      en: { ...form.pages.en, navCta: form.pages.en.navCta.trim() },
    },
  }));
}

/** One language of the FAQ modal. */
export interface FaqForm {
  pageId: number;
  faqTitle: string;
  faq: FaqEntry[];
}

/** What Save FAQ sends: one item per language. */
export interface FaqSavePayload {
  data: FaqForm[];
}

/** Field names of FAQ errors: "fr.0.title", "en.2.description". */
export type FaqField = `${SeoLang}.${number}.${'title' | 'description'}`;

/**
 * FAQ save (people-and-content §5): every question and answer in both languages (in each
 * language page the location has) must be filled, else 'Please fill in all the fields'. A
 * blank FAQ title takes the default title of its language. The French page is sent first.
 */
export function validateFaq(
  form: Partial<Record<SeoLang, FaqForm>>,
): Validation<FaqSavePayload, FaqField> {
  const langs = (['fr', 'en'] as const).filter((lang) => form[lang] !== undefined);
  const checks: Check<FaqField>[] = [];
  for (const lang of langs) {
    (form[lang] as FaqForm).faq.forEach((entry, i) => {
      checks.push([`${lang}.${i}.title`, !filled(entry.title) && M.fillAllFields]);
      checks.push([
        `${lang}.${i}.description`,
        isRichTextEmpty(entry.description) && M.fillAllFields,
      ]);
    });
  }
  return validate(checks, () => ({
    data: langs.map((lang) => {
      const page = form[lang] as FaqForm;
      return {
        pageId: page.pageId,
        faqTitle: page.faqTitle.trim() || DEFAULT_FAQ_TITLES[lang],
        faq: page.faq.map((entry) => ({ ...entry, title: entry.title.trim() })),
      };
    }),
  }));
}
