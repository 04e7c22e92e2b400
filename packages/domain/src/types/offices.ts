import type {
  CategoryCode,
  CountryCode,
  FlexibilityCode,
  OfficeFlexibilityType,
  OfficeStatus,
  OfficeType,
  PublicationState,
} from './codes';

// An office (operations.md §3) with its host, internal notes and requests; the map search's
// criteria, places and pins.

/** An internal note on an office (rich text as HTML). */
export interface InternalNote {
  id: number;
  note: string;
  /** The author: the staff member who wrote it (an edit keeps them). */
  userFullName: string;
  /** ISO instant. */
  createdAt: string;
  /** Who last edited it, and when (absent or null when never edited). */
  editedBy?: string | null;
  editedAt?: string | null;
}

/** A contact request as listed on its office. */
export interface OfficeRequest {
  id: number;
  /** ISO instant the request was received. */
  requestDate: string;
  guestId: number;
  guestCompanyName: string | null;
  step: string;
  isCancelled: boolean;
  visitDate: string | null;
}

/**
 * Office fields read by the Create CR & Visit form (people-and-content §3). Days are ISO
 * days; minDuration is in months.
 */
export interface OfficeAvailability {
  flexibility: OfficeFlexibilityType;
  /** Fewest days per week a part-time guest may book. */
  partTimeDays: number | null;
  minCapacity: number | null;
  capacity: number;
  earliestStartDate: string | null;
  lastAvailabilityDate: string | null;
  /** Minimum duration of a contract, in months. */
  minDuration: number | null;
}

/** The host of an office, as the office detail shows it. */
export interface OfficeHost {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** Business sector code. */
  sector: number | null;
}

/** An office listed by a host. */
export interface Office extends OfficeAvailability {
  id: number;
  csm: { hostId: number; companyName: string | null };
  pro: boolean;
  createdAt: string;
  updatedAt: string;
  generatedFromCsv: boolean;
  publicationState: PublicationState;
  status: OfficeStatus;
  /** 100 means the office was previously off market (publishing it asks for confirmation). */
  market: number | null;
  firstPublishedAt: string | null;
  hasActiveVersion: boolean;
  seoDescription: { fr: string | null; en: string | null };
  /** Monthly price of a seat, EUR excluding VAT, as the listing shows it. */
  price: number;
  priceFlexibility: boolean;
  isBestDeal: boolean;
  /** 1 to 5. */
  rank: number | null;
  addressDetails: { id: number; fullAddress: string; zipCode: string; countryCode: CountryCode };
  location: { lat: number; lon: number };
  pictures: { url: string }[];
  title: { fr: string };
  /** Public URLs of the listing. */
  url: { fr: string; en: string };
  address: string;
  host: OfficeHost;
  internalNotes: InternalNote[];
  requests: OfficeRequest[];
}

/** A place chosen in the map search (from the location autocomplete). */
export interface SearchPlace {
  placeId: string;
  description: string;
  formattedAddress: string;
  geoLat: number;
  geoLon: number;
  topLat: number;
  topLon: number;
  bottomLat: number;
  bottomLon: number;
}

/** Map search results are shown as a list (20 at a time) or on the map. */
export type SearchView = 'list' | 'map';

/** Search criteria of the map search (operations §3). Absent criteria do not filter. */
export interface SearchCriteria {
  q?: string;
  place?: SearchPlace;
  /** Absent: published offices only (the map search's default); 'any': every state. */
  publicationState?: PublicationState | 'any';
  zipCode?: string;
  officeType?: OfficeType;
  flexibility?: FlexibilityCode;
  /** The people the guest seats: an office fits when its minimum ≤ teamSize ≤ its capacity. */
  teamSize?: number;
  /** The most the guest pays a month: price a seat × team size (else the office's minimum). */
  budget?: number;
  priceMin?: number;
  priceMax?: number;
  seatsMin?: number;
  seatsMax?: number;
  surfaceMin?: number;
  surfaceMax?: number;
  topPick?: boolean;
  generatedFromCsv?: boolean;
  proType?: CategoryCode;
  searchString?: string;
  publicationDateSort?: 'asc' | 'desc';
  /** Months. */
  duration?: number;
  rentalType?: string;
  /** Days per week. */
  days?: number;
  /** 1-based. */
  page?: number;
  view?: SearchView;
  radius?: number;
}

/** A place suggestion of the location autocomplete. */
export interface PlaceSuggestion {
  placeId: string;
  description: string;
}

/** An office as a point on the map. */
export interface MapPin {
  id: number;
  lat: number;
  lon: number;
}
