import {
  SAVED_VIEW_SCREENS,
  BOARD_COLUMN_KEYS,
  BOARD_MAX_CARDS_PER_COLUMN,
  OWNER_FILTERS,
  PAGE_SIZES,
  SEARCH_PLACE_KEYS,
  VISIT_WITHIN_HOURS,
  SECURITY_EVENT_KINDS,
  TEAM_SIZE,
  USER_STATUS_VALUES,
  TEXT_LIMITS as L,
  ANY_PUBLICATION_STATE,
  chosenPublicationState,
  readLinkPlace,
  searchedPublicationState,
  type SearchCriteria,
} from '@backoffice/domain';
import { object, omit, optional, type Infer } from 'superstruct';
import {
  Amount,
  Finite,
  QueryBoolean,
  QueryDay,
  QueryId,
  QueryInteger,
  QueryPage,
  intFrom,
  queryCode,
  queryCodeOrWord,
  queryEnum,
  queryNumber,
  queryText,
} from './primitives';

/** A search box's text (domain TEXT_LIMITS.search). */
const search = () => optional(queryText(L.search));
/** One line of text: a place id, a description, a zip code, a token. */
const line = () => optional(queryText(L.line));

/**
 * Query structs: the filters of every GET list, typed. On the wire every value is a string;
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

/**
 * Sending favorites again within 24 h (the first send's time and sender are said in the 409
 * `already_sent` refusal): `again=true` once the person answered "Send again?".
 */
export const SendAgainQuery = object({ again: optional(QueryBoolean) });
export type SendAgainQuery = Infer<typeof SendAgainQuery>;

/** An entity's history: pages of HISTORY_PAGE_SIZE entries, newest first. */
export const HistoryQuery = object({ page: optional(QueryPage) });
export type HistoryQuery = Infer<typeof HistoryQuery>;

// operations §7 ------------------------------------------------------------------------

const requestBoardFilters = {
  startDate: optional(QueryDay),
  endDate: optional(QueryDay),
  search: search(),
  visitWithinHours: optional(queryCode(VISIT_WITHIN_HOURS)),
  sort: optional(queryEnum(['received_asc', 'received_desc', 'visit_asc', 'visit_desc'])),
  /** Whose requests: the caller's (`mine`) or nobody's (`unassigned`); absent is everyone's. */
  owner: optional(queryEnum(OWNER_FILTERS)),
  /** One staff member's requests (the owner filter's "a person"); with `owner`, refused. */
  assigneeId: optional(QueryId),
  /** Only the requests waiting in their column beyond its threshold (domain STAGE_WAIT_DAYS). */
  waiting: optional(QueryBoolean),
  /** "All open": every request not ended (signed or cancelled), whatever its date. */
  open: optional(QueryBoolean),
};

/**
 * Request board (api-contract "Request board filters"), and `perColumn`: the cards each
 * column carries, its first ones in the board's order (BOARD_CARDS_PER_COLUMN unless asked,
 * at most BOARD_MAX_CARDS_PER_COLUMN); each column's `count` is still its whole count.
 */
export const RequestBoardQuery = object({
  ...requestBoardFilters,
  perColumn: optional(queryNumber(intFrom(1, BOARD_MAX_CARDS_PER_COLUMN))),
});
export type RequestBoardQuery = Infer<typeof RequestBoardQuery>;

/** The board's export: its filters (every matching request, whatever the columns show). */
export const RequestDumpQuery = object(requestBoardFilters);
export type RequestDumpQuery = Infer<typeof RequestDumpQuery>;

/** Contracts: sort by user id, status (absent is all), search by company or contract uuid. */
export const ContractsQuery = object({
  sort: optional(queryEnum(['user_id_asc', 'user_id_desc'])),
  status: optional(queryEnum(['upcoming', 'active', 'expired'])),
  search: search(),
  ...pagingFields,
});
export type ContractsQuery = Infer<typeof ContractsQuery>;

/**
 * Conversations: dates of the last message, funnel status (a board column key), unread by
 * host/guest/csm, search (conversation id, #request id, .host id, -guest id or company), sort.
 */
export const ConversationsQuery = object({
  startDate: optional(QueryDay),
  endDate: optional(QueryDay),
  status: optional(queryEnum(BOARD_COLUMN_KEYS)),
  unread: optional(queryEnum(['host', 'guest', 'csm'])),
  search: search(),
  sort: optional(
    queryEnum(['request_id_asc', 'request_id_desc', 'conversation_id_asc', 'conversation_id_desc']),
  ),
  ...pagingFields,
});
export type ConversationsQuery = Infer<typeof ConversationsQuery>;

