import {
  BOARD_COLUMN_KEYS,
  SAVED_VIEW_SCREENS,
  chatMessageType,
  type SavedView,
  type Appointment,
  type BoardParty,
  type BoardRequest,
  type ChatMessage,
  type ContactRequest,
  type Contract,
  type ContractDocument,
  type Conversation,
  type ConversationParty,
  type FunnelFlags,
  type InternalNote,
  type Notification,
  type NotificationPreference,
  type RequestNote,
  type MeetingProposal,
  type Office,
  type OfficeHost,
  type OfficeListItem,
  type OfficeRequest,
  type RequestConversation,
  type RequestFunnel,
  type RequestGuest,
  type RequestHost,
  type RequestRatings,
  type RequestWithdrawal,
  type LastChange,
  type SecurityEvent,
  type Session,
  type SessionTimes,
  type SessionUser,
  type StaffMember,
  type StaffSession,
  SECURITY_EVENT_KINDS,
  STAFF_ROLES,
  STAFF_STATUSES,
  USER_STATUS_VALUES,
  type RequestAssignment,
  type StaffRef,
} from '@backoffice/domain';
import {
  array,
  boolean,
  coerce,
  enums,
  nullable,
  number,
  optional,
  string,
  type,
  type Describe,
} from 'superstruct';
import { Amount, Count, Finite, Id, IsoDate, IsoDay, IsoInstant } from './primitives';

/**
 * One struct per entity of spec section 3 (both documents), each typed `Describe<T>` against
 * the domain type so that a field added, renamed or retyped on one side fails to compile.
 * Entities use superstruct's `type()`: keys the struct does not name are let through, so a
 * server that adds a field does not break the back-office; every named key is checked.
 */

// Shared codes ----------------------------------------------------------------------------

export const PublicationStateStruct = enums([0, 1, 2, 3]);
export const OfficeStatusStruct = enums([0, 10, 20, 30, 40, 50]);
export const OfficeFlexibilityTypeStruct = enums(['full_time', 'part_time', 'full_and_part_time']);
export const FlexibilityCodeStruct = enums([0, 10, 20]);
export const CategoryCodeStruct = enums([0, 1]);
export const OfficeTypeStruct = enums(['shared', 'entire', 'private']);
export const CountryCodeStruct = enums(['FR', 'LU']);
export const MeetingStateStruct = enums(['proposed', 'accepted', 'concluded']);
export const ServiceFeeTypeStruct = enums(['basic', 'upfront', 'monthly']);
export const DepositDueDateTypeStruct = enums(['date', 'at_contract_signature']);
export const DocumentTypeStruct = enums(['invoice', 'payment', 'payout']);
export const UserTypeStruct = enums(['host', 'guest']);
export const UserStatusStruct = enums(USER_STATUS_VALUES);
export const StripeStateStruct = enums(['na', 'completed', 'verified']);
export const CompanySizeStruct = enums([0, 10, 20, 30, 40, 50]);
export const SeoLangStruct = enums(['fr', 'en']);
export const SeoSlugStruct = enums(['offices', 'flexible_offices', 'coworking']);
export const SeoStatusStruct = enums([0, 10]);
export const BoardColumnKeyStruct = enums(BOARD_COLUMN_KEYS);

// Session --------------------------------------------------------------------------------

export const StaffRoleStruct = enums(STAFF_ROLES);
export const StaffStatusStruct = enums(STAFF_STATUSES);
export const SecurityEventKindStruct = enums(SECURITY_EVENT_KINDS);

export const SessionUserStruct: Describe<SessionUser> = type({
  id: Id,
  name: string(),
  email: string(),
  role: StaffRoleStruct,
  twoFactor: boolean(),
});

export const SessionTimesStruct: Describe<SessionTimes> = type({
  endsAt: IsoInstant,
  idleEndsAt: IsoInstant,
});

export const SessionStruct: Describe<Session> = type({
  user: SessionUserStruct,
  token: string(),
  session: SessionTimesStruct,
});

