import { LOGIN_BODY_MAX_BYTES } from '@backoffice/domain';
import {
  LoginAnswer,
  MessageAnswer,
  OneTimeLinkAnswer,
  RecoveryCodesAnswer,
  RefreshAnswer,
  SecurityEventsAnswer,
  SessionsEndedAnswer,
  SessionTimesAnswer,
  SignedInAnswer,
  SignedInWithCodesAnswer,
  StaffListAnswer,
  StaffMemberAnswer,
  StaffSessionsAnswer,
  StageThresholdsAnswer,
  TeamAnswer,
  TwoFactorSetupAnswer,
} from '../structs/answers';
import {
  ChallengeBody,
  ChangePasswordBody,
  CodeBody,
  InviteStaffBody,
  LoginBody,
  OneTimeTokenBody,
  PresenceBody,
  SetPasswordBody,
  StaffRoleBody,
  StageThresholdsBody,
  TwoFactorCodeBody,
} from '../structs/bodies';
import { SecurityEventsQuery } from '../structs/queries';
import { route } from './define';

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
