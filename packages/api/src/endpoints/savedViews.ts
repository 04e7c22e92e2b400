import type { SavedViewScreen } from '@backoffice/domain';
import { keysOf } from '../hooks/keys';
import { routeMutation, runOf } from '../hooks/mutation';
import { ifMatchOption } from './callOptions';
import { hookOf, queryRead } from './read';
import { routes } from '../routes';
import type { CreateSavedViewBody, UpdateSavedViewBody } from '../routes/views';

/**
 * Saved views: a screen's views (the caller's and the team's shared), save, rename
 * or re-share, delete, and the caller's default view of a screen. Each write re-reads the
 * screen's views; the others hear of a shared one on the live channel (area `views`).
 */

/** A screen's views the caller sees. */
export const savedViewsRead = /* @__PURE__ */ queryRead(routes.savedViews);
export const useSavedViews = /* @__PURE__ */ hookOf(savedViewsRead);

// Every screen's list of views (the screen's menu, and Go to's list of all of them): the key
// holds the screen in its query, not in its path.
const viewsOf = () => [keysOf(routes.savedViews)];

const createWrite = /* @__PURE__ */ routeMutation(routes.createSavedView, {
  call: (arg: CreateSavedViewBody) => ({ body: arg }),
  revalidate: viewsOf,
});
export const createSavedView = /* @__PURE__ */ runOf(createWrite);
export const useCreateSavedView = /* @__PURE__ */ hookOf(createWrite);

export interface UpdateSavedViewArg extends UpdateSavedViewBody {
  id: number;
  screen: SavedViewScreen;
  /**
   * The version of the view the change began from (`partVersion('savedView', view)`): a view
   * someone changed since is refused, 409 `edit_conflict`, naming who. None: saved over it.
   */
  ifMatch?: string;
}

const updateWrite = /* @__PURE__ */ routeMutation(routes.updateSavedView, {
  call: ({ id, screen: _screen, ifMatch, ...body }: UpdateSavedViewArg) => ({
    params: { id },
    body,
    ...ifMatchOption(ifMatch),
  }),
  revalidate: viewsOf,
});
export const updateSavedView = /* @__PURE__ */ runOf(updateWrite);
export const useUpdateSavedView = /* @__PURE__ */ hookOf(updateWrite);

export interface DeleteSavedViewArg {
  id: number;
  screen: SavedViewScreen;
}

const deleteWrite = /* @__PURE__ */ routeMutation(routes.deleteSavedView, {
  call: (arg: DeleteSavedViewArg) => ({ params: { id: arg.id } }),
  revalidate: viewsOf,
});
export const deleteSavedView = /* @__PURE__ */ runOf(deleteWrite);
export const useDeleteSavedView = /* @__PURE__ */ hookOf(deleteWrite);

export interface SetDefaultViewArg {
  screen: SavedViewScreen;
  viewId: number | null;
}

const defaultWrite = /* @__PURE__ */ routeMutation(routes.setDefaultView, {
  call: (arg: SetDefaultViewArg) => ({ body: arg }),
  revalidate: viewsOf,
});
export const setDefaultView = /* @__PURE__ */ runOf(defaultWrite);
export const useSetDefaultView = /* @__PURE__ */ hookOf(defaultWrite);
