import { CHANGE_AREAS, type ChangeArea } from './areas';
import type { Presence } from '@backoffice/domain';
import { API_PREFIX, routeList, routes, type RouteName } from './routes';

/**
 * Live refresh: the server tells signed-in clients that data changed, so that the
 * board, the conversations, an open request or conversation update without a reload. One
 * table for both sides: the server reads which areas a write call changes
 * (`changeAreasOf`), the app which reads to revalidate for an area (`AREA_READS`).
 *
 * The stream is `GET /api/v2/csm/events` (the bearer token, like every call): Server-Sent
 * Events, `event: change` with `{ "areas": [...] }` after each write call that succeeded,
 * `event: resync` when the server may have missed some (the app then revalidates every live
 * read), and a comment every 20 s that keeps the connection open through proxies. It is not
 * a route of the table (routes.ts): its answer never ends, and the table's contract (a JSON
 * answer checked by a struct, an MSW handler, the fuzz test's requests) is for calls that do.
 */
export const EVENTS_PATH = `${API_PREFIX}/csm/events`;

export { CHANGE_AREAS, type ChangeArea } from './areas';

/**
 * The reads that show each area: a change revalidates them (only those on screen fetch
 * again; SWR keeps the others until they are next shown, and then reads them afresh). A
 * screen with a new read joins live refresh by adding it here (a unit test makes every read
 * of the table choose: an area, or `UNCHANGED_BY_WRITES`).
 */
export const AREA_READS: Readonly<Record<ChangeArea, readonly RouteName[]>> = {
  // A request's stage shows on the board, its detail, the conversations' status, the user's
  // and the office's request lists.
  // The histories list the writes to a request, an office or a guest.
  // The board's thresholds change its "Waiting too long" (an Admin's save is a requests write).
  requests: [
    'requestBoard',
    'request',
    'conversations',
    'user',
    'office',
    'requestHistory',
    'stageThresholds',
  ],
  // Unread counts and messages; the request detail shows its conversation.
  conversations: ['conversations', 'chatMessages', 'request'],
  offices: ['offices', 'office', 'searchOffices', 'displaySections', 'officeHistory'],
  users: ['users', 'user', 'userHistory'],
  seo: ['seoLocations'],
  display: ['displaySections'],
  // Staff changes: the Staff screen and the Security log.
  staff: ['staffList', 'securityEvents', 'team'],
  // A request's staff notes; its history lists them too.
  notes: ['requestNotes', 'requestHistory'],
  // Each person's inbox: every client re-reads its own (the answer is per caller).
  notifications: ['notifications'],
  // The Views menus: a shared view appears for the others (the answer is per caller).
  views: ['savedViews'],
};

/**
 * Reads that no write call of the API changes (contracts and documents come from the
 * contract flow, files are asked for each time): revalidated when the tab regains focus and
 * after a resync, like every read.
 */
export const UNCHANGED_BY_WRITES: readonly RouteName[] = [
  'health',
  'ready',
  'refresh',
  'dumpRequests',
  'requestDumpFile',
  'generatedFile',
  'requestContract',
  'contracts',
  'contractPdf',
  'documents',
  'documentPdf',
  'searchAnalyticsCsv',
  'officeAnalyticsCsv',
  'seoGenerationStatus',
  'placeAutocomplete',
  'placeDetails',
  // A session's own list: read when "Your sessions" opens.
  'sessions',
  // A person's own notification preferences: read when they open them, changed only there.
  'notificationPreferences',
];

/** The areas a call to `route` changes: none for reads and for signing in and out. */
export function changeAreasOf(route: RouteName): readonly ChangeArea[] {
  return routes[route].write?.areas ?? [];
}

/** The reads to revalidate after a change of these areas, each once. */
export function readsOfAreas(areas: readonly ChangeArea[]): RouteName[] {
  return [...new Set(areas.flatMap((area) => AREA_READS[area] ?? []))];
}

/** Every read that some area lists: what a resync revalidates. */
export const LIVE_READS: readonly RouteName[] = readsOfAreas(CHANGE_AREAS);

/** What a `change` event carries. */
export interface ChangeEvent {
  areas: ChangeArea[];
}

const AREA_SET = new Set<string>(CHANGE_AREAS);

/** An event's data read as JSON; null when it is not JSON. */
function jsonOf(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/**
 * Reads a `change` event's data: the known areas it names, or null when it is not an event
 * of this stream (a newer server's area the app does not know is left out).
 */
export function parseChangeEvent(data: string): ChangeEvent | null {
  const areas = (jsonOf(data) as { areas?: unknown } | null)?.areas;
  if (!Array.isArray(areas)) return null;
  return { areas: areas.filter((a): a is ChangeArea => typeof a === 'string' && AREA_SET.has(a)) };
}

/** The data of a `change` event. */
export function changeEventData(areas: readonly ChangeArea[]): string {
  return JSON.stringify({ areas });
}

const PRESENCE_ACTIVITIES = new Set(['viewing', 'editing']);

/**
 * Reads a `presence` event's data (domain `Presence`): who has which record open, or left
 * it; null when it is not one.
 */
export function parsePresenceEvent(data: string): Presence | null {
  const p = (jsonOf(data) as { presence?: Partial<Presence> } | null)?.presence;
  if (
    !p ||
    typeof p.staffId !== 'number' ||
    typeof p.name !== 'string' ||
    typeof p.place !== 'string' ||
    !PRESENCE_ACTIVITIES.has(p.activity as string)
  )
    return null;
  return {
    staffId: p.staffId,
    name: p.name,
    place: p.place,
    activity: p.activity as Presence['activity'],
    what: typeof p.what === 'string' ? p.what : null,
    left: p.left === true,
  };
}

/** The data of a `presence` event (and its NOTIFY payload between servers). */
export function presenceEventData(presence: Presence): string {
  return JSON.stringify({ presence });
}

/** Every route of the table that changes records (its `write` facts). */
export const writeRouteNames = (): RouteName[] =>
  routeList.filter((r) => r.write !== null).map((r) => r.name as RouteName);
