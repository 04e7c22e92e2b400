import {
  array,
  boolean,
  dynamic,
  enums,
  define,
  literal,
  nullable,
  number,
  optional,
  pick,
  string,
  type,
  unknown,
  record,
  type Describe,
  type Infer,
  type Struct,
} from 'superstruct';
import type { SeoPageTexts } from '@backoffice/domain';
import {
  BoardColumnKeyStruct,
  BoardRequestStruct,
  ChatMessageStruct,
  ContactRequestStruct,
  ContractDocumentStruct,
  ContractStruct,
  ConversationStruct,
  InternalNoteStruct,
  OfficeListItemStruct,
  OfficeStruct,
  SecurityEventStruct,
  SessionStruct,
  SessionTimesStruct,
  SessionUserStruct,
  StaffMemberStruct,
  StaffRefStruct,
  RequestNoteStruct,
  SavedViewStruct,
  NotificationStruct,
  NotificationPreferenceStruct,
  LastChangeStruct,
  RequestAssignmentStruct,
  StaffSessionStruct,
} from './entities';
import {
  DisplaySectionStruct,
  MapPinStruct,
  PlaceSuggestionStruct,
  SearchPlaceStruct,
  SeoLocationStruct,
  SeoPageStruct,
  UserStruct,
} from './entitiesPeople';
import { described } from './facts';
import { Count, Id, IsoInstant } from './primitives';

/**
 * One struct per answer. The spec's answer column names the keys of the JSON body
 * ("pages, total, contracts" is `{ pages, total, contracts }`); where it says "not shown" or
 * a bare word ("created"), the answer is `{ message }`. See the route table's doc comment.
 */

/** `{ message }`: 'OK', 'ok', 'created', or a sentence the app may show. */
export const MessageAnswer = type({ message: string() });
export type MessageAnswer = Infer<typeof MessageAnswer>;

/**
 * `GET /api/v2/health` (liveness: the process answers): the build's version and commit
 * (`unknown` when the build did not know it).
 */
export const HealthAnswer = type({ status: literal('ok'), version: string(), commit: string() });
export type HealthAnswer = Infer<typeof HealthAnswer>;

/**
 * `GET /api/v2/ready` (readiness): 200 only while the database answers; 503
 * `not_ready` while the server starts, drains (shutdown) or is cut off from its database.
 */
export const ReadyAnswer = type({ status: literal('ready') });
export type ReadyAnswer = Infer<typeof ReadyAnswer>;

// Session ---------------------------------------------------------------------------------

/**
 * Sign-in: signed in, `{ user, token, session }`; or the password was right and a
 * second factor is asked first, `{ twoFactor: 'required', challenge }` (a 6-digit code or a
 * recovery code, then `loginTwoFactor`) or `{ twoFactor: 'enrol', challenge }` (an Admin
 * without one enrols: `twoFactorEnrolStart`, then `twoFactorEnrolConfirm`). The challenge
 * is good for 5 minutes and one password check.
 */
export const LoginAnswer = type({
  user: optional(SessionUserStruct),
  token: optional(string()),
  session: optional(SessionTimesStruct),
  twoFactor: optional(enums(['required', 'enrol'])),
  challenge: optional(string()),
});
export type LoginAnswer = Infer<typeof LoginAnswer>;

/** Signed in: the staff member, the bearer token and when the session ends. */
export const SignedInAnswer = SessionStruct;
export type SignedInAnswer = Infer<typeof SignedInAnswer>;

/** Signed in after enrolling a second factor: and the ten recovery codes, shown once. */
export const SignedInWithCodesAnswer = type({
  user: SessionUserStruct,
  token: string(),
  session: SessionTimesStruct,
  recoveryCodes: array(string()),
});
export type SignedInWithCodesAnswer = Infer<typeof SignedInWithCodesAnswer>;

export const RefreshAnswer = type({ user: SessionUserStruct, session: SessionTimesStruct });
export type RefreshAnswer = Infer<typeof RefreshAnswer>;