export const StaffSessionStruct: Describe<StaffSession> = type({
  id: Id,
  browser: string(),
  address: string(),
  startedAt: IsoInstant,
  lastActiveAt: IsoInstant,
  current: boolean(),
});

export const StaffMemberStruct: Describe<StaffMember> = type({
  id: Id,
  name: string(),
  email: string(),
  role: StaffRoleStruct,
  status: StaffStatusStruct,
  twoFactor: boolean(),
  lastSignInAt: nullable(IsoInstant),
});

export const SecurityEventStruct: Describe<SecurityEvent> = type({
  id: Id,
  at: IsoInstant,
  kind: SecurityEventKindStruct,
  staffId: nullable(Id),
  staffName: string(),
  summary: string(),
  address: string(),
});

// Requests -------------------------------------------------------------------------------

const requestPartyFields = {
  id: Id,
  name: string(),
  companyName: nullable(string()),
  phoneNumber: nullable(string()),
  email: string(),
  businessSector: nullable(number()),
};

export const RequestHostStruct: Describe<RequestHost> = type(requestPartyFields);

export const RequestGuestStruct: Describe<RequestGuest> = type({
  ...requestPartyFields,
  initialMessage: nullable(string()),
});

export const RequestConversationStruct: Describe<RequestConversation> = type({
  id: Id,
  unreadUserMessagesGuest: Count,
  unreadUserMessagesHost: Count,
});

export const AppointmentStruct: Describe<Appointment> = type({
  id: Id,
  proposedDate: IsoInstant,
  state: MeetingStateStruct,
});

export const MeetingProposalStruct: Describe<MeetingProposal> = type({
  meetingId: Id,
  meetingState: MeetingStateStruct,
  appointments: array(AppointmentStruct),
});

export const RequestRatingsStruct: Describe<RequestRatings> = type({
  hostRating: nullable(number()),
  guestRating: nullable(number()),
  officeRating: nullable(number()),
});

export const RequestFunnelStruct: Describe<RequestFunnel> = type({
  requestReceivedDate: nullable(IsoDate),
  meetingProposedDate: nullable(IsoDate),
  visitScheduledDate: nullable(IsoDate),
  visitPast: nullable(IsoDate),
  contractStart: nullable(IsoDate),
  contractSent: nullable(IsoDate),
  contractSigned: nullable(IsoDate),
  requestCancelled: nullable(IsoDate),
});

/** A staff member as a record names them: an owner, who assigned. */
export const StaffRefStruct: Describe<StaffRef> = type({ id: Id, name: string() });

/** A staff note on a request: never sent to its host or guest. */
export const RequestNoteStruct: Describe<RequestNote> = type({
  id: Id,
  requestId: Id,
  body: string(),
  author: nullable(StaffRefStruct),
  mentions: array(StaffRefStruct),
  createdAt: IsoInstant,
  editedAt: nullable(IsoInstant),
});

/** A saved view of a screen (domain views.ts), as its asker sees it. */
export const SavedViewStruct: Describe<SavedView> = type({
  id: Id,
  screen: enums(SAVED_VIEW_SCREENS),
  name: string(),
  query: string(),
  shared: boolean(),
  author: nullable(StaffRefStruct),
  isDefault: boolean(),
  createdAt: IsoInstant,
  updatedAt: IsoInstant,
});

/** What a person wants of one kind of notification. */
export const NotificationPreferenceStruct: Describe<NotificationPreference> = type({
  kind: enums(['mention', 'assigned', 'moved']),
  inApp: boolean(),
  email: boolean(),
});

/** One entry of a person's inbox. */
export const NotificationStruct: Describe<Notification> = type({
  id: Id,
  kind: enums(['mention', 'assigned', 'moved']),
  actor: nullable(StaffRefStruct),
  requestId: nullable(Id),
  noteId: nullable(Id),
  detail: nullable(string()),
  createdAt: IsoInstant,
  readAt: nullable(IsoInstant),
});

export const RequestWithdrawalStruct: Describe<RequestWithdrawal> = type({
  by: enums(['guest', 'host']),
  reason: nullable(number()),
  message: nullable(string()),
  at: nullable(IsoInstant),
  /** The staff member who recorded it; null when none is on record. */
  staff: nullable(StaffRefStruct),
});

