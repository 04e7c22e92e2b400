import { SEO_LINKED_PAGES_MAX, type Option } from './constants';
import { withoutTrailingSlashes } from './text';
import type { SeoLang, SeoLocation, SeoSlug, SeoStatus } from './types';

/** SEO languages; French is the default. */
export const SEO_LANGS: readonly SeoLang[] = ['en', 'fr'];
export const DEFAULT_SEO_LANG: SeoLang = 'fr';

/** SEO status codes. */
export const SEO_STATUS = { suspended: 0, active: 10 } as const satisfies Record<string, SeoStatus>;

export const SEO_STATUS_LABELS: Readonly<Record<SeoStatus, string>> = {
  0: 'Suspended',
  10: 'Active',
};

/** The label of an SEO status (Suspended or Active). */
export function seoStatusLabel(status: SeoStatus): string {
  return SEO_STATUS_LABELS[status];
}

/** Suspended rows are highlighted. */
export function isSeoLocationSuspended(location: Pick<SeoLocation, 'status'>): boolean {
  return location.status === SEO_STATUS.suspended;
}

/** SEO slugs with the names of the slug filter. */
export const SEO_SLUGS: readonly Option<SeoSlug>[] = [
  { value: 'coworking', label: 'coworking' },
  { value: 'flexible_offices', label: 'flexible offices' },
  { value: 'offices', label: 'rent' },
];

/** The slug in a public URL, per language: the French rent slug is 'bureaux'. */
export const PUBLIC_SLUGS: Readonly<Record<SeoLang, Record<SeoSlug, string>>> = {
  en: { offices: 'offices', flexible_offices: 'flexible-offices', coworking: 'coworking' },
  fr: { offices: 'bureaux', flexible_offices: 'flexible-offices', coworking: 'coworking' },
};

/** A URL path segment: lower case, accents dropped, anything else becomes a single '-'. */
export function toUrlSegment(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The public page of an SEO location: /{lang}/{slug}/{city}[/{zip}][/{poi}], the slug being
 * offices, flexible-offices or coworking, and bureaux for French rent pages. Pass the public
 * site's base URL to get an absolute link.
 */
export function seoPublicPath(
  location: Pick<SeoLocation, 'slug' | 'city' | 'zipCode' | 'poi'>,
  lang: SeoLang,
  baseUrl = '',
): string {
  const segments = [lang, PUBLIC_SLUGS[lang][location.slug], toUrlSegment(location.city)];
  const zip = location.zipCode?.trim();
  if (zip) segments.push(toUrlSegment(zip));
  const poi = location.poi?.trim();
  if (poi) segments.push(toUrlSegment(poi));
  return `${withoutTrailingSlashes(baseUrl)}/${segments.join('/')}`;
}

/** Activate or suspend, with the French and English page ids it applies to. */
export interface SeoStatusChange {
  action: 'activate' | 'suspend';
  ids: [number, number];
}

/**
 * The status action of a location: Active can be suspended, Suspended can be activated;
 * both apply to the French and English page ids together and are skipped (null) when
 * either id is missing.
 */
export function seoStatusChange(
  location: Pick<SeoLocation, 'status' | 'seoPages'>,
): SeoStatusChange | null {
  const fr = location.seoPages.fr?.id;
  const en = location.seoPages.en?.id;
  if (fr === undefined || en === undefined) return null;
  const action = location.status === SEO_STATUS.active ? 'suspend' : 'activate';
  return { action, ids: [fr, en] };
}

/** True when the location has a FAQ entry in either language (the FAQ column: Yes/No). */
export function hasFaq(location: Pick<SeoLocation, 'seoPages'>): boolean {
  const { fr, en } = location.seoPages;
  return (fr?.faq.length ?? 0) > 0 || (en?.faq.length ?? 0) > 0;
}

/** Default FAQ titles. */
export const DEFAULT_FAQ_TITLES: Readonly<Record<SeoLang, string>> = {
  fr: 'Questions fréquentes',
  en: 'Frequently Asked Questions',
};

// Linked pages ------------------------------------------------------------------------------

/** True while fewer than 15 pages are linked. */
export function canLinkMorePages(linked: readonly number[]): boolean {
  return linked.length < SEO_LINKED_PAGES_MAX;
}

/** Ticks or unticks a linked page; a 16th page is not added. */
export function toggleLinkedPage(linked: readonly number[], id: number): number[] {
  if (linked.includes(id)) return linked.filter((l) => l !== id);
  return canLinkMorePages(linked) ? [...linked, id] : [...linked];
}

/** A location that can be linked: its id and its title. */
export interface LinkablePage {
  id: number;
  title: string;
}

/** Locations offered for linking: matching the search, the current page excluded. */
export function linkCandidates<P extends LinkablePage>(
  pages: readonly P[],
  currentId: number | null,
  search: string,
): P[] {
  const text = search.trim().toLowerCase();
  return pages.filter((p) => p.id !== currentId && (!text || p.title.toLowerCase().includes(text)));
}

/** The linked locations, sorted by title (ids not found are left out). */
export function linkedPagesByTitle<P extends LinkablePage>(
  linked: readonly number[],
  pages: readonly P[],
): P[] {
  return pages
    .filter((p) => linked.includes(p.id))
    .sort((a, b) => a.title.localeCompare(b.title, 'fr'));
}