/** Documents: search (contract uuid, company or id), type (absent is all), creation dates. */
export const DocumentsQuery = object({
  search: search(),
  type: optional(queryEnum(['invoice', 'payment', 'payout'])),
  startDate: optional(QueryDay),
  endDate: optional(QueryDay),
  ...pagingFields,
});
export type DocumentsQuery = Infer<typeof DocumentsQuery>;

/** Search analytics CSV: searches made from minDate to maxDate (Paris days, both included). */
export const SearchAnalyticsQuery = object({ minDate: QueryDay, maxDate: QueryDay });
export type SearchAnalyticsQuery = Infer<typeof SearchAnalyticsQuery>;

/**
 * Offices list: publication state (the "status" filter), id sort, best choice (trending),
 * best deal, category (0 Pro, 1 Non-Pro), country, generated by (csv or users), search
 * (office id, reference, #host id, .company, -zip code, or address).
 */
export const OfficesQuery = object({
  publicationState: optional(queryCode([0, 1, 2, 3])),
  sort: optional(queryEnum(['id_asc', 'id_desc'])),
  bestChoice: optional(QueryBoolean),
  bestDeal: optional(QueryBoolean),
  category: optional(queryCode([0, 1])),
  country: optional(queryEnum(['FR', 'LU'])),
  generatedBy: optional(queryEnum(['csv', 'users'])),
  search: search(),
  ...pagingFields,
});
export type OfficesQuery = Infer<typeof OfficesQuery>;

/** Location autocomplete: the text, the session token of the search and the language. */
export const PlaceAutocompleteQuery = object({
  q: queryText(L.search),
  s_token: line(),
  lang: optional(queryEnum(['fr', 'en'])),
});
export type PlaceAutocompleteQuery = Infer<typeof PlaceAutocompleteQuery>;

/** Place details: the chosen suggestion's place id (same session token). */
export const PlaceDetailsQuery = object({
  placeId: queryText(L.line),
  s_token: line(),
  lang: optional(queryEnum(['fr', 'en'])),
});
export type PlaceDetailsQuery = Infer<typeof PlaceDetailsQuery>;

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

// people-and-content §7 (via api-contract) -----------------------------------------------

/**
 * SEO locations: search by display title, slug filter (absent is all). Every match at once (no
 * paging); `format=csv` asks for them as the list's CSV.
 */
export const SeoLocationsQuery = object({
  displayTitle: search(),
  slug: optional(queryEnum(['offices', 'flexible_offices', 'coworking'])),
  ...formatField,
});
export type SeoLocationsQuery = Infer<typeof SeoLocationsQuery>;

/**
 * Users: id order, status (a status name: the spec gives no numeric codes), user type,
 * category (pro), Stripe, profile (completed = true, pending = false), free search (company
 * name, user id or email), signup dates.
 */
export const UsersQuery = object({
  orderType: optional(queryEnum(['asc', 'desc'])),
  statusCode: optional(queryEnum(USER_STATUS_VALUES)),
  userType: optional(queryEnum(['host', 'guest'])),
  pro: optional(QueryBoolean),
  stripe: optional(queryEnum(['completed', 'verified'])),
  profileComplete: optional(QueryBoolean),
  searchText: search(),
  startDate: optional(QueryDay),
  endDate: optional(QueryDay),
  ...pagingFields,
});
export type UsersQuery = Infer<typeof UsersQuery>;

/** Display sections: the location (only Paris exists; absent is Paris). */
export const DisplaySectionsQuery = object({ location: line() });
export type DisplaySectionsQuery = Infer<typeof DisplaySectionsQuery>;

/** Ids of a route's path parameters, as numbers (`:id` is always a positive integer). */
export const IdParam = QueryId;

/**
 * The Security log: by staff member, kind and dates (Paris days, both included),
 * newest first, paged; `format=csv` for every match.
 */
export const SecurityEventsQuery = object({
  staffId: optional(QueryId),
  kind: optional(queryEnum(SECURITY_EVENT_KINDS)),
  startDate: optional(QueryDay),
  endDate: optional(QueryDay),
  ...pagingFields,
});
export type SecurityEventsQuery = Infer<typeof SecurityEventsQuery>;

/** Saved views: those of one screen, or of every screen (Go to lists them all). */
export const SavedViewsQuery = object({ screen: optional(queryEnum(SAVED_VIEW_SCREENS)) });
export type SavedViewsQuery = Infer<typeof SavedViewsQuery>;
