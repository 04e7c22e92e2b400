import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, staff } from '../db/schema';
import { DATA_VERSION_SQL } from '../services/read-cache';

/** A session lasts this long after its last use (GET /refresh and every call move it on). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** The expiry is written again only when it moved by more than this (saves writes). */
const SLIDE_STEP_MS = 5 * 60 * 1000;

export interface StaffUser {
  id: number;
  name: string;
  email: string;
}

/** SHA-256 of a token, hex: what the sessions table keeps. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Opens a session and returns its opaque token (shown once, stored hashed). */
export async function createSession(db: Db, staffId: number, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    staffId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  // Expired sessions are cleaned up as new ones open.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return token;
}

/**
 * How long a checked token is trusted without asking the database again, by the process that
 * owns an embedded database (the only one that can revoke its tokens: it forgets a token as
 * it revokes it). Servers on PostgreSQL keep no such cache.
 */
export const SESSION_CACHE_MS = 30_000;

interface CheckedToken {
  user: StaffUser;
  expiresAt: number;
  checkedAt: number;
}

/**
 * Tokens checked recently: token hash → the staff member, the session's expiry, when checked.
 * A check that was under way while a token was revoked is not kept (it may have read the
 * session just before it went).
 */
export class SessionCache {
  private readonly entries = new Map<string, CheckedToken>();
  private revocations = 0;

  get(tokenHash: string): CheckedToken | undefined {
    return this.entries.get(tokenHash);
  }

  /** A mark to give `keep`: the number of revocations so far. */
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
}

/** The session check as a prepared statement (parsed and planned once per connection). */
function prepareSessionCheck(db: Db) {
  return db
    .select({
      id: staff.id,
      name: staff.name,
      email: staff.email,
      expiresAt: sessions.expiresAt,
      // Read with the session, so that a server on PostgreSQL learns both in one query.
      dataVersion: sql<string>`${DATA_VERSION_SQL}`,
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('session_check');
}

const sessionChecks = new WeakMap<Db, ReturnType<typeof prepareSessionCheck>>();
function sessionCheckQuery(db: Db) {
  let query = sessionChecks.get(db);
  if (!query) {
    query = prepareSessionCheck(db);
    sessionChecks.set(db, query);
  }
  return query;
}

/** A valid token's staff member, and the data version read with it (null when cached). */
export interface SessionCheck {
  user: StaffUser;
  /** The `data_version` sequence, read in the same statement (see DataVersion). */
  dataVersion: number | null;
}

/**
 * The staff member of a valid token, its session moved on; null when unknown or expired.
 * With a cache, a token checked less than 30 s ago is not looked up again (every call checks
 * the token: on PGlite, one query fewer per call is one less in the queue).
 */
export async function sessionUser(
  db: Db,
  token: string,
  now: Date,
  cache?: SessionCache | null,
): Promise<SessionCheck | null> {
  const tokenHash = hashToken(token);
  const known = cache?.get(tokenHash);
  if (
    known &&
    now.getTime() - known.checkedAt < SESSION_CACHE_MS &&
    known.expiresAt > now.getTime()
  ) {
    return { user: known.user, dataVersion: null };
  }
  const mark = cache?.mark() ?? 0;
  const rows = await sessionCheckQuery(db).execute({ tokenHash, now: now.toISOString() });
  const row = rows[0];
  if (!row) return null;
  let expiresAt = row.expiresAt.getTime();
  if (now.getTime() + SESSION_TTL_MS - expiresAt > SLIDE_STEP_MS) {
    expiresAt = now.getTime() + SESSION_TTL_MS;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(expiresAt) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const user = { id: row.id, name: row.name, email: row.email };
  // Kept with the expiry the database holds: the token ends at the same instant either way.
  cache?.keep(tokenHash, { user, expiresAt, checkedAt: now.getTime() }, mark);
  return { user, dataVersion: Number(row.dataVersion) };
}

/** Ends a session: its token is refused from now on (false when it was not a live one). */
export async function revokeSession(
  db: Db,
  token: string,
  cache?: SessionCache | null,
): Promise<boolean> {
  const tokenHash = hashToken(token);
  cache?.revoke(tokenHash);
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ id: sessions.id });
  // Again once gone: a check that began before the delete cannot keep it either.
  cache?.revoke(tokenHash);
  return rows.length > 0;
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