/** When the session ends, after a person's action moved its idle end on. */
export const SessionTimesAnswer = type({ session: SessionTimesStruct });
export type SessionTimesAnswer = Infer<typeof SessionTimesAnswer>;

/** "Your sessions": every open session of the signed-in person, this one marked. */
export const StaffSessionsAnswer = type({ sessions: array(StaffSessionStruct) });
export type StaffSessionsAnswer = Infer<typeof StaffSessionsAnswer>;

/** Sessions ended: how many, and the message. */
export const SessionsEndedAnswer = type({ message: string(), ended: Count });
export type SessionsEndedAnswer = Infer<typeof SessionsEndedAnswer>;

/**
 * A TOTP secret to enrol (RFC 6238, SHA-1, 6 digits, 30 s): the secret in base32 to type, the
 * `otpauth://` URL, and its QR code as an SVG image.
 */
export const TwoFactorSetupAnswer = type({
  secret: string(),
  otpauthUrl: string(),
  qrSvg: string(),
});
export type TwoFactorSetupAnswer = Infer<typeof TwoFactorSetupAnswer>;

/** The ten one-time recovery codes, shown once. */
export const RecoveryCodesAnswer = type({ recoveryCodes: array(string()) });
export type RecoveryCodesAnswer = Infer<typeof RecoveryCodesAnswer>;

/** What a one-time link is for, and whose it is (the set-password page shows it). */
export const OneTimeLinkAnswer = type({
  purpose: enums(['invitation', 'password_reset', 'two_factor_reset']),
  name: string(),
  email: string(),
});
export type OneTimeLinkAnswer = Infer<typeof OneTimeLinkAnswer>;

export const StaffListAnswer = type({ staff: array(StaffMemberStruct) });
export type StaffListAnswer = Infer<typeof StaffListAnswer>;

/** The active staff by name: whom a request may be assigned to, the owner filter's people. */
export const TeamAnswer = type({ staff: array(StaffRefStruct) });
export type TeamAnswer = Infer<typeof TeamAnswer>;

/** A request's owner after "Take" or "Assign to…". */
export const AssignmentAnswer = type({ assignment: RequestAssignmentStruct });
export type AssignmentAnswer = Infer<typeof AssignmentAnswer>;

/**
 * A staff member after a change; `link` the one-time link an invitation or a reset makes
 * (valid 24 h, shown to the Admin once; the outbox holds the email too).
 */
export const StaffMemberAnswer = type({
  staffMember: StaffMemberStruct,
  link: optional(string()),
});
export type StaffMemberAnswer = Infer<typeof StaffMemberAnswer>;

/** A page of the Security log, newest first. */
export const SecurityEventsAnswer = type({
  pages: Count,
  total: Count,
  events: array(SecurityEventStruct),
});
export type SecurityEventsAnswer = Infer<typeof SecurityEventsAnswer>;

// Requests --------------------------------------------------------------------------------

export const BoardColumnStruct = type({
  key: BoardColumnKeyStruct,
  title: string(),
  count: Count,
  /** The column's cards: each request's card fields only (the detail has the rest). */
  requests: array(BoardRequestStruct),
  /**
   * Days a card may stay here before it waits too long (the team's threshold, else the
   * default); null: never. Absent from a server that does not say it: the defaults apply.
   */
  waitAfterDays: optional(nullable(number())),
});
export type BoardColumn = Infer<typeof BoardColumnStruct>;

/**
 * The board's thresholds: each open column's days (null: never) and its default, and who
 * changed them last (null: nobody yet, the defaults).
 */
export const StageThresholdsAnswer = type({
  thresholds: array(
    type({
      column: BoardColumnKeyStruct,
      days: nullable(number()),
      defaultDays: nullable(number()),
    }),
  ),
  changed: nullable(type({ name: string(), at: IsoInstant })),
});
export type StageThresholdsAnswer = Infer<typeof StageThresholdsAnswer>;

