/**
 * Staff sessions. A session ends 12 h after its sign-in whatever happens (the
 * lifetime), or 30 minutes after the person's last action (the idle timeout: only
 * `sessionActivity`, which the app calls on a person's input, moves it on; the live stream,
 * polling and every other call never do), or when it is ended: signed out, signed out from
 * another session, a password change, an Admin's disable or reset. An ended session's row is
 * kept a day with its cause, so that the next call with its token is told why (401
 * `session_idle`, `session_expired`, `session_revoked`); then it goes.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
  type SessionEndCause,
  type StaffRole,
} from '@backoffice/domain';
import type { Db } from '../db/client';
import { sessions, staff } from '../db/schema';
import { DATA_VERSION_SQL } from '../db/dataVersion';

/** How long sessions last; the test settings shorten them (SESSION_IDLE_SECONDS…). */
export interface SessionPolicy {
  lifetimeMs: number;
  idleMs: number;
}

/** The policy of the settings: SESSION_IDLE_SECONDS and SESSION_LIFETIME_SECONDS (tests). */
export function sessionPolicyFrom(env: NodeJS.ProcessEnv = process.env): SessionPolicy {
  const seconds = (value: string | undefined, fallback: number, name: string) => {
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 5 || n > 7 * 24 * 3600)
      throw new Error(`${name} must be a whole number of seconds from 5 to 604800, got "${value}"`);
    return n * 1000;
  };
  return {
    lifetimeMs: seconds(
      env.SESSION_LIFETIME_SECONDS,
      SESSION_LIFETIME_MS,
      'SESSION_LIFETIME_SECONDS',
    ),
    idleMs: seconds(env.SESSION_IDLE_SECONDS, SESSION_IDLE_MS, 'SESSION_IDLE_SECONDS'),
  };
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  lifetimeMs: SESSION_LIFETIME_MS,
  idleMs: SESSION_IDLE_MS,
};

/** The signed-in person of a call. */
export interface StaffUser {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  twoFactor: boolean;
  /** The call's session. */
  sessionId: number;
}

/** When a session ends: its lifetime, and its idle end as things stand. */
export interface SessionTimes {
  endsAt: Date;
  idleEndsAt: Date;
}

/** SHA-256 of a token, hex: what the sessions table keeps. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * A new opaque token (32 random bytes, base64url) and its hash: the token is answered once,
 * only the hash is stored.
 */
export function newHashedToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** How long an ended session's row is kept (to tell its token why). */
const ENDED_KEPT_MS = 24 * 60 * 60 * 1000;

/** The browser of a session as its User-Agent says it, cut to 200 characters. */
export function browserOf(userAgent: string | undefined): string {
  return (userAgent ?? '').slice(0, 200);
}

/** Opens a session and returns its opaque token (shown once, stored hashed). */
export async function createSession(
  db: Db,
  staffId: number,
  now: Date,
  policy: SessionPolicy,
  client: { userAgent: string; address: string },
): Promise<{ token: string; id: number; times: SessionTimes }> {
  const { token, tokenHash } = newHashedToken();
  const endsAt = new Date(now.getTime() + policy.lifetimeMs);
  const [row] = await db
    .insert(sessions)
    .values({
      staffId,
      tokenHash,
      createdAt: now,
      expiresAt: endsAt,
      lastActiveAt: now,
      userAgent: browserOf(client.userAgent),
      address: client.address.slice(0, 64),
    })
    .returning({ id: sessions.id });
  // Sessions past their end for a day are cleaned up as new ones open.
  const old = new Date(now.getTime() - ENDED_KEPT_MS);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, old), lt(sessions.endedAt, old)));
  return { token, id: row!.id, times: timesOf(now, endsAt, policy) };
}

function timesOf(lastActiveAt: Date, endsAt: Date, policy: SessionPolicy): SessionTimes {
  const idle = lastActiveAt.getTime() + policy.idleMs;
  return { endsAt, idleEndsAt: new Date(Math.min(idle, endsAt.getTime())) };
}

/**
 * How long a checked token is trusted without asking the database again, by the process that
 * owns an embedded database (the only one that can end its sessions: it forgets a token as
 * it ends it). Servers on PostgreSQL keep no such cache.
 */
