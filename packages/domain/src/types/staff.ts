import type { SecurityEventKind, StaffRole, StaffStatus } from '../staff';

// The signed-in staff member, their session and sessions, the staff accounts and the Security
// log's events (operations.md §3), and a staff member as other records name them.

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

/** A staff member as other records name them: an owner, who assigned, who saved. */
export interface StaffRef {
  id: number;
  name: string;
}
