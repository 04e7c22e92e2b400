import {
  BOOKMARK_NOTE_MAX_LENGTH,
  FAQ_MAX_ENTRIES,
  TEXT_LIMITS as L,
  GUEST_CANCEL_REASONS,
  HOST_DECLINE_REASONS,
  PRESENCE_ENTITIES,
  MEETING_SLOTS,
  NOTE_MAX_LENGTH,
  SAVED_VIEW_SCREENS,
  VIEW_NAME_MAX,
  VIEW_QUERY_MAX,
  OFFICE_RANK,
  SEO_LINKED_PAGES_MAX,
  THRESHOLD_COLUMNS,
  THRESHOLD_DAYS,
  isReasonCode,
  noteLength,
  type CrVisitGuestData,
  type CrVisitPayload,
  type FaqForm,
  type FaqSavePayload,
  type GuestCancelPayload,
  type HostDeclinePayload,
  type LoginForm,
  type RearrangePayload,
  type SeoLocationInput,
  type SeoPageContent,
} from '@backoffice/domain';
import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  object,
  optional,
  refine,
  string,
  type Describe,
  type Infer,
} from 'superstruct';
// Bounds recorded for the OpenAPI document (facts.ts): superstruct's own min, max and size.
import { max, min, size } from './facts';
import { CompanySizeStruct, SeoSlugStruct, StaffRoleStruct } from './entities';
import { DayToDayStruct } from './entitiesPeople';
import {
  Id,
  Int32,
  IsoDay,
  IsoInstant,
  TimeOfDay,
  intFrom,
  maxLength,
  nonBlank,
  text,
} from './primitives';

/**
 * Request bodies, as they travel: the spec's snake_case names where the spec writes them
 * (office_id, guest_ids, notify_by_sms, mobile_number, mobile_prefix, email_confirmation,
 * password_confirmation, bookmark_id, office_ids), camelCase elsewhere. Bodies use
 * `object()`: an unknown key is refused, so a typo in a caller fails at the server with the
 * key's path instead of being ignored. The server validates what comes in with these.
 * Whether a value is allowed by the product's rules (an email equal to its confirmation, a
 * date in range) is decided by the domain package; these check the shape and the codes.
 */

/** The most ids one call takes in a list (favorites, guests, a section's offices). */
export const MAX_IDS_A_CALL = 1000;

// Session ---------------------------------------------------------------------------------

export const LoginBody: Describe<LoginForm> = object({
  email: text(L.email),
  password: text(L.password),
});

// Presence ---------------------------------------------------------------------------------

/**
 * A screen that has a record open says so (at once, then every PRESENCE_HEARTBEAT_MS), what
 * its person does there, and when they leave. The name is the session's, never the body's.
 */
export const PresenceBody = object({
  entity: enums(PRESENCE_ENTITIES),
  id: Id,
  activity: enums(['viewing', 'editing']),
  what: optional(nullable(text(60))),
  left: optional(boolean()),
});
export type PresenceBody = Infer<typeof PresenceBody>;

// Request actions -------------------------------------------------------------------------

/**
 * Take or assign a request: the new owner (null: unassign) and the owner the caller saw
 * (null: nobody), so that a stale view is refused (409) naming who changed it.
 */
export const AssignRequestBody = object({
  assigneeId: nullable(Id),
  expectedAssigneeId: nullable(Id),
});
export type AssignRequestBody = Infer<typeof AssignRequestBody>;

/**
 * The board's thresholds an Admin sets: for each open column given, its days (1–90) or null
 * for never; a column left out keeps what it has. Each column once.
 */
export const StageThresholdsBody = object({
  thresholds: refine(
    size(
      array(
        object({
          column: enums(THRESHOLD_COLUMNS),
          days: nullable(size(integer(), THRESHOLD_DAYS.min, THRESHOLD_DAYS.max)),
        }),
      ),
      1,
      THRESHOLD_COLUMNS.length,
    ),
    'eachColumnOnce',
    (list) => new Set(list.map((t) => t.column)).size === list.length || 'Each column once',
  ),
});
export type StageThresholdsBody = Infer<typeof StageThresholdsBody>;

