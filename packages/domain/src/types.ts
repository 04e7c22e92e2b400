import type { SecurityEventKind, StaffRole, StaffStatus } from './staff';
/**
 * Entity types of spec section 3 (operations.md and people-and-content.md), as they travel on
 * the wire: field names in camelCase as the spec writes them, instants and days as ISO 8601
 * strings, money as numbers in EUR. Plain types only (no classes, no brands) so that
 * packages/api can check its superstruct structs against them with `Describe`.
 *
 * A field is `| null` where the spec implies it may be absent from a record that exists
 * (a visit not yet scheduled, a contract not yet signed), and `?:` where a whole part is
 * only sent by some calls (a user's bookmarks come with the guest detail, not the list).
 */

// ---------------------------------------------------------------------------------------
// Shared codes (the tables and their labels live in the topic files)
// ---------------------------------------------------------------------------------------

/** Office publication state (operations §4): 0 Unpublished, 1 Published, 2 Waiting for approval, 3 Published off market. */
export type PublicationState = 0 | 1 | 2 | 3;

/** Office status (operations §4): 0 none, 10 rejected by csm, 20 Published by csm, 30 Unpublished by csm, 40 Delisted by host, 50 Enlisted by host. */
export type OfficeStatus = 0 | 10 | 20 | 30 | 40 | 50;

/** Office flexibility as the office record states it (people-and-content §5). */
export type OfficeFlexibilityType = 'full_time' | 'part_time' | 'full_and_part_time';

/** Flexibility code of the office filters (operations §9): Full time (0), Part time (10), Full and Part time (20). */
export type FlexibilityCode = 0 | 10 | 20;

/** Office category code (operations §9): Pro (0), Non-Pro (1). */
export type CategoryCode = 0 | 1;

/** Office type of the map search (operations §9). */
export type OfficeType = 'shared' | 'entire' | 'private';

/** Countries the marketplace works in (operations §9). */
export type CountryCode = 'FR' | 'LU';

/** Meeting and appointment states (operations §4). */
export type MeetingState = 'proposed' | 'accepted' | 'concluded';

/** Service fee types of a contract (operations §2). */
export type ServiceFeeType = 'basic' | 'upfront' | 'monthly';

/** How the deposit due date of a contract is set. */
export type DepositDueDateType = 'date' | 'at_contract_signature';

/** Document types (operations §2). */
export type DocumentType = 'invoice' | 'payment' | 'payout';

/** User types (people-and-content §3). */
export type UserType = 'host' | 'guest';

/** User statuses (people-and-content §2.1 and §4). */
export type UserStatus =
  | 'onboarding'
  | 'created'
  | 'confirmed'
  | 'under_review'
  | 'blocked'
  | 'managed'
  | 'ready_for_handover';

/** Stripe onboarding of a host (people-and-content §3). */
export type StripeState = 'na' | 'completed' | 'verified';

/** Company size code (people-and-content code tables). */
export type CompanySize = 0 | 10 | 20 | 30 | 40 | 50;

/** SEO languages (people-and-content §9). */
export type SeoLang = 'fr' | 'en';

/** SEO location slug (people-and-content §3). */
export type SeoSlug = 'offices' | 'flexible_offices' | 'coworking';

/** SEO location status (people-and-content §3): 0 suspended, 10 active. */
export type SeoStatus = 0 | 10;

// ---------------------------------------------------------------------------------------
// operations.md section 3
// ---------------------------------------------------------------------------------------

/** The signed-in staff member. */
/** The signed-in staff member (who they are, and what their role lets them do). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** Whether they sign in with a second factor. */
  twoFactor: boolean;
}

/** When a session ends: at its 12 hours, or after 30 minutes without a person's action. */
export interface SessionTimes {
  /** The absolute end (sign-in + 12 h). */
  endsAt: string;
  /** The idle end (last action + 30 min); moved on by each action. */
  idleEndsAt: string;
}

/** Session: user (with name) and token, and when it ends. */
export interface Session {
  user: SessionUser;
  token: string;
  session: SessionTimes;
}

/** One of the signed-in person's sessions ("Your sessions"). */
export interface StaffSession {
  id: number;
  /** The browser and system, read from its User-Agent ("Chrome on Linux"). */
  browser: string;
  /** The client address it signed in from. */
  address: string;
  startedAt: string;
  lastActiveAt: string;
  /** The session this call comes from. */
  current: boolean;
}

/** A staff account, as the Staff screen lists it. */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  status: StaffStatus;
  twoFactor: boolean;
  lastSignInAt: string | null;
}