/** The board: the total and the 8 columns in the spec's order. */
export const RequestBoardAnswer = type({ total: Count, columns: array(BoardColumnStruct) });
export type RequestBoardAnswer = Infer<typeof RequestBoardAnswer>;

/**
 * The export (operations §1: "shows the message the server returns"): the server's message,
 * and the link to the CSV it wrote, behind the bearer token like every other call.
 */
export const RequestDumpAnswer = type({ message: string(), link: string() });
export type RequestDumpAnswer = Infer<typeof RequestDumpAnswer>;

/**
 * One request, and the last write on its history (its header's "Last change" line; null
 * before any staff member acted on it; absent from a server that does not say it).
 */
export const RequestAnswer = type({
  request: ContactRequestStruct,
  lastChange: optional(nullable(LastChangeStruct)),
});
export type RequestAnswer = Infer<typeof RequestAnswer>;

/** The signed contract of a request: a link to download it. */
export const LinkAnswer = type({ link: string() });
export type LinkAnswer = Infer<typeof LinkAnswer>;

// Lists -----------------------------------------------------------------------------------

export const ContractsAnswer = type({
  pages: Count,
  total: Count,
  contracts: array(ContractStruct),
});
export type ContractsAnswer = Infer<typeof ContractsAnswer>;

export const ConversationsAnswer = type({
  pages: Count,
  total: Count,
  conversations: array(ConversationStruct),
});
export type ConversationsAnswer = Infer<typeof ConversationsAnswer>;

export const ChatMessagesAnswer = type({ messages: array(ChatMessageStruct) });
export type ChatMessagesAnswer = Infer<typeof ChatMessagesAnswer>;

export const DocumentsAnswer = type({
  pages: Count,
  total: Count,
  documents: array(ContractDocumentStruct),
});
export type DocumentsAnswer = Infer<typeof DocumentsAnswer>;

// Offices ---------------------------------------------------------------------------------

/** The offices list: its slim rows (the detail keeps the full office). */
export const OfficesAnswer = type({
  pages: Count,
  total: Count,
  offices: array(OfficeListItemStruct),
  trendingOffices: array(OfficeListItemStruct),
});
export type OfficesAnswer = Infer<typeof OfficesAnswer>;

export const OfficeAnswer = type({ office: OfficeStruct });
export type OfficeAnswer = Infer<typeof OfficeAnswer>;

export const PriceFlexibilityAnswer = type({ success: boolean(), errors: array(string()) });
export type PriceFlexibilityAnswer = Infer<typeof PriceFlexibilityAnswer>;

/**
 * SEO description generation: `PUT .../seo` answers 202 with `pending` (or 200 with `done`
 * when it finished at once); `GET .../seo` answers the same shape until `done` or `failed`.
 */
export const SeoGenerationAnswer = type({
  status: enums(['pending', 'done', 'failed']),
  seoDescription: nullable(type({ fr: nullable(string()), en: nullable(string()) })),
  error: optional(nullable(string())),
});
export type SeoGenerationAnswer = Infer<typeof SeoGenerationAnswer>;

export const InternalNoteAnswer = type({ internalNote: InternalNoteStruct });
export type InternalNoteAnswer = Infer<typeof InternalNoteAnswer>;

// Notes on requests and the inbox ------------------------------------------------

/** A request's staff notes, oldest first (a conversation among colleagues reads downwards). */
export const RequestNotesAnswer = type({ notes: array(RequestNoteStruct) });
export type RequestNotesAnswer = Infer<typeof RequestNotesAnswer>;

export const RequestNoteAnswer = type({ note: RequestNoteStruct });
export type RequestNoteAnswer = Infer<typeof RequestNoteAnswer>;

/** `format=ids` of a list: the ids of every matching row, in the list's order. */
export const ListIdsAnswer = type({ ids: array(Id), total: Count });
export type ListIdsAnswer = Infer<typeof ListIdsAnswer>;

/** The views of a screen the caller sees: their own, and those the team shares. */
export const SavedViewsAnswer = type({ views: array(SavedViewStruct) });
export type SavedViewsAnswer = Infer<typeof SavedViewsAnswer>;