export const SESSION_CACHE_MS = 30_000;

interface CheckedToken {
  user: StaffUser;
  endsAt: number;
  idleEndsAt: number;
  checkedAt: number;
}

/**
 * Tokens checked recently: token hash → the staff member and the session's ends. A check
 * that was under way while a session ended is not kept (it may have read it just before).
 */
export class SessionCache {
  private readonly entries = new Map<string, CheckedToken>();
  private revocations = 0;

  get(tokenHash: string): CheckedToken | undefined {
    return this.entries.get(tokenHash);
  }

  mark(): number {
    return this.revocations;
  }

  keep(tokenHash: string, checked: CheckedToken, mark: number): void {
    if (mark !== this.revocations) return;
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(tokenHash, checked);
  }

  revoke(tokenHash: string): void {
    this.revocations += 1;
    this.entries.delete(tokenHash);
  }

  /** Forgets every token of a staff member (a role change, a disable, their sessions ended). */
  revokeStaff(staffId: number): void {
    this.revocations += 1;
    for (const [hash, entry] of this.entries)
      if (entry.user.id === staffId) this.entries.delete(hash);
  }
}

function prepareSessionCheck(db: Db) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      id: staff.id,
      name: staff.name,
      email: staff.email,
      role: staff.role,
      status: staff.status,
      twoFactor: sql<boolean>`${staff.totpSecret} is not null`,
      expiresAt: sessions.expiresAt,
      lastActiveAt: sessions.lastActiveAt,
      endedAt: sessions.endedAt,
      endCause: sessions.endCause,
      dataVersion: sql<string>`${DATA_VERSION_SQL}`,
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`)
    .prepare('session_check_v2');
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionCheck>['execute']>>[number];

interface WaitingCheck {
  tokenHash: string;
  resolve: (row: SessionRow | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * The session checks of the calls that arrive while one is under way, asked together in the
 * next statement. A call never joins a statement already sent: a sign-out acknowledged
 * before it (on any server) is seen, and the data version read with it is at least that of
 * every write acknowledged before it.
 */
class SessionChecks {
  private waiting: WaitingCheck[] = [];
  private underWay = false;
  private readonly query: ReturnType<typeof prepareSessionCheck>;

  constructor(db: Db) {
    this.query = prepareSessionCheck(db);
  }

  check(tokenHash: string): Promise<SessionRow | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ tokenHash, resolve, reject });
      if (!this.underWay) void this.next();
    });
  }

  private async next(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    this.underWay = true;
    try {
      const rows = await this.query.execute({
        tokenHashes: [...new Set(batch.map((w) => w.tokenHash))],
      });
      const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
      for (const w of batch) w.resolve(byHash.get(w.tokenHash));
    } catch (error) {
      for (const w of batch) w.reject(error);
    } finally {
      this.underWay = false;
      if (this.waiting.length > 0) void this.next();
    }
  }
}

const sessionChecks = new WeakMap<Db, SessionChecks>();
function sessionChecksOf(db: Db): SessionChecks {
  let checks = sessionChecks.get(db);
  if (!checks) {
    checks = new SessionChecks(db);
    sessionChecks.set(db, checks);
  }
  return checks;
}

/** Why a token is refused: the 401's code. */
export type SessionRefusal = 'wrong_key' | 'session_idle' | 'session_expired' | 'session_revoked';

/** The code a session's end cause gives its token. */
function refusalOf(cause: string | null): SessionRefusal {
  if (cause === 'idle') return 'session_idle';
  if (cause === 'lifetime') return 'session_expired';
  return 'session_revoked';
}

export type SessionCheck =
  | { ok: true; user: StaffUser; times: SessionTimes; dataVersion: number | null }
  | {
      ok: false;
      code: SessionRefusal;
      /** The session that ended at this check (idle, lifetime): its owner, for the log. */
      ended?: { staffId: number; name: string; cause: SessionEndCause };
    };

/**
 * The staff member of a live token; else why not. A session found past its lifetime or its
 * idle end is ended now (once, whichever call sees it first), and `ended` says so.
 */
export async function sessionUser(
  db: Db,
  token: string,
  now: Date,
  cache: SessionCache | null | undefined,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<SessionCheck> {
  const tokenHash = hashToken(token);
  const known = cache?.get(tokenHash);
  const at = now.getTime();
  if (
    known &&
    at - known.checkedAt < SESSION_CACHE_MS &&
    known.endsAt > at &&
    known.idleEndsAt > at
  ) {
    return {
      ok: true,
      user: known.user,
      times: { endsAt: new Date(known.endsAt), idleEndsAt: new Date(known.idleEndsAt) },
      dataVersion: null,
    };
  }
  const mark = cache?.mark() ?? 0;
  const row = await sessionChecksOf(db).check(tokenHash);
  if (!row) return { ok: false, code: 'wrong_key' };
  if (row.endedAt) return { ok: false, code: refusalOf(row.endCause) };
  if (row.status !== 'active') return { ok: false, code: 'session_revoked' };
  const times = timesOf(row.lastActiveAt, row.expiresAt, policy);
  const cause: SessionEndCause | null =
    row.expiresAt.getTime() <= at ? 'lifetime' : times.idleEndsAt.getTime() <= at ? 'idle' : null;
  if (cause) {
    cache?.revoke(tokenHash);
    const ended = await db
      .update(sessions)
      .set({ endedAt: now, endCause: cause })
      .where(and(eq(sessions.id, row.sessionId), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    return {
      ok: false,
      code: refusalOf(cause),
      ...(ended.length ? { ended: { staffId: row.id, name: row.name, cause } } : {}),
    };
  }
  const user: StaffUser = {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    twoFactor: Boolean(row.twoFactor),
    sessionId: row.sessionId,
  };
  cache?.keep(
    tokenHash,
    { user, endsAt: times.endsAt.getTime(), idleEndsAt: times.idleEndsAt.getTime(), checkedAt: at },
    mark,
  );
  return { ok: true, user, times, dataVersion: Number(row.dataVersion) };
}

/** A person's action: the session's idle end moves on. Its times, or null when it ended. */
export async function touchSession(
  db: Db,
  token: string,
  now: Date,
  cache: SessionCache | null | undefined,
  policy: SessionPolicy,
): Promise<SessionTimes | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .update(sessions)
    .set({ lastActiveAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)))
    .returning({ expiresAt: sessions.expiresAt });
  // The cached check keeps the old idle end: read again at the next call.
  cache?.revoke(tokenHash);
  return row ? timesOf(now, row.expiresAt, policy) : null;
}

/**
 * Ends sessions of a staff member (all, or all but one; or one by id), with a cause.
 * Answers the ended ones' ids. Every server refuses their tokens from the commit on.
 */
export async function endSessions(
  db: Db,
  staffId: number,
  cause: SessionEndCause,
  now: Date,
  cache: SessionCache | null | undefined,
  which: { only?: number; except?: number } = {},
): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: now, endCause: cause })
    .where(
      and(
        eq(sessions.staffId, staffId),
        isNull(sessions.endedAt),
        which.only !== undefined ? eq(sessions.id, which.only) : undefined,
        which.except !== undefined ? ne(sessions.id, which.except) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  cache?.revokeStaff(staffId);
  return rows.map((r) => r.id);
}

/** Ends the call's own session (sign-out): false when it was not a live one. */
export async function revokeSession(
  db: Db,
  token: string,
  now: Date,
  cache?: SessionCache | null,
): Promise<boolean> {
  const tokenHash = hashToken(token);
  cache?.revoke(tokenHash);
  const rows = await db
    .update(sessions)
    .set({ endedAt: now, endCause: 'sign_out' })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  // Again once gone: a check that began before the update cannot keep it either.
  cache?.revoke(tokenHash);
  return rows.length > 0;
}

/** The live sessions of a staff member, newest first. */
export async function liveSessions(db: Db, staffId: number, now: Date, policy: SessionPolicy) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.staffId, staffId), isNull(sessions.endedAt)))
    .orderBy(sql`${sessions.lastActiveAt} desc`);
  return rows.filter(
    (r) =>
      r.expiresAt.getTime() > now.getTime() &&
      r.lastActiveAt.getTime() + policy.idleMs > now.getTime(),
  );
}

/** The staff account of an email (case-insensitive). */
export async function findStaff(db: Db, email: string) {
  const rows = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}
