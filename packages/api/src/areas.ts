/**
 * The kinds of data a write changes (for live refresh; one place per fact).
 * Each write route of the table names its areas (`write.areas` in routes.ts); the server sends
 * them to every signed-in client after the write, and the app revalidates the reads of those
 * areas (events.ts `AREA_READS`), on the tab that wrote and on every other alike.
 */
export const CHANGE_AREAS = [
  'requests',
  'conversations',
  'offices',
  'users',
  'seo',
  'display',
  'staff',
  'notes',
  'notifications',
  'views',
] as const;
export type ChangeArea = (typeof CHANGE_AREAS)[number];

/** The records whose history a write joins (and whose row it locks). */
export const ENTITY_TYPES = [
  'request',
  'office',
  'user',
  'conversation',
  'seo_location',
  'display_section',
  'staff',
  'saved_view',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
