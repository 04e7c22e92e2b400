import {
  CATEGORIES,
  DEFAULT_PLACE,
  FLEXIBILITIES,
  MAP_ZOOM,
  OFFICE_TYPES,
  SEARCH_LIST_PAGE_SIZE,
} from './constants';
import { optionLabel, type Option } from './constants';
import { formatEurShort } from './format';
import { PUBLICATION_STATES } from './offices';
import type { Office, PublicationState, SearchCriteria, SearchPlace } from './types';

/** Counts as the UI writes them: 1,200. */
const plain = new Intl.NumberFormat('en-GB');

/** The map search before staff change anything: Paris, first page, as a list. */
export const DEFAULT_SEARCH_CRITERIA: Readonly<SearchCriteria> = {
  place: DEFAULT_PLACE,
  page: 1,
  view: 'list',
};

/** How many list pages the results make, 20 offices a page. */
export function searchPageCount(resultCount: number): number {
  return Math.max(1, Math.ceil(resultCount / SEARCH_LIST_PAGE_SIZE));
}

/** True while the infinite list has more to load after this page. */
export function hasMoreResults(page: number, resultCount: number): boolean {
  return page < searchPageCount(resultCount);
}

// The Filters panel ------------------------------------------------------------------------

/**
 * The criteria of operations §3 that a CSM sets in the Filters panel, in the panel's order.
 * The others are set elsewhere on the screen (the place, the search text, the sort) or by the
 * screen itself (`page`, `view`); `q` is left to the original product's location text (the
 * place carries its own description) and never sent.
 */
export const SEARCH_FILTER_KEYS = [
  'publicationState',
  'zipCode',
  'officeType',
  'flexibility',
  'teamSize',
  'budget',
  'priceMin',
  'priceMax',
  'seatsMin',
  'seatsMax',
  'surfaceMin',
  'surfaceMax',
  'topPick',
  'generatedFromCsv',
  'proType',
  'duration',
  'rentalType',
  'days',
  'radius',
] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];
export type SearchFilters = Pick<SearchCriteria, SearchFilterKey>;

/**
 * Criteria the API and links keep (old links, other teams' calls) that the Filters panel no
 * longer offers: Team size says what a guest needs in one number. A link that carries them
 * still narrows the search, and each shows as a chip, so that nothing applied is hidden.
 */
export const LINK_ONLY_FILTER_KEYS = [
  'seatsMin',
  'seatsMax',
] as const satisfies readonly SearchFilterKey[];

/** The place's fields, as a link carries them. */
export const SEARCH_PLACE_KEYS = [
  'placeId',
  'description',
  'formattedAddress',
  'geoLat',
  'geoLon',
  'topLat',
  'topLon',
  'bottomLat',
  'bottomLon',
] as const satisfies readonly (keyof SearchPlace)[];

/** What the map shows, as a link carries it: its zoom and its centre. */
export const MAP_VIEW_KEYS = ['zoom', 'mapLat', 'mapLon'] as const;
export type MapViewKey = (typeof MAP_VIEW_KEYS)[number];

/** The map's view: a whole zoom level (5 to 17) and the centre. */
export interface MapView {
  zoom: number;
  lat: number;
  lon: number;
}

/** What staff read for each criterion (the panel's labels, the link's notice). */
export const SEARCH_CRITERIA_LABELS: Readonly<
  Record<SearchFilterKey | 'searchString' | 'publicationDateSort' | 'place' | 'mapView', string>
> = {
  place: 'Place',
  searchString: 'Search',
  publicationDateSort: 'Sort by publication date',
  publicationState: 'Publication state',
  zipCode: 'Zip code',
  officeType: 'Office type',
  flexibility: 'Flexibility',
  teamSize: 'Team size',
  budget: 'Budget (€ a month, whole team)',
  priceMin: 'Price min (€)',
  priceMax: 'Price max (€)',
  seatsMin: 'Seats min',
  seatsMax: 'Seats max',
  surfaceMin: 'Surface min (m²)',
  surfaceMax: 'Surface max (m²)',
  topPick: 'Top pick',
  generatedFromCsv: 'Generated from CSV',
  proType: 'Pro type',
  duration: 'Duration (months)',
  rentalType: 'Rental type',
  days: 'Days a week',
  radius: 'Radius (km)',
  mapView: 'Map view',
};

