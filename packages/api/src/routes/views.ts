import { SAVED_VIEW_SCREENS, VIEW_NAME_MAX, VIEW_QUERY_MAX } from '@backoffice/domain';
import { array, boolean, enums, type Infer, nullable, object, optional, type } from 'superstruct';
import { MessageAnswer } from '../structs/answers';
import { Id, nonBlank, queryEnum, text } from '../structs/primitives';
import { SavedViewStruct } from '../structs/entities';
import { route } from './define';

/** Saved views: those of one screen, or of every screen (Go to lists them all). */
export const SavedViewsQuery = object({ screen: optional(queryEnum(SAVED_VIEW_SCREENS)) });
export type SavedViewsQuery = Infer<typeof SavedViewsQuery>;

/** The views of a screen the caller sees: their own, and those the team shares. */
export const SavedViewsAnswer = type({ views: array(SavedViewStruct) });
export type SavedViewsAnswer = Infer<typeof SavedViewsAnswer>;

export const SavedViewAnswer = type({ view: SavedViewStruct });
export type SavedViewAnswer = Infer<typeof SavedViewAnswer>;

/** The caller's default view of a screen now. */
export const DefaultViewAnswer = type({ viewId: nullable(Id) });
export type DefaultViewAnswer = Infer<typeof DefaultViewAnswer>;

/**
 * A new saved view: its screen, its name, the screen's URL query (without "?", the page left
 * out) and whether the team shares it.
 */
export const CreateSavedViewBody = object({
  screen: enums(SAVED_VIEW_SCREENS),
  name: nonBlank(VIEW_NAME_MAX),
  query: text(VIEW_QUERY_MAX),
  shared: boolean(),
});
export type CreateSavedViewBody = Infer<typeof CreateSavedViewBody>;

/** A view renamed, re-shared or given the screen's current filters: what is sent changes. */
export const UpdateSavedViewBody = object({
  name: optional(nonBlank(VIEW_NAME_MAX)),
  query: optional(text(VIEW_QUERY_MAX)),
  shared: optional(boolean()),
});
export type UpdateSavedViewBody = Infer<typeof UpdateSavedViewBody>;

/** The caller's default view of a screen (null: none, the screen opens unfiltered). */
export const DefaultViewBody = object({
  screen: enums(SAVED_VIEW_SCREENS),
  viewId: nullable(Id),
});
export type DefaultViewBody = Infer<typeof DefaultViewBody>;

/**
 * Saved views: the filters and sort of a screen under a name, kept for oneself or
 * shared with the team, and one default view per person and screen. Saving, changing and
 * deleting a view is a write (the record keeps it; a Viewer changes nothing, and uses the
 * team's shared views); a shared view is changed by its author or an Admin. Anyone signed in
 * picks their own default.
 */
export const viewRoutes = {
  // Saved views of a screen ----------------------------------------------------------------
  savedViews: route({
    method: 'GET',
    path: '/csm/views',
    permission: 'read',
    summary:
      "A screen's saved views the caller sees (every screen's without `screen`): their own, and the team's shared ones",
    query: SavedViewsQuery,
    answer: SavedViewsAnswer,
  }),
  createSavedView: route({
    method: 'POST',
    path: '/csm/views',
    permission: 'write',
    write: { areas: ['views'], subject: { entity: 'saved_view', creates: true } },
    summary: "Save a screen's filters and sort as a view, personal or shared with the team",
    body: CreateSavedViewBody,
    answer: SavedViewAnswer,
  }),
  updateSavedView: route({
    method: 'PATCH',
    path: '/csm/views/:id',
    permission: 'write',
    write: { edits: 'savedView', areas: ['views'], subject: { entity: 'saved_view', id: 'path' } },
    summary:
      'Rename a view, share or unshare it, or give it new filters: its author, or an Admin for a shared one',
    body: UpdateSavedViewBody,
    answer: SavedViewAnswer,
  }),
  deleteSavedView: route({
    method: 'DELETE',
    path: '/csm/views/:id',
    permission: 'write',
    write: { areas: ['views'], subject: { entity: 'saved_view', id: 'path' } },
    summary: 'Delete a view: its author, or an Admin for a shared one',
    answer: MessageAnswer,
  }),
  setDefaultView: route({
    method: 'PUT',
    path: '/csm/views/default',
    permission: 'read',
    unkeyed: 'Your own default view: set twice the same, it is the same.',
    summary: 'Choose the view a screen opens with for you (null: none)',
    body: DefaultViewBody,
    answer: DefaultViewAnswer,
  }),
};
