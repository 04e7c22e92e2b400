/**
 * SEO locations, pages and FAQ, the homepage's display sections and the map searches made (the
 * search analytics), beside schema.ts (which re-exports them).
 */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant, reference } from './columns';

// SEO --------------------------------------------------------------------------------------------

export const seoLocations = pgTable('seo_locations', {
  id: id(),
  slug: text().$type<'offices' | 'flexible_offices' | 'coworking'>().notNull(),
  city: text().notNull(),
  zipCode: text(),
  poi: text(),
  displayTitle: text().notNull(),
  createdAt: instant().notNull(),
});

export const seoPages = pgTable(
  'seo_pages',
  {
    id: id(),
    locationId: reference(() => seoLocations.id, { onDelete: 'cascade' }),
    lang: text().$type<'fr' | 'en'>().notNull(),
    /** 0 suspended, 10 active: the French and English pages change together. */
    status: integer().notNull().default(10),
    faqTitle: text().notNull(),
    navCta: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    sitemapTitle: text().notNull(),
    h1: text().notNull(),
    metaDescription: text().notNull(),
    linkedPages: jsonb().$type<number[]>().notNull(),
  },
  (t) => [uniqueIndex().on(t.locationId, t.lang)],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: id(),
    pageId: reference(() => seoPages.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull(),
    description: text().notNull(),
  },
  (t) => [index().on(t.pageId)],
);

// Display sections, analytics --------------------------------------------------------------------

export const displaySections = pgTable('display_sections', {
  id: id(),
  rank: integer().notNull().unique(),
  /** Office ids in display order. */
  offices: jsonb().$type<number[]>().notNull(),
});

/** Every office search (map search and office list), for the search analytics CSV. */
export const searchEvents = pgTable(
  'search_events',
  {
    id: id(),
    createdAt: instant().notNull().defaultNow(),
    source: text().notNull(),
    place: text(),
    criteria: jsonb().$type<Record<string, unknown>>().notNull(),
    resultCount: integer().notNull(),
  },
  (t) => [index().on(t.createdAt)],
);
