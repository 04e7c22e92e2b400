/**
 * Signing in and the person's own session, password and second factor. Every
 * event here is on the Security log: sign-ins, failed ones (the email tried, the address),
 * lockouts, sign-outs, sessions ended, passwords and second factors changed.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  COMMON_PASSWORD_MESSAGE,
  ERROR_CODE_MESSAGES,
  SESSION_END_LABELS,
  staffPasswordProblem,
  validateLogin,
  type SessionEndCause,
} from '@backoffice/domain';
import { isCommonPassword } from '../auth/commonPasswords';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import {
  decryptSecret,
  encryptSecret,
  newRecoveryCodes,
  newTotpSetup,
  recoveryCodeHash,
  totpMatches,
} from '../auth/secondFactor';
import { recordSecurityEvent } from '../auth/securityLog';
import {
  createSession,
  endSessions,
  findStaff,
  hashToken,
  liveSessions,
  newHashedToken,
  revokeSession,
  touchSession,
  type SessionTimes,
  type StaffUser,
} from '../auth/sessions';
import { liveStaffLink } from '../auth/staffLinks';
import { sessions, signInChallenges, staff, staffLinks } from '../db/schema';
import type { Db } from '../db/client';
import { limiterAddress } from '../http/addresses';
import { ApiError, conflict, invalid } from '../errors';
import type { Ctx, HandlerGroup, Services } from '../http/context';
import { isoOf } from './shared';
import { errorFacts, log } from '../log';
import { signInFailures } from '../ops/metrics';

/** A hash no password is checked against but this one: an unknown email takes as long. */
let standIn: Promise<string> | null = null;
function standInHash(): Promise<string> {
  standIn ??= hashPassword('not a password of anyone');
  return standIn;
}

/** How long the second step of a sign-in may wait, and how many codes it may try. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_ATTEMPTS = 5;

type StaffRow = typeof staff.$inferSelect;

const TWO_FACTOR_INVALID =
  "This code is not right. Check your authenticator app's time, or use a recovery code.";
const LINK_INVALID = 'This link has expired or was already used. Ask an Admin for a new one.';

function userOf(row: StaffRow | StaffUser) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    twoFactor: 'twoFactor' in row ? row.twoFactor : row.totpSecret !== null,
  };
}

function timesAnswer(times: SessionTimes) {
  return { endsAt: isoOf(times.endsAt), idleEndsAt: isoOf(times.idleEndsAt) };
}

type Client = Pick<Ctx, 'db' | 'services' | 'address' | 'now' | 'c'>;

/** Opens the session of a sign-in that passed every check, on the record. */
async function signIn(ctx: Client, account: StaffRow, how: string) {
  const { db, services, now, address, c } = ctx;
  const session = await createSession(db, account.id, now, services.sessionPolicy, {
    userAgent: c.req.header('user-agent') ?? '',
    address,
  });
  const [row] = await db
    .update(staff)
    .set({ lastSignInAt: now })
    .where(eq(staff.id, account.id))
    .returning();
  await recordSecurityEvent(db, {
    kind: 'sign_in',
    actor: { id: account.id, name: account.name },
    staffId: account.id,
    summary: `Signed in${how}`,
    address,
    route: 'login',
    at: now,
  });
  return {
    user: userOf(row ?? account),
    token: session.token,
    session: timesAnswer(session.times),
  };
}

async function signInFailed(ctx: Client, email: string, why: string, account: StaffRow | null) {
  signInFailures.inc({ reason: why });
  await recordSecurityEvent(ctx.db, {
    kind: 'sign_in_failed',
    actor: null,
    staffId: account?.id ?? null,
    summary: `Failed sign-in as ${email}: ${why}`,
    address: ctx.address,
    route: 'login',
    details: { email },
    at: ctx.now,
  });
}