export const SavedViewAnswer = type({ view: SavedViewStruct });
export type SavedViewAnswer = Infer<typeof SavedViewAnswer>;

/** The caller's default view of a screen now. */
export const DefaultViewAnswer = type({ viewId: nullable(Id) });
export type DefaultViewAnswer = Infer<typeof DefaultViewAnswer>;

/** The caller's inbox: its newest entries (NOTIFICATIONS_SHOWN), and how many are unread. */
export const NotificationsAnswer = type({
  notifications: array(NotificationStruct),
  unread: Count,
});
export type NotificationsAnswer = Infer<typeof NotificationsAnswer>;

/**
 * The caller's notification preferences, one per kind (the defaults where none is saved), and
 * whether this server sends email (an SMTP server in its outbox settings).
 */
export const NotificationPreferencesAnswer = type({
  preferences: array(NotificationPreferenceStruct),
  emailAvailable: boolean(),
});
export type NotificationPreferencesAnswer = Infer<typeof NotificationPreferencesAnswer>;

/** How many of the caller's notifications are unread after marking. */
export const NotificationsMarkedAnswer = type({ unread: Count });
export type NotificationsMarkedAnswer = Infer<typeof NotificationsMarkedAnswer>;

// Map search ------------------------------------------------------------------------------

export const PlaceSuggestionsAnswer = type({ suggestions: array(PlaceSuggestionStruct) });
export type PlaceSuggestionsAnswer = Infer<typeof PlaceSuggestionsAnswer>;

export const PlaceDetailsAnswer = type({ place: SearchPlaceStruct });
export type PlaceDetailsAnswer = Infer<typeof PlaceDetailsAnswer>;

/** `view=list`: a page of 20 offices, the number of matches and of pages. */
export const OfficeSearchListAnswer = type({
  offices: array(OfficeStruct),
  resultCount: Count,
  totalPages: Count,
});
export type OfficeSearchListAnswer = Infer<typeof OfficeSearchListAnswer>;

/** `view=map`: every matching office as a pin, and their number. */
export const OfficeSearchMapAnswer = type({ pins: array(MapPinStruct), resultCount: Count });
export type OfficeSearchMapAnswer = Infer<typeof OfficeSearchMapAnswer>;

/**
 * Either answer of the map search, told apart by its `pins` key, checked against the one it
 * claims to be so that a mismatch reports the path inside it.
 */
export const OfficeSearchAnswer = described(
  dynamic<OfficeSearchListAnswer | OfficeSearchMapAnswer>(
    (value) =>
      (typeof value === 'object' && value !== null && 'pins' in value
        ? OfficeSearchMapAnswer
        : OfficeSearchListAnswer) as Struct<
        OfficeSearchListAnswer | OfficeSearchMapAnswer,
        unknown
      >,
  ),
  { oneOf: [OfficeSearchListAnswer, OfficeSearchMapAnswer] },
);
export type OfficeSearchAnswer = Infer<typeof OfficeSearchAnswer>;

// People and content ----------------------------------------------------------------------

export const SeoLocationsAnswer = type({ seoLocations: array(SeoLocationStruct) });
export type SeoLocationsAnswer = Infer<typeof SeoLocationsAnswer>;

export const SeoLocationAnswer = type({ seoLocation: SeoLocationStruct });
export type SeoLocationAnswer = Infer<typeof SeoLocationAnswer>;

// The answer's texts are the page's, read leniently (`type`) as every answer is.
const SeoPageTextsStruct: Describe<SeoPageTexts> = type(
  pick(SeoPageStruct, ['navCta', 'title', 'description', 'sitemapTitle', 'h1', 'metaDescription'])
    .schema,
);

/** The texts the server wrote for an SEO location's French and English pages (not saved). */
export const SeoLocationTextsAnswer = type({
  pages: type({ fr: SeoPageTextsStruct, en: SeoPageTextsStruct }),
});
export type SeoLocationTextsAnswer = Infer<typeof SeoLocationTextsAnswer>;

