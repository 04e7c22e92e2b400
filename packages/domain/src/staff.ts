import { optionLabel, type Option } from './constants';

/**
 * Staff accounts, roles and what each may do. The spec's CSM "has access to
 * everything" it lists and keeps it; an Admin may also manage staff and read the Security
 * log; a Viewer reads (single PDFs included) and changes nothing, exports no list.
 */

export const STAFF_ROLES = ['admin', 'csm', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_OPTIONS: readonly Option<StaffRole>[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'csm', label: 'CSM' },
  { value: 'viewer', label: 'Viewer' },
];

export const STAFF_STATUSES = ['active', 'invited', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_STATUS_OPTIONS: readonly Option<StaffStatus>[] = [
  { value: 'active', label: 'Active' },
  { value: 'invited', label: 'Invited' },
  { value: 'disabled', label: 'Disabled' },
];

/** A role's label ('Admin'). */
export function staffRoleLabel(role: StaffRole): string {
  return optionLabel(STAFF_ROLE_OPTIONS, role);
}

/** A status's label ('Invited'). */
export function staffStatusLabel(status: StaffStatus): string {
  return optionLabel(STAFF_STATUS_OPTIONS, status);
}

/**
 * What a call needs. `public`: no sign-in (health, sign-in itself, a one-time link);
 * `session`: any signed-in person, about their own session, password or second factor;
 * `read`: every read and single PDF; `write`: every change to a record; `export`: a list's
 * CSV, the request dump, the analytics files; `admin`: staff and the Security log.
 */
export const PERMISSIONS = ['public', 'session', 'read', 'write', 'export', 'admin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  admin: ['public', 'session', 'read', 'write', 'export', 'admin'],
  csm: ['public', 'session', 'read', 'write', 'export'],
  viewer: ['public', 'session', 'read'],
};

/** True when a role may use what a permission guards. */
export function roleCan(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Why a role may not (the server's 403 description, and the reason shown beside a disabled
 * control); null when it may.
 */
export function permissionRefusal(role: StaffRole, permission: Permission): string | null {
  if (roleCan(role, permission)) return null;
  if (permission === 'write') return 'Viewers cannot change records.';
  if (permission === 'export') return 'Viewers cannot export lists.';
  if (permission === 'admin')
    return 'Only Admins can manage staff, read the Security log and change the team’s settings.';
  return 'Your role cannot do this.';
}

/**
 * True when the member is the only active Admin: disabling or demoting them would leave no one
 * to manage staff, which the server refuses (409) and the mock too.
 */
export function isLastActiveAdmin(
  staff: readonly { id: number; role: StaffRole; status: StaffStatus }[],
  memberId: number,
): boolean {
  const admins = staff.filter((s) => s.role === 'admin' && s.status === 'active');
  return admins.length === 1 && admins[0]?.id === memberId;
}

// Sessions ------------------------------------------------------------------------------------

/** A session ends this long after it began, whatever happens. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** A session ends after this long without a person's action (background calls do not count). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** "Still there?" is asked this long before the idle end. */
export const SESSION_IDLE_WARNING_MS = 2 * 60 * 1000;

/** Why a session ended, as the Security log says it. */
export const SESSION_END_CAUSES = [
  'sign_out',
  'idle',
  'lifetime',
  'admin',
  'password_change',
  'signed_out_elsewhere',
  'disabled',
] as const;
export type SessionEndCause = (typeof SESSION_END_CAUSES)[number];

export const SESSION_END_LABELS: Readonly<Record<SessionEndCause, string>> = {
  sign_out: 'signed out',
  idle: 'no action for 30 minutes',
  lifetime: '12 hours after sign-in',
  admin: 'ended by an Admin',
  password_change: 'password changed',
  signed_out_elsewhere: 'signed out from another session',
  disabled: 'account disabled',
};

/** What the app says when a call tells it the session ended (the 401's code). */
export const SESSION_ENDED_MESSAGES: Readonly<Record<string, string>> = {
  session_idle: 'You were signed out after 30 minutes without activity. Sign in again to go on.',
  session_expired: 'Your session reached its 12 hours. Sign in again to go on.',
  session_revoked: 'Your session was ended. Sign in again to go on.',
};

// Passwords -----------------------------------------------------------------------------------

/** A staff password's least length. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** The password rules the form can check itself (the server also refuses common ones). */
export function staffPasswordProblem(password: string): string | null {
  if ([...password].length < STAFF_PASSWORD_MIN_LENGTH)
    return `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`;
  return null;
}

/** The server's refusal of a password among the 10,000 most common. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is among the most common ones: choose another.';

// Second factor -------------------------------------------------------------------------------

/** A TOTP code: 6 digits (spaces allowed between them). */
export function normaliseTotpCode(code: string): string | null {
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** How many one-time recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

// The Security log ----------------------------------------------------------------------------

export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'lockout',
  'sign_out',
  'session_ended',
  'password_changed',
  'password_reset',
  'two_factor_enabled',
  'two_factor_reset',
  'recovery_code_used',
  'staff_invited',
  'role_changed',
  'staff_disabled',
  'staff_enabled',
  'settings_changed',
  'export',
  'download',
  'action',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export const SECURITY_EVENT_OPTIONS: readonly Option<SecurityEventKind>[] = [
  { value: 'sign_in', label: 'Sign-in' },
  { value: 'sign_in_failed', label: 'Failed sign-in' },
  { value: 'lockout', label: 'Sign-in held back' },
  { value: 'sign_out', label: 'Sign-out' },
  { value: 'session_ended', label: 'Session ended' },
  { value: 'password_changed', label: 'Password changed' },
  { value: 'password_reset', label: 'Password reset' },
  { value: 'two_factor_enabled', label: 'Two-factor turned on' },
  { value: 'two_factor_reset', label: 'Two-factor reset' },
  { value: 'recovery_code_used', label: 'Recovery code used' },
  { value: 'staff_invited', label: 'Staff member invited' },
  { value: 'role_changed', label: 'Role changed' },
  { value: 'staff_disabled', label: 'Staff member disabled' },
  { value: 'staff_enabled', label: 'Staff member enabled' },
  { value: 'settings_changed', label: 'Settings changed' },
  { value: 'export', label: 'Export' },
  { value: 'download', label: 'Download' },
  { value: 'action', label: 'Action' },
];

/** A kind's label ('Failed sign-in'). */
export function securityEventLabel(kind: SecurityEventKind): string {
  return optionLabel(SECURITY_EVENT_OPTIONS, kind);
}
