import {
  LOGIN_BODY_MAX_BYTES,
  type LoginForm,
  PRESENCE_ENTITIES,
  SECURITY_EVENT_KINDS,
  TEXT_LIMITS as L,
  THRESHOLD_COLUMNS,
  THRESHOLD_DAYS,
} from '@backoffice/domain';
import {
  array,
  boolean,
  type Describe,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  object,
  optional,
  refine,
  string,
  type,
} from 'superstruct';
import { MessageAnswer, pagedAnswer } from '../structs/answers';
import { pagingFields } from '../structs/queries';
import {
  Count,
  Id,
  IsoInstant,
  nonBlank,
  QueryDay,
  queryEnum,
  QueryId,
  text,
} from '../structs/primitives';
import {
  BoardColumnKeyStruct,
  SecurityEventStruct,
  SessionStruct,
  SessionTimesStruct,
  SessionUserStruct,
  StaffMemberStruct,
  StaffRefStruct,
  StaffRoleStruct,
  StaffSessionStruct,
} from '../structs/entities';
import { size } from '../structs/facts';
import { route } from './define';

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
export const SecurityEventsAnswer = pagedAnswer('events', SecurityEventStruct);
export type SecurityEventsAnswer = Infer<typeof SecurityEventsAnswer>;

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

export const LoginBody: Describe<LoginForm> = object({
  email: text(L.email),
  password: text(L.password),
});

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
 * Signing in and out, a staff member's own sessions, password and second factor, one-time
 * links.
 */
