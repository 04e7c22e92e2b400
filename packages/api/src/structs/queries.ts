import {
  ANY_PUBLICATION_STATE,
  chosenPublicationState,
  PAGE_SIZES,
  readLinkPlace,
  SEARCH_PLACE_KEYS,
  type SearchCriteria,
  searchedPublicationState,
  TEAM_SIZE,
  TEXT_LIMITS as L,
} from '@backoffice/domain';
import { type Infer, object, omit, optional } from 'superstruct';
import {
  Amount,
  Finite,
  intFrom,
  QueryBoolean,
  queryCode,
  queryCodeOrWord,
  queryEnum,
  QueryId,
  QueryInteger,
  queryNumber,
  QueryPage,
  queryText,
} from './primitives';

/** A search box's text (domain TEXT_LIMITS.search). */
export const search = () => optional(queryText(L.search));
/** One line of text: a place id, a description, a zip code, a token. */
export const line = () => optional(queryText(L.line));

/**
 * Query structs: the filters of every GET list, typed. Here: the fields and queries several
 * route areas share, and the map search's (read by the client too); a list's own query is
 * written beside its route (`routes/<area>.ts`).  On the wire every value is a string;
 * each field coerces its string (numbers, booleans, days), so the server reads typed filters
 * with `create(Object.fromEntries(url.searchParams), route.query)` and the client passes
 * typed values that `toSearchParams` writes. Absent or blank parameters do not filter.
 * Queries use `object()`: an unknown parameter is refused with its name.
 */

/**
 * `format` of every list: `csv` asks for every matching row as a CSV file instead of the JSON
 * answer (see lists.ts); `ids`, for the ids of every matching row (`{ ids, total }`, at most
 * BULK_MAX_ITEMS: a selection's "Select all N matching").
 */
export const formatField = { format: optional(queryEnum(['json', 'csv', 'ids'])) };

/**
 * `page` (1-based, at most MAX_PAGE) and `perPage` (20, 50 default, 100, 500, 1000) of every
 * paged list, and its `format`.
 */
export const pagingFields = {
  page: optional(QueryPage),
  perPage: optional(queryCode(PAGE_SIZES)),
  ...formatField,
};

/** An entity's history: pages of HISTORY_PAGE_SIZE entries, newest first. */
export const HistoryQuery = object({ page: optional(QueryPage) });
export type HistoryQuery = Infer<typeof HistoryQuery>;

/**
 * Map search: the criteria of operations §3 flattened to their leaf fields (the place's
 * fields sit next to the others). `view=list` (default) answers 20 offices a page,
 * `view=map` every matching office's pin. `teamSize` (1 to 10,000 people) keeps the offices
 * whose minimum seats (1 when none) ≤ teamSize ≤ capacity; `budget` is the whole monthly
 * bill: price a seat × teamSize, or × the office's minimum seats without a team size.
 * `seatsMin`/`seatsMax` stay for old links and other teams (the back-office offers Team size).
 * No `publicationState` is every state: the map search sends 1 (Published) unless its
 * Filters ask for another state or Any state.
 */
export const OfficeSearchQuery = object({
  q: search(),
  placeId: line(),
  description: line(),
  formattedAddress: line(),
  geoLat: optional(queryNumber(Finite)),
  geoLon: optional(queryNumber(Finite)),
  topLat: optional(queryNumber(Finite)),
  topLon: optional(queryNumber(Finite)),
  bottomLat: optional(queryNumber(Finite)),
  bottomLon: optional(queryNumber(Finite)),
  publicationState: optional(queryCode([0, 1, 2, 3])),
  zipCode: line(),
  officeType: optional(queryEnum(['shared', 'entire', 'private'])),
  flexibility: optional(queryCode([0, 10, 20])),
  teamSize: optional(queryNumber(intFrom(TEAM_SIZE.min, TEAM_SIZE.max))),
  budget: optional(queryNumber(Amount)),
  priceMin: optional(queryNumber(Amount)),
  priceMax: optional(queryNumber(Amount)),
  seatsMin: optional(QueryInteger),
  seatsMax: optional(QueryInteger),
  surfaceMin: optional(queryNumber(Amount)),
  surfaceMax: optional(queryNumber(Amount)),
  topPick: optional(QueryBoolean),
  generatedFromCsv: optional(QueryBoolean),
  proType: optional(queryCode([0, 1])),
  searchString: search(),
  publicationDateSort: optional(queryEnum(['asc', 'desc'])),
  duration: optional(QueryInteger),
  rentalType: line(),
  days: optional(QueryInteger),
  page: optional(QueryPage),
  view: optional(queryEnum(['list', 'map'])),
  radius: optional(queryNumber(Finite)),
});
export type OfficeSearchQuery = Infer<typeof OfficeSearchQuery>;

/**
 * The map search's own link (the screen's URL, not a call): the criteria a CSM sets (the
 * search's query without `q`, `page` and `view`, which the screen decides) and the map's view,
 * a whole `zoom` and its centre `mapLat`, `mapLon`. The zoom's range (5 to 17) and the place's
 * completeness are checked by the domain, which says what it drops (`readLinkMapView`,
 * `readLinkPlace`). Its `publicationState` absent is the screen's default, Published (never
 * written); `any` is every state.
 */
export const MapSearchLinkQuery = object({
  ...omit(OfficeSearchQuery, ['q', 'page', 'view']).schema,
  publicationState: optional(queryCodeOrWord([0, 1, 2, 3], ANY_PUBLICATION_STATE)),
  zoom: optional(QueryInteger),
  mapLat: optional(queryNumber(Finite)),
  mapLon: optional(queryNumber(Finite)),
});
export type MapSearchLinkQuery = Infer<typeof MapSearchLinkQuery>;

/**
 * The map search criteria as query parameters (the place flattened): Published when no
 * publication state is chosen, none (every state) for Any state.
 */
export function searchCriteriaToQuery(criteria: SearchCriteria): OfficeSearchQuery {
  const { place, publicationState: chosen, ...rest } = criteria;
  const publicationState = searchedPublicationState(chosen);
  const query: OfficeSearchQuery =
    publicationState === undefined ? { ...rest } : { publicationState, ...rest };
  return place ? { ...query, ...place } : query;
}

/**
 * The map search criteria read back from the query: the place when it is whole (its id, its
 * centre and its box, on the globe: `readLinkPlace`), else none; no publication state is
 * Any state, Published the default (none chosen).
 */
export function queryToSearchCriteria(query: OfficeSearchQuery): SearchCriteria {
  const { publicationState: asked, ...rest }: Record<string, unknown> = { ...query };
  for (const key of SEARCH_PLACE_KEYS) delete rest[key];
  const chosen = chosenPublicationState(asked as OfficeSearchQuery['publicationState']);
  if (chosen !== undefined) rest.publicationState = chosen;
  const place = readLinkPlace(query);
  return (place && 'placeId' in place ? { ...rest, place } : rest) as SearchCriteria;
}

/** Ids of a route's path parameters, as numbers (`:id` is always a positive integer). */
export const IdParam = QueryId;