/** An event of the Security log. */
export interface SecurityEvent {
  id: number;
  at: string;
  kind: SecurityEventKind;
  /** Who: the staff member (null for an unknown email's failed sign-in). */
  staffId: number | null;
  staffName: string;
  /** What happened, in words ("Signed in", "Exported the contracts list: 1,204 rows"). */
  summary: string;
  /** The client address it came from ('' when none). */
  address: string;
}

/** The host side of a request. */
export interface RequestHost {
  id: number;
  name: string;
  companyName: string | null;
  phoneNumber: string | null;
  email: string;
  /** Business sector code (people-and-content code tables). */
  businessSector: number | null;
}

/** The guest side of a request: the host's fields plus the first message. */
export interface RequestGuest extends RequestHost {
  initialMessage: string | null;
}

/** The conversation attached to a request, with unread user messages per side. */
export interface RequestConversation {
  id: number;
  unreadUserMessagesGuest: number;
  unreadUserMessagesHost: number;
}

/** One proposed slot of a meeting; each has its own state. */
export interface Appointment {
  id: number;
  /** ISO instant of the proposed slot. */
  proposedDate: string;
  state: MeetingState;
}

/** A meeting proposal with its slots. */
export interface MeetingProposal {
  meetingId: number;
  meetingState: MeetingState;
  appointments: Appointment[];
}

/** Ratings given after the request: host of guest, guest of host, guest of office. */
export interface RequestRatings {
  /** The host's rating of the guest. */
  hostRating: number | null;
  /** The guest's rating of the host. */
  guestRating: number | null;
  /** The guest's rating of the office. */
  officeRating: number | null;
}

/** The funnel dates table of a request: when each stage was reached (ISO instants). */
export interface RequestFunnel {
  requestReceivedDate: string | null;
  meetingProposedDate: string | null;
  visitScheduledDate: string | null;
  visitPast: string | null;
  contractStart: string | null;
  contractSent: string | null;
  contractSigned: string | null;
  requestCancelled: string | null;
}

/**
 * A contact request (the spec's Request; named ContactRequest so that importing it does not
 * shadow the Fetch API's global Request).
 */
export interface ContactRequest {
  id: number;
  /** ISO instant the request was received. */
  requestDate: string;
  host: RequestHost;
  guest: RequestGuest;
  /** Amount in EUR. */
  amount: number | null;
  officeId: number;
  officeAddress: string;
  /** The office reference shown on the request. */
  officeUuid: string;
  /** ISO day the guest wants to move in. */
  moveinDate: string | null;
  /** ISO day the guest wants to move out. */
  moveoutDate: string | null;
  seats: number;
  /** Days per week (5 is the full week). */
  flexibility: number;
  /** ISO instant of the visit; null while pending. */
  visitDate: string | null;
  visitScheduled: boolean;
  visitPast: boolean;
  isCancelled: boolean;
  contractSigned: boolean;
  /** Id of the contract flow, when one exists (View contract draft). */
  contractInfoId: number | null;
  /** Link to the CRM deal. */
  hsDealUrl: string | null;
  /** Step of the request: 'request_received', 'meeting_proposed', or others not shown. */
  step: string;
  conversation: RequestConversation | null;
  meetingsProposed: MeetingProposal[];
  cancelledData: RequestRatings | null;
  funnel: RequestFunnel;
  /** Who cancelled or declined the request, why and when; null while it is not withdrawn. */
  withdrawal: RequestWithdrawal | null;
  /** Its owner, and who assigned it when. */
  assignment: RequestAssignment;
}

/**
 * A guest's cancellation or a host's decline, as staff recorded it (operations §4: each with
 * a reason and a message).
 */
export interface RequestWithdrawal {
  /** 'guest' for a guest cancel, 'host' for a host decline. */
  by: 'guest' | 'host';
  /** The reason code: a guest cancellation reason or a host decline reason. */
  reason: number | null;
  message: string | null;
  /** ISO instant it was recorded. */
  at: string | null;
  /** The staff member who recorded it; null when none is on record (the demo's older ones). */
  staff: StaffRef | null;
}

/**
 * The last write on a record's history, for its header's one line ("Last change: Léa
 * Bernard, 10:02, cancelled as the guest"): who, when, and the route of the write.
 */
export interface LastChange {
  staffName: string;
  /** ISO instant. */
  at: string;
  /** The route of the write (the history's `action`). */
  action: string;
}

/** Who a board card names: a person and their company. */
export interface BoardParty {
  name: string;
  companyName: string | null;
}

