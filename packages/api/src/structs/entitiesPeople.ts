/**
 * The map search's and the people-and-content entities (users, favorites, SEO pages, display
 * sections), beside entities.ts and typed the same way (`Describe<T>` against the domain type,
 * superstruct's `type()`).
 */
import {
  type Bookmark,
  type BookmarkNotes,
  type DayToDay,
  type DisplaySection,
  type FaqEntry,
  type MapPin,
  type PlaceSuggestion,
  type SearchPlace,
  type SeoLocation,
  type SeoPage,
  type User,
  type UserContactRequest,
} from '@backoffice/domain';
import {
  array,
  boolean,
  nullable,
  number,
  optional,
  string,
  type,
  type Describe,
} from 'superstruct';
import { Count, Finite, Id, IsoDate, IsoInstant } from './primitives';
import {
  CompanySizeStruct,
  SeoLangStruct,
  SeoSlugStruct,
  SeoStatusStruct,
  StripeStateStruct,
  UserStatusStruct,
  UserTypeStruct,
} from './entities';

// Map search -----------------------------------------------------------------------------

export const SearchPlaceStruct: Describe<SearchPlace> = type({
  placeId: string(),
  description: string(),
  formattedAddress: string(),
  geoLat: Finite,
  geoLon: Finite,
  topLat: Finite,
  topLon: Finite,
  bottomLat: Finite,
  bottomLon: Finite,
});

export const PlaceSuggestionStruct: Describe<PlaceSuggestion> = type({
  placeId: string(),
  description: string(),
});

export const MapPinStruct: Describe<MapPin> = type({ id: Id, lat: Finite, lon: Finite });

// People and content -----------------------------------------------------------------------

export const DayToDayStruct: Describe<DayToDay> = type({
  frequentClientVisits: boolean(),
  frequentPhoneCalls: boolean(),
  quietEnvironmentNeeded: boolean(),
});

export const UserContactRequestStruct: Describe<UserContactRequest> = type({
  id: Id,
  createdAt: IsoInstant,
  meetingProposedAt: nullable(IsoInstant),
  visitScheduledAt: nullable(IsoInstant),
  visitPastAt: nullable(IsoInstant),
  contractSentAt: nullable(IsoInstant),
  contractSignedAt: nullable(IsoInstant),
  requestCancelledAt: nullable(IsoInstant),
});

export const BookmarkNotesStruct: Describe<BookmarkNotes> = type({
  content: nullable(string()),
  userNote: nullable(string()),
});

export const BookmarkStruct: Describe<Bookmark> = type({
  id: Id,
  officeId: Id,
  officeUuid: string(),
  officeAddressLine1: string(),
  officeAddressLine2: nullable(string()),
  cover: nullable(type({ small: string(), large: string() })),
  createdByUser: boolean(),
  createdAt: IsoInstant,
  deletedAt: nullable(IsoInstant),
  deletedByUser: nullable(boolean()),
  officeViewedAt: nullable(IsoInstant),
  emailSent: boolean(),
  smsSent: boolean(),
  requestId: nullable(Id),
  conversationId: nullable(Id),
  notes: BookmarkNotesStruct,
});

export const UserStruct: Describe<User> = type({
  id: Id,
  userType: UserTypeStruct,
  statusCode: number(),
  status: UserStatusStruct,
  pro: boolean(),
  name: string(),
  company: nullable(string()),
  email: string(),
  phone: nullable(string()),
  userVerified: boolean(),
  profileComplete: boolean(),
  stripe: StripeStateStruct,
  signUpDate: IsoDate,
  sourceInformation: nullable(string()),
  nbrContactRequests: Count,
  nbrOffices: Count,
  notifyBySms: boolean(),
  fullName: string(),
  fullMobilePhoneNumber: nullable(string()),
  companyName: nullable(string()),
  companySize: nullable(CompanySizeStruct),
  businessSector: nullable(number()),
  confirmed: boolean(),
  stateName: nullable(string()),
  createdAt: IsoInstant,
  verifiedAt: nullable(IsoInstant),
  confirmedAt: nullable(IsoInstant),
  dayToDay: nullable(DayToDayStruct),
  bookmarks: optional(array(BookmarkStruct)),
  requests: optional(array(UserContactRequestStruct)),
});

export const FaqEntryStruct: Describe<FaqEntry> = type({
  id: optional(Id),
  title: string(),
  description: string(),
});

export const SeoPageStruct: Describe<SeoPage> = type({
  id: Id,
  faqTitle: string(),
  faq: array(FaqEntryStruct),
  linkedPages: array(Id),
  navCta: string(),
  title: string(),
  description: string(),
  sitemapTitle: string(),
  h1: string(),
  metaDescription: string(),
  lang: SeoLangStruct,
});

export const SeoLocationStruct: Describe<SeoLocation> = type({
  id: Id,
  displayTitle: string(),
  slug: SeoSlugStruct,
  city: string(),
  zipCode: nullable(string()),
  poi: nullable(string()),
  status: SeoStatusStruct,
  seoPages: type({ fr: nullable(SeoPageStruct), en: nullable(SeoPageStruct) }),
});

export const DisplaySectionStruct: Describe<DisplaySection> = type({
  id: Id,
  rank: Count,
  offices: array(Id),
});