/** A record's last write, for its header's "Last change" line. */
export const LastChangeStruct: Describe<LastChange> = type({
  staffName: string(),
  at: IsoInstant,
  action: string(),
  summary: string(),
});

export const RequestAssignmentStruct: Describe<RequestAssignment> = type({
  assignee: nullable(StaffRefStruct),
  by: nullable(StaffRefStruct),
  at: nullable(IsoInstant),
});

export const ContactRequestStruct: Describe<ContactRequest> = type({
  id: Id,
  requestDate: IsoInstant,
  host: RequestHostStruct,
  guest: RequestGuestStruct,
  amount: nullable(number()),
  officeId: Id,
  officeAddress: string(),
  officeUuid: string(),
  moveinDate: nullable(IsoDay),
  moveoutDate: nullable(IsoDay),
  seats: Count,
  flexibility: Count,
  visitDate: nullable(IsoInstant),
  visitScheduled: boolean(),
  visitPast: boolean(),
  isCancelled: boolean(),
  contractSigned: boolean(),
  contractInfoId: nullable(Id),
  hsDealUrl: nullable(string()),
  step: string(),
  conversation: nullable(RequestConversationStruct),
  meetingsProposed: array(MeetingProposalStruct),
  cancelledData: nullable(RequestRatingsStruct),
  funnel: RequestFunnelStruct,
  withdrawal: nullable(RequestWithdrawalStruct),
  assignment: RequestAssignmentStruct,
});

const BoardPartyStruct: Describe<BoardParty> = type({
  name: string(),
  companyName: nullable(string()),
});

/** A board card: the request's fields its card shows (about 100 bytes on the wire). */
export const BoardRequestStruct: Describe<BoardRequest> = type({
  id: Id,
  requestDate: IsoInstant,
  host: BoardPartyStruct,
  guest: BoardPartyStruct,
  visitDate: nullable(IsoInstant),
  amount: nullable(number()),
  assignee: nullable(StaffRefStruct),
  stageSince: IsoInstant,
  /** On a cancelled card only: which party withdrew it, and who recorded it. */
  withdrawal: optional(type({ by: enums(['guest', 'host']), staff: nullable(StaffRefStruct) })),
});

export const FunnelFlagsStruct: Describe<FunnelFlags> = type({
  requestReceived: boolean(),
  meetingProposed: boolean(),
  visitScheduled: boolean(),
  visitPast: boolean(),
  contractStart: boolean(),
  contractSent: boolean(),
  contractSigned: boolean(),
  requestCancelled: boolean(),
});

// Contracts, conversations, documents ------------------------------------------------------

export const ContractStruct: Describe<Contract> = type({
  id: Id,
  contractUuid: string(),
  contractStartDate: IsoDay,
  contractEndDate: IsoDay,
  contractSignedDate: nullable(IsoInstant),
  host: type({ companyName: string() }),
  guest: type({ companyName: string() }),
  paymentTermsType: string(),
  serviceFee: ServiceFeeTypeStruct,
  serviceFeePercentage: number(),
  depositDueDate: nullable(IsoDay),
  depositDueDateType: nullable(DepositDueDateTypeStruct),
  depositAmount: nullable(number()),
  totalContractAmountWithoutTax: number(),
  downloadPdf: nullable(string()),
});

export const ConversationPartyStruct: Describe<ConversationParty> = type({
  id: Id,
  companyName: nullable(string()),
});

export const ConversationStruct: Describe<Conversation> = type({
  conversationId: Id,
  requestId: Id,
  funnel: FunnelFlagsStruct,
  lastMessageAt: nullable(IsoInstant),
  host: ConversationPartyStruct,
  guest: ConversationPartyStruct,
  unreadByHost: Count,
  unreadByGuest: Count,
  unreadByCsm: Count,
  lastReadBy: nullable(type({ name: string(), at: IsoInstant })),
});

/** Message kinds as sent: status and user are kept, any other kind reads as system. */
export const ChatMessageTypeStruct = coerce(
  enums(['status', 'user', 'system']),
  string(),
  chatMessageType,
);

