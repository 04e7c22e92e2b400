import { MapSearchLinkQuery } from '@backoffice/api';
import {
  DEFAULT_PLACE,
  DEFAULT_SEARCH_PUBLICATION_STATE,
  MAP_VIEW_KEYS,
  SEARCH_CRITERIA_LABELS,
  SEARCH_FILTER_KEYS,
  SEARCH_PLACE_KEYS,
  rangeProblems,
  readLinkMapView,
  readLinkPlace,
  roundDegrees,
} from '@backoffice/domain';
import type { MapView, SearchCriteria, SearchPlace, SearchProblem } from '@backoffice/domain';
import { listKeys, refusedListParams } from '@/shared/list/listParams';
import type { ListSpec, ListValues } from '@/shared/list/listParams';

/**
 * The map search's link (operations §2, §3): every criterion a CSM sets, the place (flat, as
 * the search call takes it) and the map's view, through the one list pattern
 * (`useListParams`). Nothing is written for what was not chosen: /offices/search is Paris's
 * published offices, the map fitted to Paris; `publicationState=any` is every state.
 */
export type MapSearchValues = ListValues<MapSearchLinkQuery>;

export const MAP_SEARCH_LINK: ListSpec<MapSearchLinkQuery> = {
  query: MapSearchLinkQuery,
  // The order of the results and the view of the map narrow nothing.
  orderKeys: ['publicationDateSort', ...MAP_VIEW_KEYS],
};

/** The criteria the screen searches with: no page (the list pages itself), no view. */
export type MapSearchCriteria = Omit<SearchCriteria, 'page' | 'view' | 'q'> & {
  place: SearchPlace;
};

/** What a link asks for, as the screen uses it, and what it had to leave out. */
export interface MapSearchLink {
  criteria: MapSearchCriteria;
  /** The map's view the link keeps (after a move), or null: the map fits the place. */
  view: MapView | null;
  /** Criteria of the link that cannot be used, each with why (shown, then left out). */
  problems: SearchProblem[];
}

type LinkKey = keyof MapSearchValues & string;

const LABELS: Record<string, string> = SEARCH_CRITERIA_LABELS;
const PLACE_KEYS = new Set<string>(SEARCH_PLACE_KEYS);
const VIEW_KEYS = new Set<string>(MAP_VIEW_KEYS);

function pick<K extends string>(values: Record<string, unknown>, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as Partial<Record<K, never>>;
}

/**
 * Reads a link: each value its field refuses (`seatsMin=abc`), a range whose min is above its
 * max, a place without coordinates and a view off the zoom range are left out, and named.
 */
export function readMapSearchLink(values: MapSearchValues, search: URLSearchParams): MapSearchLink {
  const flat = values as Record<string, unknown>;
  const problems: SearchProblem[] = [];
  const refused = refusedListParams(MAP_SEARCH_LINK, search);
  const placeRefused = refused.some((key) => PLACE_KEYS.has(key));
  const viewRefused = refused.some((key) => VIEW_KEYS.has(key));
  for (const key of refused) {
    if (PLACE_KEYS.has(key) || VIEW_KEYS.has(key)) continue;
    problems.push({
      keys: [key],
      label: LABELS[key] ?? key,
      reason: `"${search.get(key)}" is not a possible value`,
    });
  }

  // A place (or view) with a refused field is read as one without it: incomplete.
  const place = readLinkPlace(placeRefused ? {} : pick(flat, SEARCH_PLACE_KEYS));
  if (placeRefused) {
    problems.push({
      keys: SEARCH_PLACE_KEYS,
      label: LABELS.place!,
      reason: 'its coordinates are not numbers',
    });
  } else if (place && 'reason' in place) {
    problems.push(place);
  }
  const view = viewRefused ? null : readLinkMapView(pick(flat, MAP_VIEW_KEYS));
  if (viewRefused) {
    problems.push({
      keys: MAP_VIEW_KEYS,
      label: LABELS.mapView!,
      reason: 'its zoom or centre is not a number',
    });
  } else if (view && 'reason' in view) {
    problems.push(view);
  }

  const filters: Record<string, unknown> = {};
  for (const key of SEARCH_FILTER_KEYS) {
    if (flat[key] !== undefined) filters[key] = flat[key];
  }
  // Published written out (an older link) is the default: no choice, no chip.
  if (filters.publicationState === DEFAULT_SEARCH_PUBLICATION_STATE) {
    delete filters.publicationState;
  }
  const ranges = rangeProblems(filters);
  problems.push(...ranges);
  for (const problem of ranges) for (const key of problem.keys) delete filters[key];

  const criteria: MapSearchCriteria = {
    ...filters,
    ...(values.searchString ? { searchString: values.searchString } : {}),
    ...(values.publicationDateSort ? { publicationDateSort: values.publicationDateSort } : {}),
    place: place && 'placeId' in place ? place : DEFAULT_PLACE,
  };
  return { criteria, view: view && 'zoom' in view ? view : null, problems };
}

/**
 * The link of some criteria and a view: every key of the link, each absent one `undefined`
 * (so that a value the link had and the screen dropped is written away). The default place
 * is not written, and the view's degrees are kept to 6 decimals.
 */
export function mapSearchValues(
  criteria: Omit<SearchCriteria, 'page' | 'view' | 'q'>,
  view: MapView | null,
): MapSearchValues {
  const values: Record<string, unknown> = Object.fromEntries(
    listKeys(MAP_SEARCH_LINK).map((key: LinkKey) => [key, undefined]),
  );
  const { place, ...rest } = criteria;
  for (const [key, value] of Object.entries(rest)) if (key in values) values[key] = value;
  if (place && !isDefaultPlace(place)) {
    for (const key of SEARCH_PLACE_KEYS) values[key] = place[key];
    if (place.formattedAddress === place.description) values.formattedAddress = undefined;
  }
  if (view) {
    values.zoom = view.zoom;
    values.mapLat = roundDegrees(view.lat);
    values.mapLon = roundDegrees(view.lon);
  }
  return values as MapSearchValues;
}

/** Paris as the map search opens on it (the autocomplete's Paris is the same place). */
export function isDefaultPlace(place: SearchPlace): boolean {
  return SEARCH_PLACE_KEYS.every(
    (key) => key === 'formattedAddress' || place[key] === DEFAULT_PLACE[key],
  );
}
