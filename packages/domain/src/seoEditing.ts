import { listColumns } from './lists';
import {
  DEFAULT_FAQ_TITLES,
  hasFaq,
  seoPublicPath,
  seoStatusLabel,
  type LinkablePage,
} from './seo';
import type { FaqEntry, SeoLang, SeoLocation, SeoPage, SeoSlug } from './types';
import type { FaqForm, SeoLocationForm, SeoPageContent } from './validation/seo';

/**
 * What the SEO location screens edit (people-and-content §2.3): the table's columns, the
 * 'Add/Edit Seo Location Page' form as it opens, the locations offered for linking, the texts
 * the server writes on Generate, and the FAQ modal's pairs of French and English entries.
 */

// The table ---------------------------------------------------------------------------------

/**
 * The SEO table's columns, in the spec's order and words (Location, Links, FAQ, Status); the
 * Action column is the table's own. Links are the French then the English public page (as the
 * table lists them), in full on the public site when the context names it (the CSV); a page
 * that does not exist has no link (the table says so beside the other).
 */
export const SEO_LOCATION_COLUMNS = listColumns<SeoLocation>()([
  { key: 'location', header: 'Location', text: (l) => l.displayTitle },
  {
    key: 'links',
    header: 'Links',
    text: (l, { publicSiteUrl }) =>
      (['fr', 'en'] as const)
        .filter((lang) => l.seoPages[lang])
        .map((lang) => seoPublicPath(l, lang, publicSiteUrl))
        .join(' '),
  },
  { key: 'faq', header: 'FAQ', text: (l) => (hasFaq(l) ? 'Yes' : 'No') },
  { key: 'status', header: 'Status', text: (l) => seoStatusLabel(l.status) },
]);

// The location form -------------------------------------------------------------------------

/** The texts of one language's page that Generate writes (everything but the linked pages). */
export type SeoPageTexts = Omit<SeoPageContent, 'linkedPages'>;

/** What the texts are written from: the location's slug and place. */
export interface SeoPlace {
  slug: SeoSlug;
  city: string;
  zipCode: string | null;
  poi: string | null;
}

const BLANK_TEXTS: SeoPageTexts = {
  navCta: '',
  title: '',
  description: '',
  sitemapTitle: '',
  h1: '',
  metaDescription: '',
};

function contentOf(page: SeoPage | null): SeoPageContent {
  if (!page) return { ...BLANK_TEXTS, linkedPages: [] };
  const { navCta, title, description, sitemapTitle, h1, metaDescription, linkedPages } = page;
  return { navCta, title, description, sitemapTitle, h1, metaDescription, linkedPages };
}

/**
 * The 'Add/Edit Seo Location Page' form as it opens: the location's values, or a blank form
 * (no slug chosen) for a new one. A language without a page opens blank: saving creates it.
 */
export function seoLocationFormOf(location: SeoLocation | null): SeoLocationForm {
  return {
    slug: location?.slug ?? null,
    city: location?.city ?? '',
    zipCode: location?.zipCode ?? '',
    poi: location?.poi ?? '',
    pages: {
      en: contentOf(location?.seoPages.en ?? null),
      fr: contentOf(location?.seoPages.fr ?? null),
    },
  };
}

/** The form with generated texts in both languages; the linked pages stay as they were. */
export function withSeoTexts(
  form: SeoLocationForm,
  texts: Record<SeoLang, SeoPageTexts>,
): SeoLocationForm {
  return {
    ...form,
    pages: {
      en: { ...form.pages.en, ...texts.en },
      fr: { ...form.pages.fr, ...texts.fr },
    },
  };
}

/**
 * The pages of one language that can be linked, named by their location's title: a page
 * links to pages of its own language.
 */
export function seoLinkablePages(locations: readonly SeoLocation[], lang: SeoLang): LinkablePage[] {
  return locations.flatMap((l) => {
    const page = l.seoPages[lang];
    return page ? [{ id: page.id, title: l.displayTitle }] : [];
  });
}

// Generated texts -----------------------------------------------------------------------------

const SLUG_WORDS: Readonly<Record<SeoLang, Record<SeoSlug, string>>> = {
  fr: {
    offices: 'Location de bureaux',
    flexible_offices: 'Bureaux flexibles',
    coworking: 'Coworking',
  },
  en: { offices: 'Office rental', flexible_offices: 'Flexible offices', coworking: 'Coworking' },
};

/**
 * The title a location is listed and searched by: the French words of its slug, then its
 * city, zip code and neighbourhood ("Location de bureaux Paris 75008").
 */
export function seoDisplayTitle(place: SeoPlace): string {
  const where = [place.city.trim(), place.zipCode?.trim(), place.poi?.trim()].filter(Boolean);
  return [SLUG_WORDS.fr[place.slug], ...where].join(' ');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The texts of a location's French and English pages, written from its slug and place (what
 * Generate fills the form with). The description is rich text with headings 3 and 4; what was
 * typed is escaped in it.
 */
