/**
 * Staff accounts, their links, sign-in challenges, sessions and sign-in limits, beside
 * schema.ts (which re-exports them, so that drizzle-kit and the client see one schema).
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, instant, reference } from './columns';

// Staff and sessions -------------------------------------------------------------------------

export const staff = pgTable('staff', {
  id: id(),
  email: text().notNull().unique(),
  name: text().notNull(),
  /**
   * argon2id in the PHC format (`$argon2id$v=19$m=…`); older scrypt hashes until re-hashed.
   * '' for an invited account until its one-time link sets one (no password matches '').
   */
  passwordHash: text().notNull(),
  createdAt: instant().notNull().defaultNow(),
  /** Admin, CSM (the default: the spec's powers) or Viewer (reads only). */
  role: text().$type<'admin' | 'csm' | 'viewer'>().notNull().default('csm'),
  /** Active, Invited (no password yet) or Disabled (no sign-in, every session ended). */
  status: text().$type<'active' | 'invited' | 'disabled'>().notNull().default('active'),
  /** The TOTP secret (base32), encrypted with the server key (AES-256-GCM); null: none. */
  totpSecret: text(),
  /** The recovery codes not used yet, each an HMAC with the server key (never the codes). */
  recoveryCodes: jsonb().$type<string[]>().notNull().default([]),
  /**
   * The demo database's accounts sign in without a second factor even as Admins (the
   * README's demo sign-in); never set outside the demo data.
   */
  twoFactorExempt: boolean().notNull().default(false),
  lastSignInAt: instant(),
});

/**
 * A one-time link of a staff member: an invitation or a reset, valid 24 h, used
 * once. Only the token's SHA-256 is kept.
 */
export const staffLinks = pgTable(
  'staff_links',
  {
    id: id(),
    staffId: reference(() => staff.id, { onDelete: 'cascade' }),
    purpose: text().$type<'invitation' | 'password_reset' | 'two_factor_reset'>().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: instant().notNull(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (t) => [index().on(t.staffId)],
);

/**
 * The second step of a sign-in: the password was right, a code is asked. Good for
 * 5 minutes and a few codes; an Admin's enrolment keeps the secret being confirmed here.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: id(),
    staffId: reference(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    /** The secret being enrolled (encrypted), or, on a session, null. */
    pendingSecret: text(),
    attempts: integer().notNull().default(0),
    expiresAt: instant().notNull(),
  },
  (t) => [index().on(t.staffId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    staffId: reference(() => staff.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token, hex: the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    createdAt: instant().notNull().defaultNow(),
    /** The absolute end: 12 h after the sign-in, whatever happens. */
    expiresAt: instant().notNull(),
    /** The person's last action (the idle end is this plus the idle timeout). */
    lastActiveAt: instant().notNull().defaultNow(),
    /** The browser, as its User-Agent says (cut to 200 characters), and the address. */
    userAgent: text().notNull().default(''),
    address: text().notNull().default(''),
    /** A second factor being enrolled from the user menu (encrypted), until confirmed. */
    pendingSecret: text(),
    /** When and why it ended (kept a day, so the next call is told why: idle, lifetime…). */
    endedAt: instant(),
    endCause: text(),
  },
  (t) => [index().on(t.staffId)],
);

/**
 * Sign-in attempts per account and client address together (the login limit, shared by
 * every server on the database): failures in the current window, when the pair may try
 * again, and when the account last signed in from that address (a known address is slowed
 * down, never locked out).
 */
export const signInLimits = pgTable(
  'sign_in_limits',
  {
    /** The email, lower-cased. */
    account: text().notNull(),
    address: text().notNull(),
    failures: integer().notNull().default(0),
    windowStartedAt: instant().notNull(),
    /** Null when the pair may try at once. */
    nextAttemptAt: instant(),
    /** The last successful sign-in of the account from the address. */
    signedInAt: instant(),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] }), index().on(t.address)],
);
