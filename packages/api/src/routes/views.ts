import {
  DefaultViewAnswer,
  MessageAnswer,
  SavedViewAnswer,
  SavedViewsAnswer,
} from '../structs/answers';
import { CreateSavedViewBody, DefaultViewBody, UpdateSavedViewBody } from '../structs/bodies';
import { SavedViewsQuery } from '../structs/queries';
import { route } from './define';

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