export const sessionRoutes = {
  // Session (operations §7) ----------------------------------------------------------------
  login: route({
    method: 'POST',
    path: '/csm/login',
    permission: 'public',
    unkeyed: 'Signs in: a session, no record changes.',
    summary: 'Sign in',
    body: LoginBody,
    answer: LoginAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),
  refresh: route({
    method: 'GET',
    path: '/refresh',
    permission: 'session',
    summary: 'Validate the stored token; the signed-in user',
    answer: RefreshAnswer,
  }),
  logout: route({
    method: 'POST',
    path: '/csm/logout',
    permission: 'session',
    unkeyed: 'Signs out: a session ends, no record changes.',
    summary: 'Sign out: the token is revoked at once, on every server',
    answer: MessageAnswer,
  }),

  // Staff: sign-in's second factor, sessions, passwords -----------------------------------
  loginTwoFactor: route({
    method: 'POST',
    path: '/csm/login/two_factor',
    permission: 'public',
    unkeyed: 'Signs in: a session, no record changes.',
    summary: "Sign in, second step: the sign-in's challenge and a 6-digit or recovery code",
    body: TwoFactorCodeBody,
    answer: SignedInAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),
  twoFactorEnrolStart: route({
    method: 'POST',
    path: '/csm/login/two_factor/enrol',
    permission: 'public',
    unkeyed: 'Starts an enrolment: a secret kept with the challenge until it is confirmed.',
    summary: 'Sign in as an Admin without a second factor: a TOTP secret and its QR code to enrol',
    body: ChallengeBody,
    answer: TwoFactorSetupAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),
  twoFactorEnrolConfirm: route({
    method: 'POST',
    path: '/csm/login/two_factor/enrol/confirm',
    permission: 'public',
    unkeyed: 'Signs in: the second factor turned on, on the Security log.',
    summary: 'Confirm the enrolment with a first code: signed in, with ten recovery codes',
    body: TwoFactorCodeBody,
    answer: SignedInWithCodesAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),
  sessionActivity: route({
    method: 'POST',
    path: '/csm/sessions/activity',
    permission: 'session',
    unkeyed: "A person's action moves the session's idle end on: no record changes.",
    summary: "A person's action: the session's idle end moves on (background calls never do)",
    answer: SessionTimesAnswer,
  }),
  sessions: route({
    method: 'GET',
    path: '/csm/sessions',
    permission: 'session',
    summary: 'Your sessions: every open session of the signed-in person',
    answer: StaffSessionsAnswer,
  }),
  endSession: route({
    method: 'DELETE',
    path: '/csm/sessions/:id',
    permission: 'session',
    unkeyed: 'Ends one of your own sessions: on the Security log.',
    summary: 'Sign out one of your sessions',
    answer: SessionsEndedAnswer,
  }),
  endOtherSessions: route({
    method: 'POST',
    path: '/csm/sessions/end_others',
    permission: 'session',
    unkeyed: 'Ends your other sessions: on the Security log.',
    summary: 'Sign out everywhere else',
    answer: SessionsEndedAnswer,
  }),
  changePassword: route({
    method: 'POST',
    path: '/csm/password',
    permission: 'session',
    unkeyed: 'Your own password: on the Security log, your other sessions end.',
    summary: 'Change password: the current one, then a new one (12+ characters, not a common one)',
    body: ChangePasswordBody,
    answer: SessionsEndedAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),
  twoFactorSetup: route({
    method: 'POST',
    path: '/csm/two_factor/setup',
    permission: 'session',
    unkeyed: 'Starts an enrolment: a secret kept until it is confirmed.',
    summary: 'Two-factor authentication: a TOTP secret and its QR code to enrol',
    answer: TwoFactorSetupAnswer,
  }),
  twoFactorConfirm: route({
    method: 'POST',
    path: '/csm/two_factor/confirm',
    permission: 'session',
    unkeyed: 'Your own second factor: on the Security log.',
    summary: 'Confirm the enrolment with a first code: ten recovery codes, shown once',
    body: CodeBody,
    answer: RecoveryCodesAnswer,
  }),
  checkOneTimeLink: route({
    method: 'POST',
    path: '/csm/one_time_links/check',
    permission: 'public',
    unkeyed: 'Reads what a one-time link is for: nothing changes.',
    summary: 'What a one-time link is for (an invitation, a reset) and whose it is',
    body: OneTimeTokenBody,
    answer: OneTimeLinkAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),
  setPassword: route({
    method: 'POST',
    path: '/csm/one_time_links/set_password',
    permission: 'public',
    unkeyed: 'Your own password through a one-time link: on the Security log.',
    summary: 'Choose a password through a one-time link (12+ characters, not a common one)',
    body: SetPasswordBody,
    answer: MessageAnswer,
    maxBodyBytes: LOGIN_BODY_MAX_BYTES,
  }),
};

/** Presence and the team's settings. */
export const teamRoutes = {
  presence: route({
    method: 'POST',
    path: '/csm/presence',
    permission: 'read',
    unkeyed: 'Tells the team who has a record open over the live channel: nothing is saved.',
    summary:
      'Say that the caller has a request, an office, a guest or an SEO page open (every 10 s while it is), what they do there, or that they left',
    body: PresenceBody,
    answer: MessageAnswer,
  }),
  team: route({
    method: 'GET',
    path: '/csm/team',
    permission: 'read',
    summary: 'The active staff by name: whom a request may be assigned to',
    answer: TeamAnswer,
  }),
  stageThresholds: route({
    method: 'GET',
    path: '/csm/settings/stage_thresholds',
    permission: 'read',
    summary: 'The board’s “Waiting too long” thresholds: each open column’s days and default',
    answer: StageThresholdsAnswer,
  }),
  saveStageThresholds: route({
    method: 'PUT',
    path: '/csm/settings/stage_thresholds',
    permission: 'admin',
    write: {
      areas: ['requests'],
      subject: { none: 'the team’s settings: the Security log records each change' },
      edits: 'stageThresholds',
    },
    summary: 'Set the board’s “Waiting too long” thresholds (Admins)',
    body: StageThresholdsBody,
    answer: StageThresholdsAnswer,
  }),
};

/** The staff accounts and the Security log (Admins). */
export const staffAccountRoutes = {
  // Staff accounts and the Security log (Admins) -------------------------------------------
  staffList: route({
    method: 'GET',
    path: '/csm/staff',
    permission: 'admin',
    summary: 'Staff: every account with its role, status, second factor and last sign-in',
    answer: StaffListAnswer,
  }),
  inviteStaff: route({
    method: 'POST',
    path: '/csm/staff',
    permission: 'admin',
    write: { areas: ['staff'], subject: { entity: 'staff', creates: true } },
    summary: 'Invite a staff member: the account, and a one-time set-password link (24 h)',
    body: InviteStaffBody,
    answer: StaffMemberAnswer,
    secretAnswer: true,
  }),
  changeStaffRole: route({
    method: 'PATCH',
    path: '/csm/staff/:id/role',
    permission: 'admin',
    write: { areas: ['staff'], subject: { entity: 'staff', id: 'path' } },
    summary: "Change a staff member's role (the last active Admin keeps theirs)",
    body: StaffRoleBody,
    answer: StaffMemberAnswer,
  }),
  disableStaff: route({
    method: 'POST',
    path: '/csm/staff/:id/disable',
    permission: 'admin',
    write: { areas: ['staff'], subject: { entity: 'staff', id: 'path' } },
    summary: 'Disable a staff member: every session of theirs ends at once, on every server',
    answer: StaffMemberAnswer,
  }),
  enableStaff: route({
    method: 'POST',
    path: '/csm/staff/:id/enable',
    permission: 'admin',
    write: { areas: ['staff'], subject: { entity: 'staff', id: 'path' } },
    summary: 'Enable a disabled staff member',
    answer: StaffMemberAnswer,
  }),
  resetStaffPassword: route({
    method: 'POST',
    path: '/csm/staff/:id/reset_password',
    permission: 'admin',
    write: { areas: ['staff'], subject: { entity: 'staff', id: 'path' } },
    summary: "Reset a staff member's password: a one-time link (24 h); their sessions end",
    answer: StaffMemberAnswer,
    secretAnswer: true,
  }),
  resetStaffTwoFactor: route({
    method: 'POST',
    path: '/csm/staff/:id/reset_two_factor',
    permission: 'admin',
    write: { areas: ['staff'], subject: { entity: 'staff', id: 'path' } },
    summary: "Reset a staff member's second factor: a one-time link (24 h); their sessions end",
    answer: StaffMemberAnswer,
    secretAnswer: true,
  }),
  securityEvents: route({
    method: 'GET',
    path: '/csm/security_events',
    permission: 'admin',
    summary:
      'The Security log: sign-ins, sessions, passwords, second factors, staff changes, exports',
    query: SecurityEventsQuery,
    answer: SecurityEventsAnswer,
  }),
};

/**
 * Staff routes: the session routes, presence and the team's settings, then the staff accounts
 * and the Security log (Admins).
 */
export const staffRoutes = { ...sessionRoutes, ...teamRoutes, ...staffAccountRoutes };
