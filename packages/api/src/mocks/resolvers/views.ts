import { VIEW_WORDS, viewChangeRefusal, viewsMaxRefusal, type SavedView } from '@backoffice/domain';
import { REFERENCE_DATE, sessionUser } from '../fixtures';
import type { viewRoutes } from '../../routes/views';
import type { MockDb } from '../db';
import { fail, notFound, type ResolversOf } from './shared';

/** The view of the path if the signed-in person may change it; else the 404 or 403 answer. */
function changeableView(db: MockDb, id: number): SavedView | Response {
  const view = db.views.find((v) => v.id === id);
  if (!view) return notFound(`View ${id}`);
  const refusal = viewChangeRefusal(
    { authorId: view.author?.id ?? null, shared: view.shared },
    sessionUser,
  );
  return refusal ? fail(403, 'forbidden', refusal) : view;
}

/** Saved views, as the server answers them, for the signed-in person. */
export const viewsResolvers: ResolversOf<typeof viewRoutes> = {
  savedViews: ({ db, query }) => ({
    views: db.views.filter(
      (v) =>
        (!query.screen || v.screen === query.screen) &&
        (v.shared || v.author?.id === sessionUser.id),
    ),
  }),

  createSavedView: ({ db, body }) => {
    const mine = db.views.filter(
      (v) => v.screen === body.screen && v.author?.id === sessionUser.id,
    );
    const name = body.name.trim();
    if (mine.some((v) => v.name.toLowerCase() === name.toLowerCase()))
      return fail(409, 'conflict', VIEW_WORDS.duplicate(name));
    const tooMany = viewsMaxRefusal(mine.length);
    if (tooMany) return fail(409, 'conflict', tooMany);
    const at = REFERENCE_DATE.toISOString();
    const view = {
      id: db.nextId(),
      screen: body.screen,
      name,
      query: body.query,
      shared: body.shared,
      author: { id: sessionUser.id, name: sessionUser.name },
      isDefault: false,
      createdAt: at,
      updatedAt: at,
    };
    db.views.push(view);
    return { view };
  },

  updateSavedView: ({ db, id, body }) => {
    const view = changeableView(db, id);
    if (view instanceof Response) return view;
    if (body.name !== undefined) view.name = body.name.trim();
    if (body.query !== undefined) view.query = body.query;
    if (body.shared !== undefined) view.shared = body.shared;
    view.updatedAt = REFERENCE_DATE.toISOString();
    return { view };
  },

  deleteSavedView: ({ db, id }) => {
    const view = changeableView(db, id);
    if (view instanceof Response) return view;
    db.views = db.views.filter((v) => v.id !== id);
    return { message: 'ok' };
  },

  setDefaultView: ({ db, body }) => {
    if (body.viewId !== null) {
      const view = db.views.find((v) => v.id === body.viewId && v.screen === body.screen);
      if (!view || (!view.shared && view.author?.id !== sessionUser.id))
        return notFound(`View ${body.viewId}`);
    }
    for (const v of db.views) if (v.screen === body.screen) v.isDefault = v.id === body.viewId;
    return { viewId: body.viewId };
  },
};
