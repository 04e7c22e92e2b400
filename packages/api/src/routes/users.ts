import {
  BOOKMARK_NOTE_MAX_LENGTH,
  type CrVisitGuestData,
  type CrVisitPayload,
  noteLength,
  TEXT_LIMITS as L,
  USER_STATUS_VALUES,
} from '@backoffice/domain';
import {
  array,
  boolean,
  type Describe,
  type Infer,
  integer,
  nullable,
  object,
  optional,
  refine,
  string,
  type,
} from 'superstruct';
import { HistoryAnswer, LinkAnswer, MessageAnswer } from '../structs/answers';
import { MAX_IDS_A_CALL } from '../structs/bodies';
import { HistoryQuery, pagingFields, search } from '../structs/queries';
import {
  Count,
  Id,
  Int32,
  intFrom,
  IsoDay,
  maxLength,
  nonBlank,
  QueryBoolean,
  QueryDay,
  queryEnum,
  text,
  TimeOfDay,
} from '../structs/primitives';
import { DayToDayStruct, UserStruct } from '../structs/entitiesPeople';
import { max, min, size } from '../structs/facts';
import { CompanySizeStruct } from '../structs/entities';
import { route } from './define';

/**
 * Sending favorites again within 24 h (the first send's time and sender are said in the 409
 * `already_sent` refusal): `again=true` once the person answered "Send again?".
 */
export const SendAgainQuery = object({ again: optional(QueryBoolean) });
export type SendAgainQuery = Infer<typeof SendAgainQuery>;

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

/**
 * User routes: the list, a user, their history, the staff's actions, Create CR & visit, favorites
 * and bookmarks.
 */
export const userRoutes = {
  // Users -----------------------------------------------------------------------------------
  users: route({
    method: 'GET',
    path: '/csm/users',
    permission: 'read',
    summary: 'List users',
    query: UsersQuery,
    answer: UsersAnswer,
  }),
  manageHost: route({
    method: 'POST',
    path: '/csm/users/manage_host',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: { body: 'userId' } } },
    summary: 'Manage host: set credentials',
    body: ManageHostBody,
    answer: MessageAnswer,
  }),
  user: route({
    method: 'GET',
    path: '/csm/users/:id',
    permission: 'read',
    summary: 'Get guest',
    answer: UserAnswer,
  }),
  userHistory: route({
    method: 'GET',
    path: '/csm/users/:id/history',
    permission: 'read',
    summary: 'User history, newest first',
    query: HistoryQuery,
    answer: HistoryAnswer,
  }),
  blockUser: route({
    method: 'PATCH',
    path: '/csm/users/:id/block',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Block user',
    answer: MessageAnswer,
  }),
  reviewUser: route({
    method: 'PATCH',
    path: '/csm/users/:id/under_review',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Put user under review',
    answer: MessageAnswer,
  }),
  confirmUser: route({
    method: 'PATCH',
    path: '/csm/users/:id/confirm',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Confirm user',
    answer: MessageAnswer,
  }),
  resetPassword: route({
    method: 'GET',
    path: '/csm/users/:id/reset_password',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Reset password',
    answer: MessageAnswer,
  }),
  handoverLink: route({
    method: 'POST',
    path: '/csm/users/:id/handover_link',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary:
      "Copy Link: a managed host's handover link, made now (valid 7 days; only its hash is kept)",
    answer: LinkAnswer,
    secretAnswer: true,
  }),
  setUserPro: route({
    method: 'PATCH',
    path: '/csm/users/:id/pro',
    permission: 'write',
    write: { areas: ['users', 'offices'], subject: { entity: 'user', id: 'path' } },
    summary: 'Set Pro flag',
    body: SetProBody,
    answer: MessageAnswer,
  }),
  notifyBySms: route({
    method: 'PATCH',
    path: '/csm/users/:id/notify_by_sms',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Notify by SMS on or off',
    body: NotifyBySmsBody,
    answer: StatusMessageAnswer,
  }),
  updatePhone: route({
    method: 'PATCH',
    path: '/csm/users/:id/phone',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Update phone (marks it verified)',
    body: UpdatePhoneBody,
    answer: StatusAnswer,
  }),
  createCrVisit: route({
    method: 'POST',
    path: '/csm/users/:id/contact_requests',
    permission: 'write',
    write: {
      areas: ['requests', 'conversations', 'users'],
      subject: { entity: 'user', id: 'path' },
    },
    summary: 'Create CR & visit for a guest',
    body: CrVisitBody,
    answer: CrVisitAnswer,
  }),
  addFavorites: route({
    method: 'POST',
    path: '/csm/users/:id/bookmarks',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary: 'Add favorites',
    body: AddFavoritesBody,
    answer: MessageAnswer,
  }),
  sendFavoritesEmail: route({
    method: 'GET',
    path: '/csm/users/:id/bookmarks/send_email',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary:
      'Send favorites email; a second within 24 h is refused (409 already_sent, naming who sent it and when) unless again=true',
    query: SendAgainQuery,
    answer: MessageAnswer,
  }),
  sendFavoritesSms: route({
    method: 'POST',
    path: '/csm/users/:id/bookmarks/send_sms',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path' } },
    summary:
      'Send favorites SMS; a second within 24 h is refused (409 already_sent, naming who sent it and when) unless again=true',
    query: SendAgainQuery,
    answer: StatusAnswer,
  }),
  deleteBookmark: route({
    method: 'DELETE',
    path: '/csm/bookmarks/:id',
    permission: 'write',
    write: { areas: ['users'], subject: { entity: 'user', id: 'path', via: 'bookmarkGuest' } },
    summary: 'Delete bookmark',
    answer: MessageAnswer,
  }),
  bookmarkNote: route({
    method: 'POST',
    path: '/csm/bookmarks/note',
    permission: 'write',
    write: {
      edits: 'bookmarkNote',
      areas: ['users'],
      subject: { entity: 'user', id: { body: 'bookmark_id' }, via: 'bookmarkGuest' },
    },
    summary: 'Bookmark note',
    body: BookmarkNoteBody,
    answer: MessageAnswer,
  }),
};