export const GuestCancelBody: Describe<GuestCancelPayload> = object({
  guestCancelledReason: refine(
    integer(),
    'guestCancelReason',
    (code) =>
      isReasonCode(GUEST_CANCEL_REASONS, code) ||
      `Expected a guest cancellation reason code, but received: ${code}`,
  ),
  guestCancelledMessage: nonBlank(L.message),
});

export const HostDeclineBody: Describe<HostDeclinePayload> = object({
  hostDeclinedReason: refine(
    integer(),
    'hostDeclineReason',
    (code) =>
      isReasonCode(HOST_DECLINE_REASONS, code) ||
      `Expected a host decline reason code, but received: ${code}`,
  ),
  hostDeclinedMessage: nonBlank(L.message),
});

export const ProposeMeetingBody = object({
  /** The proposed slots, ISO instants: 1 to 10. */
  dates: size(array(IsoInstant), MEETING_SLOTS.min, MEETING_SLOTS.max),
  requestId: Id,
});
export type ProposeMeetingBody = Infer<typeof ProposeMeetingBody>;

export const ScheduleMeetingBody = object({ meetingSlot: IsoInstant, requestId: Id });
export type ScheduleMeetingBody = Infer<typeof ScheduleMeetingBody>;

export const AcceptAppointmentBody = object({ appointmentId: Id });
export type AcceptAppointmentBody = Infer<typeof AcceptAppointmentBody>;

// Offices ---------------------------------------------------------------------------------

/** The rank, 1 to 5, or `null`: no rank (the select's "None"). */
export const OfficeRankBody = object({
  rank: nullable(max(min(integer(), OFFICE_RANK.min), OFFICE_RANK.max)),
});
export type OfficeRankBody = Infer<typeof OfficeRankBody>;

export const BestDealBody = object({ isBestDeal: boolean() });
export type BestDealBody = Infer<typeof BestDealBody>;

export const PriceFlexibilityBody = object({ priceFlexibility: boolean() });
export type PriceFlexibilityBody = Infer<typeof PriceFlexibilityBody>;

/** Publish; `offMarket: true` publishes off market (operations §7 "publish with off-market flag"). */
export const PublishOfficeBody = object({ offMarket: optional(boolean()) });
export type PublishOfficeBody = Infer<typeof PublishOfficeBody>;

export const UpdateSeoDescriptionBody = object({ fr: text(L.richText), en: text(L.richText) });
export type UpdateSeoDescriptionBody = Infer<typeof UpdateSeoDescriptionBody>;

export const CreateInternalNoteBody = object({ office_id: Id, note: nonBlank(L.richText) });
export type CreateInternalNoteBody = Infer<typeof CreateInternalNoteBody>;

/** A staff note's text: plain text, mentions written "@Full Name". */
export const RequestNoteBody = object({ body: nonBlank(NOTE_MAX_LENGTH) });
export type RequestNoteBody = Infer<typeof RequestNoteBody>;

/** The caller's preferences: each kind at most once (a kind left out keeps what it has). */
export const NotificationPreferencesBody = object({
  preferences: refine(
    size(
      array(
        object({
          kind: enums(['mention', 'assigned', 'moved']),
          inApp: boolean(),
          email: boolean(),
        }),
      ),
      1,
      3,
    ),
    'uniqueKinds',
    (list) =>
      new Set(list.map((p) => p.kind)).size === list.length || 'Each kind may be given once',
  ),
});
export type NotificationPreferencesBody = Infer<typeof NotificationPreferencesBody>;

/** One notification marked read, or unread again. */
export const NotificationReadBody = object({ read: boolean() });
export type NotificationReadBody = Infer<typeof NotificationReadBody>;

export const UpdateInternalNoteBody = object({
  internal_note: object({ note: nonBlank(L.richText) }),
});
export type UpdateInternalNoteBody = Infer<typeof UpdateInternalNoteBody>;

export const AddBookmarkToUsersBody = object({
  office_id: Id,
  guest_ids: size(array(Id), 1, MAX_IDS_A_CALL),
});
export type AddBookmarkToUsersBody = Infer<typeof AddBookmarkToUsersBody>;

// SEO -------------------------------------------------------------------------------------

const LinkedPages = size(array(Id), 0, SEO_LINKED_PAGES_MAX);

export const SeoPageContentBody: Describe<SeoPageContent> = object({
  navCta: nonBlank(L.line),
  title: text(L.line),
  description: text(L.richText),
  sitemapTitle: text(L.line),
  h1: text(L.line),
  metaDescription: text(L.seoLine),
  linkedPages: LinkedPages,
});