/** FAQ delete and save: success, a message, and the reason shown on failure. */
export const FaqAnswer = type({
  success: boolean(),
  message: nullable(string()),
  reason: nullable(string()),
});
export type FaqAnswer = Infer<typeof FaqAnswer>;

export const UsersAnswer = type({ pages: Count, total: Count, users: array(UserStruct) });
export type UsersAnswer = Infer<typeof UsersAnswer>;

/** The guest detail: the user with bookmarks and requests. */
export const UserAnswer = type({ user: UserStruct });
export type UserAnswer = Infer<typeof UserAnswer>;

/** `{ status }`: 200 when done (update phone, send favorites SMS). */
export const StatusAnswer = type({ status: Count });
export type StatusAnswer = Infer<typeof StatusAnswer>;

/** `{ status, message }` (notify by SMS). */
export const StatusMessageAnswer = type({ status: Count, message: string() });
export type StatusMessageAnswer = Infer<typeof StatusMessageAnswer>;

/** Create CR & visit: success, the server's error text on failure, the new request's id. */
export const CrVisitAnswer = type({
  success: boolean(),
  error: nullable(string()),
  requestId: optional(nullable(Id)),
});
export type CrVisitAnswer = Infer<typeof CrVisitAnswer>;

export const DisplaySectionsAnswer = type({ sections: array(DisplaySectionStruct) });
export type DisplaySectionsAnswer = Infer<typeof DisplaySectionsAnswer>;

/** Add offices to a section: message 'ok', a warning to show, or an error. */
export const AddDisplayOfficesAnswer = type({
  message: string(),
  warn: optional(nullable(string())),
  error: optional(nullable(string())),
  /**
   * Which of the ids sent were added, were in the section already, or name no office, so
   * that the app need not read them out of `warn`; an API without them is read from
   * `warn` as before.
   */
  added: optional(array(Id)),
  already: optional(array(Id)),
  unknown: optional(array(Id)),
});
export type AddDisplayOfficesAnswer = Infer<typeof AddDisplayOfficesAnswer>;

// Files -----------------------------------------------------------------------------------

/**
 * A Blob, recognised by shape: test environments (jsdom) have a Blob class of their own
 * next to the one fetch answers with, so `instanceof Blob` would refuse a real one.
 */
const BlobLike = define<Blob>(
  'blob',
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).type === 'string' &&
    typeof (value as Blob).arrayBuffer === 'function',
);

/** A downloaded file (CSV, PDF): its content, the name the server gave it and its type. */
export const DownloadedFileStruct = type({
  blob: BlobLike,
  filename: string(),
  contentType: string(),
});
export type DownloadedFile = Infer<typeof DownloadedFileStruct>;

// History ---------------------------------------------------------------------------------

/** A field a write changed: its value before and after (both null for a secret). */
export const HistoryChangeStruct = type({ field: string(), before: unknown(), after: unknown() });
export type HistoryChange = Infer<typeof HistoryChangeStruct>;

/** One acknowledged write to an entity: who, when, which call, what changed, through which server. */
export const HistoryEntryStruct = type({
  id: Id,
  at: IsoInstant,
  /** The staff member who wrote; `id` is null once their account is gone. */
  staff: type({ id: nullable(Id), name: string() }),
  /** The route's name (`guestCancel`) and its summary in words ("Cancel as guest"). */
  action: string(),
  summary: string(),
  changes: array(HistoryChangeStruct),
  /** What the call sent, secrets left out (passwords never). */
  input: nullable(record(string(), unknown())),
  server: string(),
});
export type HistoryEntry = Infer<typeof HistoryEntryStruct>;

/** A page of an entity's history, newest first. */
export const HistoryAnswer = type({
  pages: Count,
  total: Count,
  entries: array(HistoryEntryStruct),
});
export type HistoryAnswer = Infer<typeof HistoryAnswer>;
