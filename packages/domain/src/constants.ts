import type {
  CategoryCode,
  CountryCode,
  FlexibilityCode,
  OfficeFlexibilityType,
  OfficeType,
  SearchPlace,
} from './types';

/** A code with the label staff read. */
export interface Option<V> {
  value: V;
  label: string;
}

/** The label of a value in a code table; a value the table lacks (a newer server's) as sent. */
export function optionLabel<V>(options: readonly Option<V>[], value: V): string {
  return options.find((o) => o.value === value)?.label ?? String(value);
}

// operations §9 --------------------------------------------------------------------------

/** Page sizes offered by every paginated list. */
export const PAGE_SIZES = [20, 50, 100, 500, 1000] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The page size of a list until staff pick another. */
export const DEFAULT_PAGE_SIZE: PageSize = 50;

/** Pagination shows the current page plus this many pages on each side. */
export const PAGINATION_SIDE_PAGES = 2;

/** Default date range of the request board and the conversations: the last 7 days. */
export const REQUESTS_DEFAULT_DAYS = 7;
/** Default date range of the conversations: the last 7 days. */
export const CONVERSATIONS_DEFAULT_DAYS = 7;
/** Default date range of the documents: the last 28 days. */
export const DOCUMENTS_DEFAULT_DAYS = 28;

/** A meeting proposal has 1 to 10 slots. */
export const MEETING_SLOTS = { min: 1, max: 10 } as const;

/** Office rank: 1 to 5. */
export const OFFICE_RANK = { min: 1, max: 5 } as const;
/** The choices of the rank select, 1 to 5. */
export const OFFICE_RANKS = [1, 2, 3, 4, 5] as const;
/** The rank select's choice for an office with no rank (sent as `rank: null`). */
export const NO_RANK_LABEL = 'None';

/** Map zoom bounds. */
export const MAP_ZOOM = { min: 5, max: 17 } as const;

/** Pins closer than this many metres are merged into one. */
export const PIN_MERGE_DISTANCE_M = 50;

/** The map search result list loads this many offices at a time. */
export const SEARCH_LIST_PAGE_SIZE = 20;

/** A map search's team size: how many people the guest seats, a whole number from 1 to 10,000. */
export const TEAM_SIZE = { min: 1, max: 10_000 } as const;

/** Countries of the offices. */
export const COUNTRIES: readonly Option<CountryCode>[] = [
  { value: 'FR', label: 'FR' },
  { value: 'LU', label: 'LU' },
];

/** The map search opens on Paris (its Google place and the city's bounding box). */
export const DEFAULT_PLACE: SearchPlace = {
  placeId: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ',
  description: 'Paris, France',
  formattedAddress: 'Paris, France',
  geoLat: 48.856614,
  geoLon: 2.3522219,
  topLat: 48.9021449,
  topLon: 2.4699208,
  bottomLat: 48.815573,
  bottomLon: 2.224199,
};

/** Zip codes of the Paris arrondissement filter: 75001 to 75020. */
export const PARIS_ARRONDISSEMENTS: readonly string[] = Array.from(
  { length: 20 },
  (_, i) => `750${String(i + 1).padStart(2, '0')}`,
);

/** Office types of the map search. */
export const OFFICE_TYPES: readonly Option<OfficeType>[] = [
  { value: 'shared', label: 'Shared' },
  { value: 'entire', label: 'Entire' },
  { value: 'private', label: 'Private' },
];

/** Flexibility codes of the office filters. */
export const FLEXIBILITIES: readonly Option<FlexibilityCode>[] = [
  { value: 0, label: 'Full time' },
  { value: 10, label: 'Part time' },
  { value: 20, label: 'Full and Part time' },
];

/** The flexibility code of each office flexibility type. */
export const FLEXIBILITY_CODE_BY_TYPE: Readonly<Record<OfficeFlexibilityType, FlexibilityCode>> = {
  full_time: 0,
  part_time: 10,
  full_and_part_time: 20,
};

/** Category codes: Pro (0), Non-Pro (1). */
export const CATEGORIES: readonly Option<CategoryCode>[] = [
  { value: 0, label: 'Pro' },
  { value: 1, label: 'Non-Pro' },
];

/**
 * The largest record id: ids are PostgreSQL `integer` columns (2^31 - 1). A larger id names
 * nothing; the API refuses it before any query and the search boxes read it as text.
 */
export const MAX_ID = 2_147_483_647;

/** Toasts close automatically after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

/** Generating an office's SEO description may take up to 3 minutes. */
export const SEO_GENERATION_TIMEOUT_MS = 3 * 60 * 1000;

/**
 * A default request timeout setting of 1000 exists in the spec; its unit is not shown and it
 * may be misplaced. Kept for reference; nothing should rely on it as milliseconds.
 */
export const DEFAULT_REQUEST_TIMEOUT_SETTING = 1000;

// people-and-content §9 ------------------------------------------------------------------

/** A bookmark note holds at most 250 characters. */
export const BOOKMARK_NOTE_MAX_LENGTH = 250;

/** A host password has at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;

/** The user list is refreshed this long after a status change. */
export const USER_STATUS_REFRESH_DELAY_MS = 1000;

/** An SEO page links to at most 15 other pages. */
export const SEO_LINKED_PAGES_MAX = 15;

/** Height of the list of locations to link, in CSS pixels. */
export const SEO_LINK_CANDIDATES_HEIGHT_PX = 120;

/** Header levels the rich-text editors offer. */
export const RICH_TEXT_HEADING_LEVELS = [3, 4] as const;

/** Phone numbers are read for France unless another country is chosen. */
export const DEFAULT_PHONE_COUNTRY = 'FR';

/** Without a last availability date, the CR end date may go this many years ahead. */
export const CR_END_DATE_HORIZON_YEARS = 2;

/** The homepage display sections are all in Paris. */
export const DISPLAY_LOCATION = 'Paris';