/** Create or update an SEO location with its French and English pages. */
export const SeoLocationBody: Describe<SeoLocationInput> = object({
  slug: SeoSlugStruct,
  city: nonBlank(L.line),
  zipCode: nullable(text(L.line)),
  poi: nullable(text(L.line)),
  pages: object({ fr: SeoPageContentBody, en: SeoPageContentBody }),
});

/** Generate the texts of an SEO location's pages: its slug and place (routes.ts). */
export const SeoLocationTextsBody = object({
  slug: SeoSlugStruct,
  city: nonBlank(L.line),
  zipCode: nullable(text(L.line)),
  poi: nullable(text(L.line)),
});
export type SeoLocationTextsBody = Infer<typeof SeoLocationTextsBody>;

/** Activate or suspend: the French and English page ids. */
export const SeoPageIdsBody = object({ ids: size(array(Id), 1, 2) });
export type SeoPageIdsBody = Infer<typeof SeoPageIdsBody>;

/** Delete a FAQ entry: its id in the French page and in the English page. */
export const DeleteFaqBody = object({ frId: Id, enId: Id });
export type DeleteFaqBody = Infer<typeof DeleteFaqBody>;

/** A FAQ entry as saved: its id when it has one, the question and the answer (rich text). */
export const FaqEntryBody = object({
  id: optional(Id),
  title: text(L.line),
  description: text(L.faqAnswer),
});

export const FaqFormBody: Describe<FaqForm> = object({
  pageId: Id,
  faqTitle: text(L.line),
  faq: size(array(FaqEntryBody), 0, FAQ_MAX_ENTRIES),
});

export const SaveFaqBody: Describe<FaqSavePayload> = object({
  data: size(array(FaqFormBody), 1, 2),
});

// Users -----------------------------------------------------------------------------------

export const SetProBody = object({ pro: boolean() });
export type SetProBody = Infer<typeof SetProBody>;

export const NotifyBySmsBody = object({ notify_by_sms: boolean() });
export type NotifyBySmsBody = Infer<typeof NotifyBySmsBody>;

export const ManageHostBody = object({
  email: nonBlank(L.email),
  email_confirmation: text(L.email),
  password: nonBlank(L.password),
  password_confirmation: text(L.password),
  userId: Id,
});
export type ManageHostBody = Infer<typeof ManageHostBody>;

/** A mobile number: the national number ("612345678") and its calling code ("+33"). */
export const UpdatePhoneBody = object({
  mobile_number: refine(
    text(15),
    'nationalNumber',
    (value) =>
      /^\d{4,15}$/.test(value) || `Expected a national number (digits), but received: "${value}"`,
  ),
  mobile_prefix: refine(
    text(5),
    'callingCode',
    (value) =>
      /^\+\d{1,4}$/.test(value) || `Expected a calling code like +33, but received: "${value}"`,
  ),
});
export type UpdatePhoneBody = Infer<typeof UpdatePhoneBody>;

export const CrVisitGuestBody: Describe<CrVisitGuestData> = object({
  companyName: nonBlank(L.line),
  companySize: CompanySizeStruct,
  businessSector: Int32,
  phoneNumber: refine(
    text(16),
    'e164',
    (value) => /^\+\d{6,15}$/.test(value) || `Expected an E.164 number, but received: "${value}"`,
  ),
  dayToDay: DayToDayStruct,
});

export const CrVisitBody: Describe<CrVisitPayload> = object({
  guest: CrVisitGuestBody,
  officeId: Id,
  startDate: IsoDay,
  endDate: IsoDay,
  seats: intFrom(1),
  flexibility: max(min(integer(), 1), 5),
  guestMessage: text(L.message),
  visitDate: IsoDay,
  visitTime: TimeOfDay,
});

export const AddFavoritesBody = object({ office_ids: size(array(Id), 1, MAX_IDS_A_CALL) });
export type AddFavoritesBody = Infer<typeof AddFavoritesBody>;