export const ChatMessageStruct: Describe<ChatMessage> = type({
  id: Id,
  conversationId: Id,
  requestId: Id,
  messageType: ChatMessageTypeStruct,
  systemMessage: nullable(string()),
  statusMessage: nullable(type({ guestMessage: string(), hostMessage: string() })),
  sender: nullable(enums(['host', 'guest'])),
  userMessage: nullable(string()),
  createdAt: IsoInstant,
});

export const ContractDocumentStruct: Describe<ContractDocument> = type({
  id: Id,
  contractId: Id,
  type: DocumentTypeStruct,
  hostId: Id,
  hostCompanyName: nullable(string()),
  guestId: Id,
  guestCompanyName: nullable(string()),
  createdAt: IsoInstant,
  url: string(),
});

// Offices --------------------------------------------------------------------------------

export const InternalNoteStruct: Describe<InternalNote> = type({
  id: Id,
  note: string(),
  userFullName: string(),
  createdAt: IsoInstant,
  editedBy: optional(nullable(string())),
  editedAt: optional(nullable(IsoInstant)),
});

export const OfficeRequestStruct: Describe<OfficeRequest> = type({
  id: Id,
  requestDate: IsoInstant,
  guestId: Id,
  guestCompanyName: nullable(string()),
  step: string(),
  isCancelled: boolean(),
  visitDate: nullable(IsoInstant),
});

export const OfficeHostStruct: Describe<OfficeHost> = type({
  name: string(),
  email: string(),
  phone: nullable(string()),
  company: nullable(string()),
  sector: nullable(number()),
});

export const OfficeStruct: Describe<Office> = type({
  id: Id,
  csm: type({ hostId: Id, companyName: nullable(string()) }),
  pro: boolean(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  generatedFromCsv: boolean(),
  publicationState: PublicationStateStruct,
  status: OfficeStatusStruct,
  market: nullable(number()),
  firstPublishedAt: nullable(IsoDate),
  hasActiveVersion: boolean(),
  seoDescription: type({ fr: nullable(string()), en: nullable(string()) }),
  minCapacity: nullable(Count),
  price: Amount,
  priceFlexibility: boolean(),
  isBestDeal: boolean(),
  rank: nullable(Count),
  addressDetails: type({
    id: Id,
    fullAddress: string(),
    zipCode: string(),
    countryCode: CountryCodeStruct,
  }),
  location: type({ lat: Finite, lon: Finite }),
  pictures: array(type({ url: string() })),
  title: type({ fr: string() }),
  url: type({ fr: string(), en: string() }),
  address: string(),
  earliestStartDate: nullable(IsoDay),
  lastAvailabilityDate: nullable(IsoDay),
  host: OfficeHostStruct,
  internalNotes: array(InternalNoteStruct),
  requests: array(OfficeRequestStruct),
  flexibility: OfficeFlexibilityTypeStruct,
  partTimeDays: nullable(Count),
  capacity: Count,
  minDuration: nullable(Count),
});

/**
 * An office as the offices list carries it: its columns and what its row actions
 * decide with, without the pictures, host, notes and requests of the detail (a 50-row page
 * was about 100 KB with them).
 */
export const OfficeListItemStruct: Describe<OfficeListItem> = type({
  id: Id,
  title: type({ fr: string() }),
  address: string(),
  addressDetails: type({
    id: Id,
    fullAddress: string(),
    zipCode: string(),
    countryCode: CountryCodeStruct,
  }),
  csm: type({ hostId: Id, companyName: nullable(string()) }),
  publicationState: PublicationStateStruct,
  status: OfficeStatusStruct,
  market: nullable(number()),
  pro: boolean(),
  createdAt: IsoDate,
  firstPublishedAt: nullable(IsoDate),
  isBestDeal: boolean(),
  rank: nullable(Count),
  hasActiveVersion: boolean(),
  minCapacity: nullable(Count),
  priceFlexibility: boolean(),
  seoDescription: type({ fr: nullable(string()), en: nullable(string()) }),
});
