import { DISPLAY_LOCATION } from '@backoffice/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { displaySections, seoLocations } from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import { likePattern } from '../shared';
import { loadLocations } from './model';

/** The content reads (GET routes). */
export const contentReadHandlers: HandlerGroup<'seoLocations' | 'displaySections'> = {
  async seoLocations({ db, query }) {
    const conditions = [];
    if (query.displayTitle)
      conditions.push(sql`${seoLocations.displayTitle} ilike ${likePattern(query.displayTitle)}`);
    if (query.slug) conditions.push(eq(seoLocations.slug, query.slug));
    const rows = await db
      .select()
      .from(seoLocations)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(seoLocations.displayTitle), asc(seoLocations.id));
    return { seoLocations: await loadLocations(db, rows) };
  },

  async displaySections({ db, query }) {
    // Display sections exist for Paris only (people-and-content §9).
    if (query.location && query.location.toLowerCase() !== DISPLAY_LOCATION.toLowerCase())
      return { sections: [] };
    const rows = await db.select().from(displaySections).orderBy(asc(displaySections.rank));
    return { sections: rows.map((r) => ({ id: r.id, rank: r.rank, offices: r.offices })) };
  },
};