/**
 * A request as a board card shows it (operations §2: date, time, id, host, guest, visit date
 * and amount): the board's answer carries these fields only; the request detail has the rest.
 */
export interface BoardRequest {
  id: number;
  /** ISO instant the request was received. */
  requestDate: string;
  host: BoardParty;
  guest: BoardParty;
  /** ISO instant of the visit; null while pending. */
  visitDate: string | null;
  /** Amount in EUR. */
  amount: number | null;
  /** The staff member who owns the request; null while nobody does (the unassigned queue). */
  assignee: StaffRef | null;
  /** ISO instant the request entered its column (team.ts `stageSince`): its time in stage. */
  stageSince: string;
  /** On a cancelled card only: which party withdrew it, and the staff member who recorded it. */
  withdrawal?: Pick<RequestWithdrawal, 'by' | 'staff'>;
}

/** A staff member as other records name them: an owner, who assigned, who saved. */
export interface StaffRef {
  id: number;
  name: string;
}

/**
 * Who owns a request, and the last change of owner: who made it and when (null before the
 * first). A stale "Take" or "Assign to…" is refused naming them (team.ts).
 */
export interface RequestAssignment {
  assignee: StaffRef | null;
  by: StaffRef | null;
  /** ISO instant of the last change of owner. */
  at: string | null;
}

/** Funnel flags: which stage a request (or its conversation) is at. */
export interface FunnelFlags {
  requestReceived: boolean;
  meetingProposed: boolean;
  visitScheduled: boolean;
  visitPast: boolean;
  contractStart: boolean;
  contractSent: boolean;
  contractSigned: boolean;
  /** Cancelled by the guest or declined by the host. */
  requestCancelled: boolean;
}

/** A contract between a host company and a guest company. */
export interface Contract {
  id: number;
  contractUuid: string;
  /** ISO day the contract starts. */
  contractStartDate: string;
  /** ISO day the contract ends. */
  contractEndDate: string;
  /** ISO instant of the signature; null while unsigned. */
  contractSignedDate: string | null;
  host: { companyName: string };
  guest: { companyName: string };
  paymentTermsType: string;
  serviceFee: ServiceFeeType;
  serviceFeePercentage: number;
  /** ISO day the deposit is due, when it is a date. */
  depositDueDate: string | null;
  depositDueDateType: DepositDueDateType | null;
  depositAmount: number | null;
  totalContractAmountWithoutTax: number;
  /** Link to the contract PDF. */
  downloadPdf: string | null;
}

/** A party of a conversation. */
export interface ConversationParty {
  id: number;
  companyName: string | null;
}

/** A conversation between a host and a guest about a request. */
export interface Conversation {
  conversationId: number;
  requestId: number;
  funnel: FunnelFlags;
  /** ISO instant of the last message. */
  lastMessageAt: string | null;
  host: ConversationParty;
  guest: ConversationParty;
  unreadByHost: number;
  unreadByGuest: number;
  /**
   * The user messages the signed-in staff member has not read: since they last marked it
   * read, or the team's count when they never did. Each person's own.
   */
  unreadByCsm: number;
  /** The team's state: who marked it read last, and when (ISO); null when no one has. */
  lastReadBy: { name: string; at: string } | null;
}

/** Kind of a chat message: status, user, and anything else is a system message. */
export type ChatMessageType = 'status' | 'user' | 'system';

/** Who wrote a user message. */
export type ChatSender = 'host' | 'guest';

/** The two sides of a status message. */
export interface StatusMessage {
  guestMessage: string;
  hostMessage: string;
}

/** One message of a conversation. */
export interface ChatMessage {
  id: number;
  conversationId: number;
  requestId: number;
  messageType: ChatMessageType;
  systemMessage: string | null;
  statusMessage: StatusMessage | null;
  sender: ChatSender | null;
  userMessage: string | null;
  /** ISO instant. */
  createdAt: string;
}

/**
 * An invoice, payment or payout document of a contract (the spec's Document; named so that
 * it does not shadow the DOM's global Document).
 */
export interface ContractDocument {
  id: number;
  contractId: number;
  type: DocumentType;
  hostId: number;
  hostCompanyName: string | null;
  guestId: number;
  guestCompanyName: string | null;
  /** ISO instant. */
  createdAt: string;
  url: string;
}

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
  publicationState?: PublicationState;
  zipCode?: string;
  officeType?: OfficeType;
  flexibility?: FlexibilityCode;
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

