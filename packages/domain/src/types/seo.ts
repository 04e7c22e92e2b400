import type { SeoLang, SeoSlug, SeoStatus } from './codes';

// SEO locations, their pages in each language and their FAQ (people-and-content.md §3).

/** One FAQ entry; the id is absent until saved. */
export interface FaqEntry {
  id?: number;
  title: string;
  /** Rich text (HTML). */
  description: string;
}

/** The page of an SEO location in one language. */
export interface SeoPage {
  id: number;
  faqTitle: string;
  faq: FaqEntry[];
  /** Ids of the linked pages (at most 15). */
  linkedPages: number[];
  navCta: string;
  title: string;
  /** Rich text (HTML, headers 3 and 4). */
  description: string;
  sitemapTitle: string;
  h1: string;
  metaDescription: string;
  lang: SeoLang;
}

/** An SEO location with its French and English pages. */
export interface SeoLocation {
  id: number;
  displayTitle: string;
  slug: SeoSlug;
  city: string;
  zipCode: string | null;
  /** Neighbourhood. */
  poi: string | null;
  status: SeoStatus;
  seoPages: { fr: SeoPage | null; en: SeoPage | null };
}
