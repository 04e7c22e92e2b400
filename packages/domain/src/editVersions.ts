/**
 * No silent overwrite: an edit form sends the version of what it began from, and the server
 * refuses a save made over someone else's newer one (409 `edit_conflict`, naming who saved
 * and when); the form keeps what was typed and offers to see their version or save over it.
 *
 * A version is a digest of the edited part of a record as the API answers it, computed the
 * same way on both sides: the screen from the record it read when the edit began, the server
 * from the record as it stands under the write's row lock. No column or read answer carries
 * it, so every read stays as it is, and a change elsewhere in the record (a publication, an
 * internal note) is no conflict for an edit of its SEO texts.
 */
import { formatDateTime } from './format';
import { THRESHOLD_COLUMNS, type StageThresholds } from './team';
import type {
  Bookmark,
  DisplaySection,
  InternalNote,
  Office,
  RequestNote,
  SeoLocation,
  SeoPage,
} from './types';
import type { SavedView } from './views';

/** JSON with every object's keys in order: one text for one value, whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** FNV-1a over the UTF-16 code units, 32 bits, from a given basis. */
function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The version of a value: 64 bits of two FNV-1a digests of its canonical JSON, as hex. */
export function editVersion(value: unknown): string {
  const text = canonicalJson(value);
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return `v1-${hex(fnv1a(text, 0x811c9dc5))}${hex(fnv1a(text, 0x2f5a3c1b))}`;
}

/** A version as the `If-Match` header carries it: a quoted entity tag. */
export function ifMatchOf(version: string): string {
  return `"${version}"`;
}

/** The version an `If-Match` header names (quotes and a weak `W/` taken off); null for none. */
export function versionOfIfMatch(header: string | null | undefined): string | null {
  if (!header) return null;
  const tag = header.trim().replace(/^W\//, '');
  const match = /^"([^"]{1,64})"$/.exec(tag) ?? /^([\x21\x23-\x7e]{1,64})$/.exec(tag);
  return match ? match[1]! : null;
}

const pageTexts = (page: SeoPage | null) =>
  page && {
    navCta: page.navCta,
    title: page.title,
    description: page.description,
    sitemapTitle: page.sitemapTitle,
    h1: page.h1,
    metaDescription: page.metaDescription,
    linkedPages: page.linkedPages,
  };

const pageFaq = (page: SeoPage | null) =>
  page && {
    faqTitle: page.faqTitle,
    faq: page.faq.map(({ id, title, description }) => ({ id: id ?? null, title, description })),
  };

/**
 * The edited part of each record an edit form saves: what its version is a digest of. A form
 * and the server read the same part of the same answer.
 */
export const EDIT_PARTS = {
  /** The SEO location modal: the location's fields and both pages' texts (not the FAQ). */
  seoLocation: (location: SeoLocation) => ({
    displayTitle: location.displayTitle,
    slug: location.slug,
    city: location.city,
    zipCode: location.zipCode,
    poi: location.poi,
    fr: pageTexts(location.seoPages.fr),
    en: pageTexts(location.seoPages.en),
  }),
  /** The FAQ editor of a location: both pages' FAQ titles and entries. */
  seoFaq: (location: SeoLocation) => ({
    fr: pageFaq(location.seoPages.fr),
    en: pageFaq(location.seoPages.en),
  }),
  /** An office's SEO texts, French and English. */
  officeSeoTexts: (office: Pick<Office, 'seoDescription'>) => office.seoDescription,
  /** One internal note's text. */
  internalNote: (note: Pick<InternalNote, 'note'>) => note.note,
  /** One staff note's text on a request. */
  requestNote: (note: Pick<RequestNote, 'body'>) => note.body,
  /** A favorite's staff note (the guest's own note is not edited here). */
  bookmarkNote: (bookmark: Pick<Bookmark, 'notes'>) => bookmark.notes.content,
  /**
   * The homepage sections a move or a removal changes (one, or the two of a move between
   * sections): each one's offices in their order, by section id.
   */
  displaySections: (sections: readonly Pick<DisplaySection, 'id' | 'offices'>[]) =>
    [...new Map(sections.map((s) => [s.id, s.offices])).entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, offices]) => ({ id, offices })),
  /** The board's thresholds an Admin sets: each open column's days (null: never), in order. */
  stageThresholds: (thresholds: StageThresholds) =>
    THRESHOLD_COLUMNS.map((column) => thresholds[column]),
  /** A saved view, as its rename began: its name, filters and whether the team shares it. */
  savedView: (view: Pick<SavedView, 'name' | 'query' | 'shared'>) => ({
    name: view.name,
    query: view.query,
    shared: view.shared,
  }),
} as const;

export type EditPart = keyof typeof EDIT_PARTS;

/** The version of an edited part of a record. */
export function partVersion<P extends EditPart>(
  part: P,
  record: Parameters<(typeof EDIT_PARTS)[P]>[0],
): string {
  return editVersion((EDIT_PARTS[part] as (r: typeof record) => unknown)(record));
}

/** The error code of a save refused because someone saved a newer version meanwhile. */
export const EDIT_CONFLICT = 'edit_conflict';

/** What each part is called in the refusal ("… saved the FAQ on …"). */
const PART_NAMES: Readonly<Record<EditPart, string>> = {
  seoLocation: 'this SEO page',
  seoFaq: 'the FAQ',
  officeSeoTexts: 'the SEO texts',
  internalNote: 'this note',
  requestNote: 'this note',
  bookmarkNote: 'this favorite’s note',
  displaySections: 'these display sections',
  stageThresholds: 'the thresholds',
  savedView: 'this view',
};

/** What a refused save kept and offers, by part: a text form keeps the text; a move is undone. */
const PART_TAILS: Partial<Record<EditPart, string>> = {
  stageThresholds:
    'after you began editing. Your values are kept: see their version, or save over it.',
  displaySections:
    'after this screen showed them. Your change was not made: the sections show their order now; make it again if it is still needed.',
  savedView: 'after you began renaming it. Your name is kept: press Rename again to save over it.',
};

/** Who saved the newer version, and when; null when no one is on record. */
export interface SavedBy {
  name: string;
  /** ISO instant. */
  at: string;
}

/**
 * The refusal of a stale save, naming who saved and when: "Léa Bernard saved the FAQ on
 * 29/11/2026 10:02, after you began editing. Your text is kept: see their version, or save
 * over it."
 */
export function editConflictMessage(part: EditPart, saved: SavedBy | null): string {
  const verb = part === 'displaySections' ? 'changed' : 'saved';
  const who = saved
    ? `${saved.name} ${verb} ${PART_NAMES[part]} on ${formatDateTime(saved.at)}`
    : `Someone ${verb} ${PART_NAMES[part]}`;
  const tail =
    PART_TAILS[part] ??
    'after you began editing. Your text is kept: see their version, or save over it.';
  return `${who}, ${tail}`;
}

/** The words of the choices a refused save offers. */
export const EDIT_CONFLICT_WORDS = {
  seeTheirs: 'See their version',
  hideTheirs: 'Hide their version',
  saveOver: 'Save over it',
  theirVersion: 'Their version',
} as const;