/** What the Filters panel says under the criteria whose meaning is not in their label. */
export const SEARCH_CRITERIA_DESCRIPTIONS = {
  publicationState: 'Published by default; Any state searches every office.',
  teamSize: 'Offices that seat the whole team: their minimum seats ≤ team size ≤ their capacity.',
  budget:
    "The most the guest pays a month: price a seat × team size (the office's minimum seats when no team size is set).",
} as const satisfies Partial<Record<SearchFilterKey, string>>;

// Publication state ------------------------------------------------------------------------

/** The map search shows published offices unless another state is chosen. */
export const DEFAULT_SEARCH_PUBLICATION_STATE: PublicationState = 1;

/** The choice of every publication state ("Any state"), as a link writes it. */
export const ANY_PUBLICATION_STATE = 'any';

export type SearchPublicationState = NonNullable<SearchCriteria['publicationState']>;

/** The Filters panel's publication states: Any state, then each state (Published the default). */
export const SEARCH_PUBLICATION_STATES: readonly Option<SearchPublicationState>[] = [
  { value: ANY_PUBLICATION_STATE, label: 'Any state' },
  ...PUBLICATION_STATES,
];

/**
 * The publication state a search asks the API for: Published when none is chosen, none (every
 * state) for Any state, else the state chosen.
 */
export function searchedPublicationState(
  chosen: SearchPublicationState | undefined,
): PublicationState | undefined {
  if (chosen === undefined) return DEFAULT_SEARCH_PUBLICATION_STATE;
  return chosen === ANY_PUBLICATION_STATE ? undefined : chosen;
}

/** The choice a search's API state stands for (the inverse of `searchedPublicationState`). */
export function chosenPublicationState(
  asked: PublicationState | undefined,
): SearchPublicationState | undefined {
  if (asked === undefined) return ANY_PUBLICATION_STATE;
  return asked === DEFAULT_SEARCH_PUBLICATION_STATE ? undefined : asked;
}

// Team size and budget ---------------------------------------------------------------------

type Seats = Pick<Office, 'minCapacity' | 'capacity'>;

/** An office seats a team of `teamSize` when its minimum (1 when none) ≤ teamSize ≤ capacity. */
export function fitsTeam(office: Seats, teamSize: number): boolean {
  return (office.minCapacity ?? 1) <= teamSize && teamSize <= office.capacity;
}

/** The seats a month's bill counts: the team's, else the office's minimum (1 when none). */
export function billedSeats(office: Pick<Office, 'minCapacity'>, teamSize?: number): number {
  return teamSize ?? office.minCapacity ?? 1;
}

/** What the guest pays a month: the price a seat × the seats billed. */
export function monthlyCost(
  office: Pick<Office, 'price' | 'minCapacity'>,
  teamSize?: number,
): number {
  return office.price * billedSeats(office, teamSize);
}

/** True when the month's bill (`monthlyCost`) is within the budget. */
export function withinBudget(
  office: Pick<Office, 'price' | 'minCapacity'>,
  budget: number,
  teamSize?: number,
): boolean {
  return monthlyCost(office, teamSize) <= budget;
}

/** A result's price: "388 € a seat a month". */
export function seatPriceText(price: number): string {
  return `${formatEurShort(price)} a seat a month`;
}

/** A result's month for the team searched: "≈ 3 880 € a month for 10". */
export function teamPriceText(price: number, teamSize: number): string {
  return `≈ ${formatEurShort(price * teamSize)} a month for ${plain.format(teamSize)}`;
}

/** Sort by publication date: newest or oldest first (absent: the API's order, newest id first). */
export const PUBLICATION_DATE_SORTS: readonly Option<'desc' | 'asc'>[] = [
  { value: 'desc', label: 'Newest publication first' },
  { value: 'asc', label: 'Oldest publication first' },
];

/**
 * Rental types of the offices (the spec names the criterion without its values; the
 * marketplace's offices are let by the month or by the year).
 */