export function composeSeoTexts(place: SeoPlace): Record<SeoLang, SeoPageTexts> {
  const city = place.city.trim();
  const where = [city, place.zipCode?.trim(), place.poi?.trim()].filter(Boolean).join(' ');
  const fr = SLUG_WORDS.fr[place.slug];
  const en = SLUG_WORDS.en[place.slug];
  return {
    fr: {
      navCta: `Bureaux à ${city}`,
      title: `${fr} ${where}`,
      description:
        `<h3>${escapeHtml(`${fr} à ${where}`)}</h3>` +
        `<p>Trouvez des bureaux équipés et flexibles à ${escapeHtml(where)}, disponibles rapidement et sans engagement long.</p>` +
        `<h4>${escapeHtml(`Pourquoi ${city} ?`)}</h4>` +
        '<p>Des transports, des commerces et un tissu d’entreprises dynamique : votre équipe s’y installe en quelques jours.</p>',
      sitemapTitle: `${fr} ${where}`,
      h1: `${fr} à ${where}`,
      metaDescription: `${fr} à ${where} : bureaux disponibles immédiatement, sans engagement long.`,
    },
    en: {
      navCta: `Offices in ${city}`,
      title: `${en} ${where}`,
      description:
        `<h3>${escapeHtml(`${en} in ${where}`)}</h3>` +
        `<p>Find furnished, flexible offices in ${escapeHtml(where)}, available quickly and without a long lease.</p>` +
        `<h4>${escapeHtml(`Why ${city}?`)}</h4>` +
        '<p>Transport, shops and a lively business scene: your team moves in within days.</p>',
      sitemapTitle: `${en} ${where}`,
      h1: `${en} in ${where}`,
      metaDescription: `${en} in ${where}: offices available now, without a long lease.`,
    },
  };
}

// The FAQ modal -------------------------------------------------------------------------------

/**
 * The FAQ modal's form: one per language page the location has (both, usually), their entries
 * paired by position.
 */
export type FaqForms = Partial<Record<SeoLang, FaqForm>>;

/** The languages of a FAQ form, French first (the order Save sends them in). */
export function faqLangs(forms: FaqForms): SeoLang[] {
  return (['fr', 'en'] as const).filter((lang) => forms[lang] !== undefined);
}

const blankEntry = (): FaqEntry => ({ title: '', description: '' });

/** The forms with each language's form changed by `change`. */
function eachLang(forms: FaqForms, change: (form: FaqForm) => FaqForm): FaqForms {
  return Object.fromEntries(faqLangs(forms).map((lang) => [lang, change(forms[lang] as FaqForm)]));
}

/**
 * The FAQ modal's form for a location: one per language page it has, or null when it has
 * none. A FAQ belongs to a page: a location whose English page is missing still has its French
 * FAQ to edit (only the status change, which acts on both pages, is skipped then:
 * people-and-content §4). Entry n of one language pairs with entry n of the other; the shorter
 * list is padded with blank entries, which must be filled before saving.
 */
export function faqFormsOf(location: Pick<SeoLocation, 'seoPages'>): FaqForms | null {
  const pages = (['fr', 'en'] as const)
    .map((lang) => location.seoPages[lang])
    .filter((page): page is SeoPage => Boolean(page));
  if (pages.length === 0) return null;
  const count = Math.max(...pages.map((page) => page.faq.length));
  const form = (page: SeoPage): FaqForm => ({
    pageId: page.id,
    faqTitle: page.faqTitle || DEFAULT_FAQ_TITLES[page.lang],
    faq: Array.from({ length: count }, (_, i) => ({ ...(page.faq[i] ?? blankEntry()) })),
  });
  return Object.fromEntries(pages.map((page) => [page.lang, form(page)]));
}

/** The number of entries (the same in every language). */
export function faqCount(forms: FaqForms): number {
  const lang = faqLangs(forms)[0];
  return lang ? (forms[lang] as FaqForm).faq.length : 0;
}

/** 'Add new FAQ': a blank entry at the end, in every language. */
export function addFaqEntry(forms: FaqForms): FaqForms {
  return eachLang(forms, (form) => ({ ...form, faq: [...form.faq, blankEntry()] }));
}

/** The forms without entry `index`, in every language. */
export function removeFaqEntry(forms: FaqForms, index: number): FaqForms {
  return eachLang(forms, (form) => ({ ...form, faq: form.faq.filter((_, i) => i !== index) }));
}

/**
 * The saved ids of entry `index` in both languages (what Delete FAQ entry sends), or null when
 * either was never saved: then the entry goes with the next Save changes.
 */
export function faqEntryIds(forms: FaqForms, index: number): { frId: number; enId: number } | null {
  const frId = forms.fr?.faq[index]?.id;
  const enId = forms.en?.faq[index]?.id;
  return frId === undefined || enId === undefined ? null : { frId, enId };
}

/**
 * Where a refused FAQ save should take the user: the first entry, French then English, with
 * an error of `validateFaq` ("fr.0.title"), or null.
 */
export function firstFaqError(
  errors: Partial<Record<string, string>>,
): { lang: SeoLang; index: number } | null {
  for (const key of Object.keys(errors)) {
    const match = /^(fr|en)\.(\d+)\./.exec(key);
    if (match) return { lang: match[1] as SeoLang, index: Number(match[2]) };
  }
  return null;
}

// Answers -------------------------------------------------------------------------------------

/** Save changes of the location modal went through (wording not in the spec). */
export const SEO_LOCATION_SAVED = 'SEO location page saved';

/** Activate or suspend went through: the pages' new status (wording not in the spec). */
export function seoStatusChanged(action: 'activate' | 'suspend'): string {
  return action === 'activate' ? 'SEO pages activated' : 'SEO pages suspended';
}
