import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { routes, type RouteName } from '@backoffice/api/contract';
import { HISTORY_PAGE_SIZE } from '@backoffice/domain';
import type { Db } from '../db/client';
import { auditLog, offices, requests, users } from '../db/schema';
import { notFound } from '../errors';
import type { HandlerGroup } from '../http/context';
import type { EntityType } from '../http/writes';
import { isoOf, pageCount } from './shared';

/** The history rows of one record (a request, an office, a user...). */
export function writesOn(type: string, id: number): SQL | undefined {
  return and(eq(auditLog.entityType, type), eq(auditLog.entityId, id));
}

/** The newest history row `where` matches: who wrote it, when and by which route; null for none. */
export async function newestWrite(
  db: Db,
  where: SQL | undefined,
): Promise<{ name: string; at: Date; route: string } | null> {
  const [row] = await db
    .select({ name: auditLog.staffName, at: auditLog.at, route: auditLog.route })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row ?? null;
}

/** A page of an entity's history, newest first. */
async function historyOf(db: Db, type: EntityType, id: number, page: number) {
  const where = writesOn(type, id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(HISTORY_PAGE_SIZE)
      .offset((page - 1) * HISTORY_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    pages: pageCount(n, HISTORY_PAGE_SIZE),
    total: n,
    entries: rows.map((row) => ({
      id: row.id,
      at: isoOf(row.at),
      staff: { id: row.staffId, name: row.staffName },
      action: row.route,
      summary: routeSummary(row.route),
      changes: row.changes,
      input: row.input ?? null,
      server: row.server,
    })),
  };
}

async function exists(db: Db, table: typeof requests | typeof offices | typeof users, id: number) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

/** A route's summary, the history's words for a write without a sentence of its own. */
export function routeSummary(route: string): string {
  return routes[route as RouteName]?.summary ?? route;
}

export const historyHandlers: HandlerGroup<'requestHistory' | 'officeHistory' | 'userHistory'> = {
  async requestHistory({ db, params, query }) {
    if (!(await exists(db, requests, params.id))) throw notFound('Request', params.id);
    return historyOf(db, 'request', params.id, query.page ?? 1);
  },
  async officeHistory({ db, params, query }) {
    if (!(await exists(db, offices, params.id))) throw notFound('Office', params.id);
    return historyOf(db, 'office', params.id, query.page ?? 1);
  },
  async userHistory({ db, params, query }) {
    if (!(await exists(db, users, params.id))) throw notFound('User', params.id);
    return historyOf(db, 'user', params.id, query.page ?? 1);
  },
};