/** A second step's challenge: its token is answered once, its hash kept 5 minutes. */
async function newChallenge(db: Db, staffId: number, now: Date, pendingSecret: string | null) {
  const { token, tokenHash } = newHashedToken();
  await db.delete(signInChallenges).where(sql`${signInChallenges.expiresAt} < ${now}`);
  await db.insert(signInChallenges).values({
    staffId,
    tokenHash,
    pendingSecret,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return token;
}

/** The live challenge of a token and its staff member (an attempt counted), or 401. */
async function takeChallenge(db: Db, token: string, now: Date) {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(eq(signInChallenges.tokenHash, hashToken(token)), gt(signInChallenges.expiresAt, now)),
    )
    .returning();
  if (!row || row.attempts > CHALLENGE_ATTEMPTS) {
    throw new ApiError(
      401,
      'challenge_expired',
      'This sign-in has expired or had too many codes. Sign in again with your password.',
    );
  }
  const [account] = await db.select().from(staff).where(eq(staff.id, row.staffId));
  if (!account || account.status !== 'active')
    throw new ApiError(401, 'invalid_login', ERROR_CODE_MESSAGES.invalid_login);
  return { challenge: row, account };
}

/** True when the code is the account's TOTP code now, or one of its unused recovery codes (then used up). */
async function secondFactorMatches(
  ctx: Client,
  account: StaffRow,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const secret = account.totpSecret
    ? await decryptSecret(ctx.services.serverKey, account.totpSecret)
    : null;
  if (secret && (await totpMatches(secret, code, ctx.now))) return 'totp';
  const hash = await recoveryCodeHash(ctx.services.serverKey, code);
  if (!account.recoveryCodes.includes(hash)) return null;
  // Used once: removed in the same statement that checks it is still there.
  const used = await ctx.db
    .update(staff)
    .set({ recoveryCodes: sql`${staff.recoveryCodes} - ${hash}::text` })
    .where(and(eq(staff.id, account.id), sql`${staff.recoveryCodes} ? ${hash}::text`))
    .returning({ left: staff.recoveryCodes });
  if (used.length === 0) return null;
  await recordSecurityEvent(ctx.db, {
    kind: 'recovery_code_used',
    actor: { id: account.id, name: account.name },
    staffId: account.id,
    summary: `Signed in with a recovery code (${used[0]!.left.length} left)`,
    address: ctx.address,
    route: 'loginTwoFactor',
    at: ctx.now,
  });
  return 'recovery';
}

/** The new password's problems, as the form's field says them. */
function passwordProblem(password: string): string | null {
  return (
    staffPasswordProblem(password) ?? (isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : null)
  );
}

/** Ends sessions and tells every server's streams of that person, after the commit. */
export async function endAndTell(
  ctx: Pick<Ctx, 'db' | 'services' | 'now' | 'afterCommit'>,
  staffId: number,
  cause: SessionEndCause,
  which: { only?: number; except?: number } = {},
): Promise<number> {
  const ended = await endSessions(ctx.db, staffId, cause, ctx.now, ctx.services.sessions, which);
  if (ended.length > 0) {
    const tell = () =>
      void ctx.services.events
        .publishSessionsEnded(staffId)
        .catch((error: unknown) => log().error(errorFacts(error), 'Ended sessions were not told'));
    ctx.afterCommit(tell);
  }
  return ended.length;
}

async function sessionsEndedEvent(
  ctx: Ctx,
  staffId: number,
  name: string,
  count: number,
  cause: SessionEndCause,
) {
  if (count === 0) return;
  await recordSecurityEvent(ctx.db, {
    kind: 'session_ended',
    actor: { id: ctx.staff.id, name: ctx.staff.name },
    staffId,
    summary: `${count} ${count === 1 ? 'session' : 'sessions'} of ${name} ended: ${SESSION_END_LABELS[cause]}`,
    address: ctx.address,
    route: 'sessions',
    details: { cause, count },
    at: ctx.now,
  });
}

export const sessionHandlers: HandlerGroup<
  | 'login'
  | 'refresh'
  | 'logout'
  | 'loginTwoFactor'
  | 'twoFactorEnrolStart'
  | 'twoFactorEnrolConfirm'
  | 'sessionActivity'
  | 'sessions'
  | 'endSession'
  | 'endOtherSessions'
  | 'changePassword'
  | 'twoFactorSetup'
  | 'twoFactorConfirm'
  | 'checkOneTimeLink'
  | 'setPassword'
> = {
  async login(ctx) {
    const { db, body, services, address, now } = ctx;
    const checked = validateLogin(body);
    if (!checked.ok) throw invalid(checked.errors as Record<string, string>, checked.message);
    const email = checked.value.email.toLowerCase();
    const limiter = services.loginLimiter;
    const counted = limiterAddress(address);
    const { waitMs: wait, ceilingReached } = await limiter.attempt(db, email, counted, now);
    if (ceilingReached || wait > 0) {
      // On the record: someone is trying this account too often, or from many addresses.
      const account = await findStaff(db, email);
      await recordSecurityEvent(db, {
        kind: 'lockout',
        actor: null,
        staffId: account?.id ?? null,
        summary: ceilingReached
          ? `Sign-ins as ${email} held back: failures from many addresses`
          : `Sign-in as ${email} held back for ${Math.ceil(wait / 1000)} s after failed attempts`,
        address,
        route: 'login',
        details: ceilingReached ? { email, failures: limiter.limits.perAccount } : { email },
        at: now,
      });
    }
    if (wait > 0) {
      throw new ApiError(
        429,
        'rate_limited',
        'Too many sign-in attempts. Please wait a few minutes and try again.',
        undefined,
        Math.ceil(wait / 1000),
      );
    }
    const account = await findStaff(db, email);
    const ok = await verifyPassword(
      checked.value.password,
      account && account.passwordHash ? account.passwordHash : await standInHash(),
    );
    // The attempt stays counted as a failure (see LoginLimiter.attempt).
    if (!account || !account.passwordHash || !ok) {
      await signInFailed(ctx, email, account ? 'wrong password' : 'no such account', account);
      throw new ApiError(401, 'invalid_login', ERROR_CODE_MESSAGES.invalid_login);
    }
    await limiter.succeeded(db, email, counted, now);
    if (account.status !== 'active') {
      await signInFailed(ctx, email, 'account disabled', account);
      throw new ApiError(403, 'forbidden', 'This account is disabled. Ask an Admin to enable it.');
    }
    // A hash made at a lower cost than today's is made again now that the password is known.
    if (needsRehash(account.passwordHash)) {
      await db
        .update(staff)
        .set({ passwordHash: await hashPassword(checked.value.password) })
        .where(eq(staff.id, account.id));
    }
    if (account.totpSecret) {
      return { twoFactor: 'required', challenge: await newChallenge(db, account.id, now, null) };
    }
    // An Admin needs a second factor (the demo's accounts are exempt).
    if (account.role === 'admin' && !account.twoFactorExempt) {
      return { twoFactor: 'enrol', challenge: await newChallenge(db, account.id, now, null) };
    }
    return signIn(ctx, account, '');
  },

  async loginTwoFactor(ctx) {
    const { challenge, account } = await takeChallenge(ctx.db, ctx.body.challenge, ctx.now);
    if (!account.totpSecret)
      throw new ApiError(401, 'invalid_login', ERROR_CODE_MESSAGES.invalid_login);
    const how = await secondFactorMatches(ctx, account, ctx.body.code);
    if (!how) {
      await signInFailed(ctx, account.email, 'wrong second-factor code', account);
      throw new ApiError(401, 'two_factor_invalid', TWO_FACTOR_INVALID);
    }
    await ctx.db.delete(signInChallenges).where(eq(signInChallenges.id, challenge.id));
    return signIn(ctx, account, how === 'recovery' ? ' with a recovery code' : ' with a code');
  },

  async twoFactorEnrolStart(ctx) {
    const { challenge, account } = await takeChallenge(ctx.db, ctx.body.challenge, ctx.now);
    if (account.totpSecret)
      throw conflict('Two-factor authentication is already on for this account.');
    const setup = await newTotpSetup(account.email);
    await ctx.db
      .update(signInChallenges)
      .set({ pendingSecret: await encryptSecret(ctx.services.serverKey, setup.secret) })
      .where(eq(signInChallenges.id, challenge.id));
    return setup;
  },

  async twoFactorEnrolConfirm(ctx) {
    const { challenge, account } = await takeChallenge(ctx.db, ctx.body.challenge, ctx.now);
    const secret = challenge.pendingSecret
      ? await decryptSecret(ctx.services.serverKey, challenge.pendingSecret)
      : null;
    if (!secret) throw conflict('Start the enrolment first: scan the QR code, then type a code.');
    if (!(await totpMatches(secret, ctx.body.code, ctx.now)))
      throw new ApiError(401, 'two_factor_invalid', TWO_FACTOR_INVALID);
    const codes = await turnOn(ctx, account, secret);
    await ctx.db.delete(signInChallenges).where(eq(signInChallenges.id, challenge.id));
    return {
      ...(await signIn(ctx, account, ' and turned on two-factor authentication')),
      recoveryCodes: codes,
    };
  },

  async refresh({ staff: me, sessionTimes }) {
    return { user: userOf(me), session: timesAnswer(sessionTimes as SessionTimes) };
  },

  /** Ends the call's session at once, for every server (the sessions live in the database). */
  async logout({ db, services, token, staff: me, now, address }) {
    await revokeSession(db, token as string, now, services.sessions);
    await recordSecurityEvent(db, {
      kind: 'sign_out',
      actor: { id: me.id, name: me.name },
      staffId: me.id,
      summary: 'Signed out',
      address,
      route: 'logout',
      at: now,
    });
    return { message: 'You are signed out.' };
  },

  async sessionActivity({ db, services, token, now }) {
    const times = await touchSession(
      db,
      token as string,
      now,
      services.sessions,
      services.sessionPolicy,
    );
    if (!times)
      throw new ApiError(401, 'session_revoked', 'Your session was ended. Sign in again to go on.');
    return { session: timesAnswer(times) };
  },

  async sessions({ db, services, staff: me, now }) {
    const rows = await liveSessions(db, me.id, now, services.sessionPolicy);
    return {
      sessions: rows.map((r) => ({
        id: r.id,
        browser: r.userAgent || 'Unknown browser',
        address: r.address || 'Unknown address',
        startedAt: isoOf(r.createdAt),
        lastActiveAt: isoOf(r.lastActiveAt),
        current: r.id === me.sessionId,
      })),
    };
  },

  async endSession(ctx) {
    const ended = await endAndTell(ctx, ctx.staff.id, 'signed_out_elsewhere', {
      only: ctx.params.id,
    });
    if (ended === 0)
      throw new ApiError(404, 'not_found', 'This session is not one of your open sessions.');
    await sessionsEndedEvent(ctx, ctx.staff.id, ctx.staff.name, ended, 'signed_out_elsewhere');
    return { message: 'The session was signed out.', ended };
  },

  async endOtherSessions(ctx) {
    const ended = await endAndTell(ctx, ctx.staff.id, 'signed_out_elsewhere', {
      except: ctx.staff.sessionId,
    });
    await sessionsEndedEvent(ctx, ctx.staff.id, ctx.staff.name, ended, 'signed_out_elsewhere');
    return {
      message:
        ended === 0
          ? 'You had no other session.'
          : `Signed out everywhere else: ${ended} ${ended === 1 ? 'session' : 'sessions'} ended.`,
      ended,
    };
  },

  async changePassword(ctx) {
    const { db, body, staff: me, now } = ctx;
    const [account] = await db.select().from(staff).where(eq(staff.id, me.id));
    if (!account || !(await verifyPassword(body.currentPassword, account.passwordHash)))
      throw invalid({ currentPassword: 'This is not your current password.' });
    const problem = passwordProblem(body.newPassword);
    if (problem) throw invalid({ newPassword: problem });
    await db
      .update(staff)
      .set({ passwordHash: await hashPassword(body.newPassword) })
      .where(eq(staff.id, me.id));
    const ended = await endAndTell(ctx, me.id, 'password_change', { except: me.sessionId });
    await recordSecurityEvent(db, {
      kind: 'password_changed',
      actor: { id: me.id, name: me.name },
      staffId: me.id,
      summary: `Changed their password${ended ? `; ${ended} other ${ended === 1 ? 'session' : 'sessions'} ended` : ''}`,
      address: ctx.address,
      route: 'changePassword',
      at: now,
    });
    return { message: 'Password changed. Your other sessions were signed out.', ended };
  },

  async twoFactorSetup({ db, services, staff: me }) {
    if (me.twoFactor)
      throw conflict('Two-factor authentication is already on. An Admin can reset it.');
    const setup = await newTotpSetup(me.email);
    await db
      .update(sessions)
      .set({ pendingSecret: await encryptSecret(services.serverKey, setup.secret) })
      .where(eq(sessions.id, me.sessionId));
    return setup;
  },

  async twoFactorConfirm(ctx) {
    const { db, services, staff: me, body, now } = ctx;
    const [session] = await db.select().from(sessions).where(eq(sessions.id, me.sessionId));
    const secret = session?.pendingSecret
      ? await decryptSecret(services.serverKey, session.pendingSecret)
      : null;
    if (!secret) throw conflict('Start again: the QR code of this enrolment is no longer waiting.');
    if (!(await totpMatches(secret, body.code, now)))
      throw new ApiError(400, 'two_factor_invalid', TWO_FACTOR_INVALID, {
        code: TWO_FACTOR_INVALID,
      });
    const [account] = await db.select().from(staff).where(eq(staff.id, me.id));
    const codes = await turnOn(ctx, account!, secret);
    await db.update(sessions).set({ pendingSecret: null }).where(eq(sessions.id, me.sessionId));
    services.sessions?.revokeStaff(me.id);
    return { recoveryCodes: codes };
  },

  async checkOneTimeLink({ db, body, now }) {
    const found = await liveStaffLink(db, body.token, now);
    if (!found) throw new ApiError(400, 'link_invalid', LINK_INVALID);
    return { purpose: found.link.purpose, name: found.member.name, email: found.member.email };
  },

  async setPassword(ctx) {
    const { db, body, now } = ctx;
    const found = await liveStaffLink(db, body.token, now);
    if (!found) throw new ApiError(400, 'link_invalid', LINK_INVALID);
    const problem = passwordProblem(body.password);
    if (problem) throw invalid({ password: problem });
    const used = await db
      .update(staffLinks)
      .set({ usedAt: now })
      .where(and(eq(staffLinks.id, found.link.id), sql`${staffLinks.usedAt} is null`))
      .returning({ id: staffLinks.id });
    if (used.length === 0) throw new ApiError(400, 'link_invalid', LINK_INVALID);
    const member = found.member;
    await db
      .update(staff)
      .set({
        passwordHash: await hashPassword(body.password),
        status: member.status === 'invited' ? 'active' : member.status,
      })
      .where(eq(staff.id, member.id));
    await endAndTell(ctx, member.id, 'password_change');
    await recordSecurityEvent(db, {
      kind: 'password_changed',
      actor: { id: member.id, name: member.name },
      staffId: member.id,
      summary:
        found.link.purpose === 'invitation'
          ? 'Accepted the invitation: password chosen'
          : 'Chose a new password through a one-time link',
      address: ctx.address,
      route: 'setPassword',
      at: now,
    });
    return { message: 'Your password is set. Sign in with it.' };
  },
};

/** Turns the second factor on with a confirmed secret: ten recovery codes, shown once. */
async function turnOn(
  ctx: { db: Db; services: Services; address: string; now: Date },
  account: StaffRow,
  secret: string,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(
    codes.map((code) => recoveryCodeHash(ctx.services.serverKey, code)),
  );
  await ctx.db
    .update(staff)
    .set({ totpSecret: await encryptSecret(ctx.services.serverKey, secret), recoveryCodes: hashes })
    .where(eq(staff.id, account.id));
  await recordSecurityEvent(ctx.db, {
    kind: 'two_factor_enabled',
    actor: { id: account.id, name: account.name },
    staffId: account.id,
    summary: 'Turned on two-factor authentication',
    address: ctx.address,
    route: 'twoFactorConfirm',
    at: ctx.now,
  });
  return codes;
}
