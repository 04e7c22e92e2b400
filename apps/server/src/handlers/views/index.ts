/**
 * Saved views. A view is a person's (any role keeps their own: a view changes no
 * record), or the team's when shared; its author changes it, an Admin a shared one too
 * (domain `viewChangeRefusal`). Creating, changing and deleting run on the write path (one
 * transaction, the view's row locked, its history row, idempotency); a default is the
 * person's own choice, unkeyed.
 */
import {
  VIEW_WORDS,
  viewChangeRefusal,
  viewNameProblem,
  viewQueryOf,
  viewsMaxRefusal,
  type SavedView,
  type SavedViewScreen,
} from '@backoffice/domain';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { defaultViews, savedViews, staff } from '../../db/schema';
import { ApiError, conflict, invalid, notFound } from '../../errors';
import type { HandlerGroup } from '../../http/context';
import { lastSaved, refuseStaleEdit } from '../editVersions';
import { staffNames } from '../shared';

type ViewRow = typeof savedViews.$inferSelect;

async function viewsOf(db: Db, rows: ViewRow[], me: number): Promise<SavedView[]> {
  const authorIds = [...new Set(rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])))];
  const names = await staffNames(db, authorIds);
  const screens = [...new Set(rows.map((r) => r.screen))];
  const defaults = new Set(
    screens.length
      ? (
          await db
            .select({ viewId: defaultViews.viewId })
            .from(defaultViews)
            .where(and(eq(defaultViews.staffId, me), inArray(defaultViews.screen, screens)))
        ).map((d) => d.viewId)
      : [],
  );
  return rows.map((r) => ({
    id: r.id,
    screen: r.screen as SavedViewScreen,
    name: r.name,
    query: r.query,
    shared: r.shared,
    author:
      r.authorId === null || !names.has(r.authorId)
        ? null
        : { id: r.authorId, name: names.get(r.authorId)! },
    isDefault: defaults.has(r.id),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** A view the caller may see: their own, or one the team shares (another's personal one: 404). */
async function visibleView(db: Db, id: number, me: number): Promise<ViewRow> {
  const [row] = await db.select().from(savedViews).where(eq(savedViews.id, id));
  if (!row || (!row.shared && row.authorId !== me)) throw notFound('View', id);
  return row;
}

function checkedName(name: string): string {
  const problem = viewNameProblem(name);
  if (problem) throw invalid({ name: problem });
  return name.trim();
}

/** Refuses a second view of the same name (case aside) of one person on one screen. */
async function refuseDuplicate(
  db: Db,
  screen: string,
  name: string,
  me: number,
  except: number | null,
): Promise<void> {
  const [same] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.screen, screen),
        eq(savedViews.authorId, me),
        sql`lower(${savedViews.name}) = lower(${name})`,
        except === null ? undefined : sql`${savedViews.id} <> ${except}`,
      ),
    );
  if (same) throw conflict(VIEW_WORDS.duplicate(name));
}

export const viewHandlers: HandlerGroup<
  'savedViews' | 'createSavedView' | 'updateSavedView' | 'deleteSavedView' | 'setDefaultView'
> = {
  async savedViews({ db, query, staff: me }) {
    const rows = await db
      .select()
      .from(savedViews)
      .where(
        and(
          query.screen ? eq(savedViews.screen, query.screen) : undefined,
          or(eq(savedViews.shared, true), eq(savedViews.authorId, me.id)),
        ),
      )
      .orderBy(savedViews.screen, savedViews.name, savedViews.id);
    return { views: await viewsOf(db, rows, me.id) };
  },

  async createSavedView({ db, body, staff: me, now }) {
    const name = checkedName(body.name);
    // Two saves at once by one person count one after the other: their staff row is held.
    await db.execute(sql`select 1 from ${staff} where ${staff.id} = ${me.id} for update`);
    await refuseDuplicate(db, body.screen, name, me.id, null);
    const [own] = await db
      .select({ n: count() })
      .from(savedViews)
      .where(and(eq(savedViews.screen, body.screen), eq(savedViews.authorId, me.id)));
    const tooMany = viewsMaxRefusal(Number(own?.n ?? 0));
    if (tooMany) throw conflict(tooMany);
    const [row] = await db
      .insert(savedViews)
      .values({
        screen: body.screen,
        name,
        query: viewQueryOf(body.query),
        shared: body.shared,
        authorId: me.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [view] = await viewsOf(db, [row!], me.id);
    return { view: view! };
  },

  async updateSavedView({ db, params, body, staff: me, now, c }) {
    const current = await visibleView(db, params.id, me.id);
    const refusal = viewChangeRefusal(current, me);
    if (refusal) throw new ApiError(403, 'forbidden', refusal);
    // A shared view has several hands (its author, the Admins): a rename begun from a version
    // someone changed since is refused, naming who (read under the write path's row lock).
    await refuseStaleEdit({ c }, 'savedView', current, () =>
      lastSaved(db, 'savedView', { type: 'saved_view', id: current.id }),
    );
    const name = body.name === undefined ? undefined : checkedName(body.name);
    if (name !== undefined && current.authorId !== null)
      await refuseDuplicate(db, current.screen, name, current.authorId, current.id);
    const [row] = await db
      .update(savedViews)
      .set({
        ...(name === undefined ? {} : { name }),
        ...(body.query === undefined ? {} : { query: viewQueryOf(body.query) }),
        ...(body.shared === undefined ? {} : { shared: body.shared }),
        updatedAt: now,
      })
      .where(eq(savedViews.id, current.id))
      .returning();
    // A view made personal again is no longer anyone else's default.
    if (body.shared === false && current.authorId !== null)
      await db
        .delete(defaultViews)
        .where(
          and(
            eq(defaultViews.viewId, current.id),
            sql`${defaultViews.staffId} <> ${current.authorId}`,
          ),
        );
    const [view] = await viewsOf(db, [row!], me.id);
    return { view: view! };
  },

  async deleteSavedView({ db, params, staff: me }) {
    const current = await visibleView(db, params.id, me.id);
    const refusal = viewChangeRefusal(current, me);
    if (refusal) throw new ApiError(403, 'forbidden', refusal);
    await db.delete(savedViews).where(eq(savedViews.id, current.id));
    return { message: VIEW_WORDS.deleted(current.name) };
  },

  async setDefaultView({ db, body, staff: me }) {
    if (body.viewId === null) {
      await db
        .delete(defaultViews)
        .where(and(eq(defaultViews.staffId, me.id), eq(defaultViews.screen, body.screen)));
      return { viewId: null };
    }
    const view = await visibleView(db, body.viewId, me.id);
    if (view.screen !== body.screen) throw notFound('View', body.viewId);
    await db
      .insert(defaultViews)
      .values({ staffId: me.id, screen: body.screen, viewId: view.id })
      .onConflictDoUpdate({
        target: [defaultViews.staffId, defaultViews.screen],
        set: { viewId: view.id },
      });
    return { viewId: view.id };
  },
};