export const BookmarkNoteBody = object({
  bookmark_id: Id,
  // Counted in characters as the screen counts them (domain `noteLength`: an emoji is one),
  // not in UTF-16 units: a note the counter shows within 250 must pass here too.
  // In UTF-16 units too, generously: a character the counter counts once may take several.
  // The count first, so that a note too long says the spec's "Too many characters".
  note: maxLength(
    refine(string(), 'noteLength', (note) => noteLength(note) <= BOOKMARK_NOTE_MAX_LENGTH),
    BOOKMARK_NOTE_MAX_LENGTH * 16,
  ),
});
export type BookmarkNoteBody = Infer<typeof BookmarkNoteBody>;

// Display sections ------------------------------------------------------------------------

/** Add offices to a section: the ids as typed, comma separated ("12, 15"), and the section id. */
export const AddDisplayOfficesBody = object({
  offices: refine(
    text(L.message),
    'officeIdList',
    (value) => /\d/.test(value) || `Expected comma-separated office ids, but received: "${value}"`,
  ),
  section: Id,
});
export type AddDisplayOfficesBody = Infer<typeof AddDisplayOfficesBody>;

export const RearrangeDisplayBody: Describe<RearrangePayload> = object({
  source: Id,
  target: Id,
  sourceOffices: size(array(Id), 0, MAX_IDS_A_CALL),
  targetOffices: size(array(Id), 0, MAX_IDS_A_CALL),
});

export const RemoveDisplayOfficeBody = object({ sectionId: Id, officeId: Id });
export type RemoveDisplayOfficeBody = Infer<typeof RemoveDisplayOfficeBody>;

/** A body-less call. */
export const NoBody = optional(object({}));

// Staff, sessions and the second factor -----------------------------------------------------

/** A second factor after the password: the sign-in's challenge and a 6-digit or recovery code. */
export const TwoFactorCodeBody = object({
  challenge: text(L.line),
  code: nonBlank(32),
});
export type TwoFactorCodeBody = Infer<typeof TwoFactorCodeBody>;

/** The sign-in's challenge alone (an Admin starts enrolling a second factor). */
export const ChallengeBody = object({ challenge: text(L.line) });
export type ChallengeBody = Infer<typeof ChallengeBody>;

/** A code of the authenticator (confirms an enrolment). */
export const CodeBody = object({ code: nonBlank(32) });
export type CodeBody = Infer<typeof CodeBody>;

/** Change password: the current one, then the new one. */
export const ChangePasswordBody = object({
  currentPassword: text(L.password),
  newPassword: nonBlank(L.password),
});
export type ChangePasswordBody = Infer<typeof ChangePasswordBody>;

/** A one-time link's token. */
export const OneTimeTokenBody = object({ token: nonBlank(L.line) });
export type OneTimeTokenBody = Infer<typeof OneTimeTokenBody>;

/** A password chosen through a one-time link (an invitation, a reset). */
export const SetPasswordBody = object({
  token: nonBlank(L.line),
  password: nonBlank(L.password),
});
export type SetPasswordBody = Infer<typeof SetPasswordBody>;

/** Invite a staff member. */
export const InviteStaffBody = object({
  name: nonBlank(L.line),
  email: nonBlank(L.email),
  role: StaffRoleStruct,
});
export type InviteStaffBody = Infer<typeof InviteStaffBody>;

/** Change a staff member's role. */
export const StaffRoleBody = object({ role: StaffRoleStruct });
export type StaffRoleBody = Infer<typeof StaffRoleBody>;

/**
 * A new saved view: its screen, its name, the screen's URL query (without "?", the page left
 * out) and whether the team shares it.
 */
export const CreateSavedViewBody = object({
  screen: enums(SAVED_VIEW_SCREENS),
  name: nonBlank(VIEW_NAME_MAX),
  query: text(VIEW_QUERY_MAX),
  shared: boolean(),
});
export type CreateSavedViewBody = Infer<typeof CreateSavedViewBody>;

/** A view renamed, re-shared or given the screen's current filters: what is sent changes. */
export const UpdateSavedViewBody = object({
  name: optional(nonBlank(VIEW_NAME_MAX)),
  query: optional(text(VIEW_QUERY_MAX)),
  shared: optional(boolean()),
});
export type UpdateSavedViewBody = Infer<typeof UpdateSavedViewBody>;

/** The caller's default view of a screen (null: none, the screen opens unfiltered). */
export const DefaultViewBody = object({
  screen: enums(SAVED_VIEW_SCREENS),
  viewId: nullable(Id),
});
export type DefaultViewBody = Infer<typeof DefaultViewBody>;