// ---------------------------------------------------------------------------------------
// people-and-content.md section 3
// ---------------------------------------------------------------------------------------

/** The guest's day-to-day answers (each yes/no). */
export interface DayToDay {
  frequentClientVisits: boolean;
  frequentPhoneCalls: boolean;
  quietEnvironmentNeeded: boolean;
}

/** Contact request timestamps (ISO instants; null until the stage is reached). */
export interface ContactRequestTimestamps {
  createdAt: string;
  meetingProposedAt: string | null;
  visitScheduledAt: string | null;
  visitPastAt: string | null;
  contractSentAt: string | null;
  contractSignedAt: string | null;
  requestCancelledAt: string | null;
}

/** A contact request of a guest, as the guest detail lists it. */
export interface UserContactRequest extends ContactRequestTimestamps {
  id: number;
}

/** The notes of a bookmark: the staff note and the guest's own note. */
export interface BookmarkNotes {
  content: string | null;
  userNote: string | null;
}

/** An office in a guest's favorites. */
export interface Bookmark {
  id: number;
  officeId: number;
  officeUuid: string;
  officeAddressLine1: string;
  officeAddressLine2: string | null;
  cover: { small: string; large: string } | null;
  /** True when the guest added it, false when staff did. */
  createdByUser: boolean;
  createdAt: string;
  /** Set when the bookmark was removed. */
  deletedAt: string | null;
  /** True when the guest removed it, false when staff did; null while active. */
  deletedByUser: boolean | null;
  officeViewedAt: string | null;
  emailSent: boolean;
  smsSent: boolean;
  requestId: number | null;
  conversationId: number | null;
  notes: BookmarkNotes;
}

/** A host or a guest. */
export interface User {
  id: number;
  userType: UserType;
  statusCode: number;
  status: UserStatus;
  pro: boolean;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  /** The phone number was verified. */
  userVerified: boolean;
  profileComplete: boolean;
  stripe: StripeState;
  signUpDate: string;
  sourceInformation: string | null;
  nbrContactRequests: number;
  nbrOffices: number;
  notifyBySms: boolean;
  fullName: string;
  fullMobilePhoneNumber: string | null;
  companyName: string | null;
  companySize: CompanySize | null;
  /** Business sector code. */
  businessSector: number | null;
  confirmed: boolean;
  stateName: string | null;
  createdAt: string;
  verifiedAt: string | null;
  /** When the account was confirmed (the guest detail's "confirmed date"); null until then. */
  confirmedAt: string | null;
  dayToDay: DayToDay | null;
  /** Sent with the guest detail only. */
  bookmarks?: Bookmark[];
  /** Sent with the guest detail only. */
  requests?: UserContactRequest[];
}

/** The guest data part of the CR-and-visit payload. */
export interface CrVisitGuestData {
  companyName: string;
  companySize: CompanySize;
  businessSector: number;
  /** E.164 mobile number. */
  phoneNumber: string;
  dayToDay: DayToDay;
}

/** What Create CR & Visit sends (people-and-content §3). */
export interface CrVisitPayload {
  guest: CrVisitGuestData;
  officeId: number;
  /** ISO day. */
  startDate: string;
  /** ISO day. */
  endDate: string;
  seats: number;
  /** Days per week (5 is the full week). */
  flexibility: number;
  guestMessage: string;
  /** ISO day. */
  visitDate: string;
  /** HH:mm, Europe/Paris. */
  visitTime: string;
}

/** One FAQ entry; the id is absent until saved. */
export interface FaqEntry {
  id?: number;
  title: string;
  /** Rich text (HTML). */
  description: string;
}

/** The page of an SEO location in one language. */
export interface SeoPage {
  id: number;
  faqTitle: string;
  faq: FaqEntry[];
  /** Ids of the linked pages (at most 15). */
  linkedPages: number[];
  navCta: string;
  title: string;
  /** Rich text (HTML, headers 3 and 4). */
  description: string;
  sitemapTitle: string;
  h1: string;
  metaDescription: string;
  lang: SeoLang;
}

/** An SEO location with its French and English pages. */
export interface SeoLocation {
  id: number;
  displayTitle: string;
  slug: SeoSlug;
  city: string;
  zipCode: string | null;
  /** Neighbourhood. */
  poi: string | null;
  status: SeoStatus;
  seoPages: { fr: SeoPage | null; en: SeoPage | null };
}

/** A homepage display section: its rank gives its name (see displaySections.ts). */
export interface DisplaySection {
  id: number;
  rank: number;
  /** Office ids in display order. */
  offices: number[];
}