export const RENTAL_TYPES: readonly Option<string>[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/** Days a week a guest needs the office: 1 to 5 (5 is full time). */
export const SEARCH_DAYS: readonly Option<number>[] = [1, 2, 3, 4, 5].map((value) => ({
  value,
  label: value === 1 ? '1 day' : `${value} days`,
}));

/** How many criteria of the Filters panel are set (shown on the button that opens it). */
export function activeFilterCount(filters: Partial<SearchFilters>): number {
  return SEARCH_FILTER_KEYS.filter((key) => {
    const value = filters[key];
    return value !== undefined && value !== null && value !== '';
  }).length;
}

/** An active criterion of the Filters panel, in words: "Publication state: Published". */
export interface SearchFilterChip {
  key: SearchFilterKey;
  label: string;
  value: string;
}

const CODE_WORDS: Partial<Record<SearchFilterKey, readonly Option<string | number>[]>> = {
  publicationState: SEARCH_PUBLICATION_STATES,
  officeType: OFFICE_TYPES,
  flexibility: FLEXIBILITIES,
  proType: CATEGORIES,
  rentalType: RENTAL_TYPES,
  days: SEARCH_DAYS,
};

/**
 * The Filters panel's active criteria in the panel's order, each with its label and its value
 * in words (a code by its label, yes or no, a number grouped), for the map search's chips
 * (rather than only a count of the active filters).
 */
export function searchFilterChips(filters: Partial<SearchFilters>): SearchFilterChip[] {
  return SEARCH_FILTER_KEYS.flatMap((key) => {
    const value = filters[key];
    if (value === undefined || value === null || value === '') return [];
    const words = CODE_WORDS[key];
    const text =
      typeof value === 'boolean'
        ? value
          ? 'Yes'
          : 'No'
        : words
          ? optionLabel(words, value)
          : typeof value === 'number'
            ? plain.format(value)
            : value;
    return [{ key, label: SEARCH_CRITERIA_LABELS[key], value: text }];
  });
}

/** The panel's ranges: a min that may not be above its max. */
export const SEARCH_RANGES = [
  { min: 'priceMin', max: 'priceMax', label: 'Price' },
  { min: 'seatsMin', max: 'seatsMax', label: 'Seats' },
  { min: 'surfaceMin', max: 'surfaceMax', label: 'Surface' },
] as const;

/** A criterion that cannot be used, and why. */
export interface SearchProblem {
  /** The keys it covers (both ends of a range, every field of a place). */
  keys: readonly string[];
  /** What staff read: "Seats min and max". */
  label: string;
  /** Why: "min 12 is above max 4". */
  reason: string;
}

/** Ranges whose min is above their max (the panel refuses them; a link's are dropped). */
export function rangeProblems(filters: Partial<SearchFilters>): SearchProblem[] {
  return SEARCH_RANGES.flatMap(({ min, max, label }) => {
    const low = filters[min];
    const high = filters[max];
    return low !== undefined && high !== undefined && low > high
      ? [
          {
            keys: [min, max],
            label: `${label} min and max`,
            reason: `min ${low} is above max ${high}`,
          },
        ]
      : [];
  });
}

const isLat = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90;
const isLon = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180;

/**
 * The place a link gives, or why it cannot be used: a place needs its id, its centre and its
 * bounding box (north above south), all on the globe. `null` when the link names no place.
 */
export function readLinkPlace(
  fields: Partial<Record<(typeof SEARCH_PLACE_KEYS)[number], unknown>>,
): SearchPlace | SearchProblem | null {
  const given = SEARCH_PLACE_KEYS.filter((key) => fields[key] !== undefined);
  if (given.length === 0) return null;
  const { placeId, description, formattedAddress, geoLat, geoLon, topLat, topLon } = fields;
  const { bottomLat, bottomLon } = fields;
  const name = typeof description === 'string' && description ? ` "${description}"` : '';
  const problem = (reason: string): SearchProblem => ({
    keys: SEARCH_PLACE_KEYS,
    label: `${SEARCH_CRITERIA_LABELS.place}${name}`,
    reason,
  });
  const coordinates = [geoLat, geoLon, topLat, topLon, bottomLat, bottomLon];
  if (coordinates.some((value) => value === undefined)) return problem('no coordinates');
  if (
    !isLat(geoLat) ||
    !isLat(topLat) ||
    !isLat(bottomLat) ||
    !isLon(geoLon) ||
    !isLon(topLon) ||
    !isLon(bottomLon) ||
    topLat < bottomLat
  ) {
    return problem('coordinates off the map');
  }
  if (typeof placeId !== 'string' || !placeId) return problem('no place id');
  const text = typeof description === 'string' && description ? description : placeId;
  return {
    placeId,
    description: text,
    formattedAddress:
      typeof formattedAddress === 'string' && formattedAddress ? formattedAddress : text,
    geoLat,
    geoLon,
    topLat,
    topLon,
    bottomLat,
    bottomLon,
  };
}

/** The map view a link gives, or why it cannot be used; `null` when it gives none. */
export function readLinkMapView(
  fields: Partial<Record<MapViewKey, number>>,
): MapView | SearchProblem | null {
  const { zoom, mapLat, mapLon } = fields;
  if (zoom === undefined && mapLat === undefined && mapLon === undefined) return null;
  const problem = (reason: string): SearchProblem => ({
    keys: MAP_VIEW_KEYS,
    label: SEARCH_CRITERIA_LABELS.mapView,
    reason,
  });
  if (zoom === undefined || mapLat === undefined || mapLon === undefined) {
    return problem('zoom and centre are both needed');
  }
  if (!Number.isInteger(zoom) || zoom < MAP_ZOOM.min || zoom > MAP_ZOOM.max) {
    return problem(`zoom ${zoom} is outside ${MAP_ZOOM.min} to ${MAP_ZOOM.max}`);
  }
  if (!isLat(mapLat) || !isLon(mapLon)) return problem('centre off the map');
  return { zoom, lat: mapLat, lon: mapLon };
}

/** The notice of a link whose criteria were left out: "Seats min and max (min 12 is above max 4)". */
export function describeProblems(problems: readonly SearchProblem[]): string {
  return problems.map((p) => `${p.label} (${p.reason})`).join('; ');
}

/**
 * The place "Search this area" searches: the box the map shows, named for what it is. Its id
 * is no place of the autocomplete, so the API searches the box it is given.
 */
export const MAP_AREA_PLACE_ID = 'map-area';
export const MAP_AREA_DESCRIPTION = 'Area shown on the map';

/** [west, south, east, north] in degrees. */
export type GeoBounds = readonly [number, number, number, number];

/** The place of a map area: its box, and the view's centre (which the link also keeps). */
export function mapAreaPlace(bounds: GeoBounds, centre: { lat: number; lon: number }): SearchPlace {
  const [west, south, east, north] = bounds;
  return {
    placeId: MAP_AREA_PLACE_ID,
    description: MAP_AREA_DESCRIPTION,
    formattedAddress: MAP_AREA_DESCRIPTION,
    geoLat: centre.lat,
    geoLon: centre.lon,
    topLat: north,
    topLon: east,
    bottomLat: south,
    bottomLon: west,
  };
}

/** A place's bounding box as [west, south, east, north]. */
export function placeBounds(place: SearchPlace): GeoBounds {
  return [
    Math.min(place.bottomLon, place.topLon),
    Math.min(place.bottomLat, place.topLat),
    Math.max(place.bottomLon, place.topLon),
    Math.max(place.bottomLat, place.topLat),
  ];
}

/** Degrees kept in a link: 6 decimals (about 10 cm), so that links stay short. */
export function roundDegrees(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * What to widen when a search finds nothing, in the order worth trying: the filters, the
 * search text, then the area.
 */
export function widenSuggestions(criteria: SearchCriteria): string[] {
  const suggestions: string[] = [];
  const filters = activeFilterCount(criteria);
  if (filters > 0) {
    suggestions.push(
      filters === 1 ? 'Remove the filter.' : `Remove some of the ${filters} filters.`,
    );
  }
  if (criteria.publicationState === undefined) {
    suggestions.push(
      'Choose Any state as the publication state: only published offices are searched.',
    );
  }
  if (criteria.searchString?.trim()) {
    suggestions.push(`Clear the search text "${criteria.searchString.trim()}".`);
  }
  if (criteria.radius !== undefined) suggestions.push('Widen the radius.');
  suggestions.push(
    criteria.place?.placeId === MAP_AREA_PLACE_ID
      ? 'Zoom the map out and search this area again, or choose a place.'
      : 'Choose a larger place, or zoom the map out and search the area it shows.',
  );
  return suggestions;
}
