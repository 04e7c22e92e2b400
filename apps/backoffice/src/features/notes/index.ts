import { lazy } from 'react';

/**
 * A request's staff notes with @mentions, on the request detail and its
 * conversation: loaded after the screen's first paint, like the History.
 */
export const NotesCard = lazy(() => import('./NotesCard'));
