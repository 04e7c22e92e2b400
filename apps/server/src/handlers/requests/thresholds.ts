/**
 * The board's "Waiting too long" thresholds, which an Admin may change (domain team.ts has
 * the defaults and the rules). One row per column set, with who set it and when; a column
 * without a row keeps its default. Every server reads them from the database, kept in the
 * read cache until the next write (the data version), so a change shows on every board at
 * once, and the board answer says each column's threshold for the cards' "Waiting too long".
 */
import {
  STAGE_WAIT_DAYS,
  THRESHOLD_COLUMNS,
  thresholdsOf,
  type BoardColumnKey,
  type SavedBy,
  type StageThresholds,
} from '@backoffice/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stageThresholds as table, staff } from '../../db/schema';
import type { HandlerGroup, Ctx } from '../../http/context';
import { refuseStaleEdit } from '../editVersions';

/** The advisory lock key of a change of the thresholds (beside FILE_CLEANUP_LOCK, 38_003). */
export const THRESHOLDS_LOCK = 38_004;

interface ThresholdRow {
  column: BoardColumnKey;
  days: number | null;
  by: string | null;
  at: Date;
}

async function rowsOf(db: Db): Promise<ThresholdRow[]> {
  return (await db
    .select({ column: table.columnKey, days: table.days, by: staff.name, at: table.updatedAt })
    .from(table)
    .leftJoin(staff, eq(staff.id, table.updatedById))
    .orderBy(desc(table.updatedAt))) as ThresholdRow[];
}

/** The thresholds in use (the team's, else the defaults), kept until the next write. */
export async function thresholdsInUse(ctx: Pick<Ctx, 'db' | 'services'>): Promise<StageThresholds> {
  return ctx.services.cache.get('stage-thresholds', async () => thresholdsOf(await rowsOf(ctx.db)));
}

/** The last change: who and when (the newest row), null while the defaults stand. */
function changedOf(rows: ThresholdRow[]): SavedBy | null {
  const newest = rows[0];
  return newest
    ? { name: newest.by ?? 'A former staff member', at: newest.at.toISOString() }
    : null;
}

function answerOf(rows: ThresholdRow[]) {
  const inUse = thresholdsOf(rows);
  return {
    thresholds: THRESHOLD_COLUMNS.map((column) => ({
      column,
      days: inUse[column],
      defaultDays: STAGE_WAIT_DAYS[column],
    })),
    changed: changedOf(rows),
  };
}

export const thresholdHandlers: HandlerGroup<'stageThresholds' | 'saveStageThresholds'> = {
  async stageThresholds({ db }) {
    return answerOf(await rowsOf(db));
  },

  // On the write path (one transaction, idempotency, live refresh of every board); the
  // Security log records the change with what was set. No silent overwrite: a save made
  // from thresholds another Admin changed since is refused, naming them.
  async saveStageThresholds(ctx) {
    const { db, body, now, staff: me, c, services } = ctx;
    // Two Admins saving at once: the second waits for the first to commit, then reads its
    // rows and is refused. A lock of the setting held to the end of the call's transaction
    // (the rows may not exist yet to lock); PGlite runs one call at a time anyway.
    if (services.database.kind === 'postgres') {
      await db.execute(sql`select pg_advisory_xact_lock(${THRESHOLDS_LOCK})`);
    }
    const before = await rowsOf(db);
    await refuseStaleEdit({ c }, 'stageThresholds', thresholdsOf(before), async () =>
      changedOf(before),
    );
    for (const { column, days } of body.thresholds) {
      await db
        .insert(table)
        .values({ columnKey: column, days, updatedById: me.id, updatedAt: now })
        .onConflictDoUpdate({
          target: table.columnKey,
          set: { days, updatedById: me.id, updatedAt: now },
        });
    }
    const said = body.thresholds
      .map(({ column, days }) => `${column} ${days === null ? 'never' : `${days} d`}`)
      .join(', ');
    ctx.security.note = { kind: 'settings_changed', summary: `Waiting too long: ${said}` };
    return answerOf(await rowsOf(db));
  },
};
