import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, staff } from '../db/schema';

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

/** How long a checked token is trusted without asking the database again. */
export const SESSION_CACHE_MS = 30_000;

/** Tokens checked recently: token hash → the staff member, the session's expiry, when checked. */
export type SessionCache = Map<string, { user: StaffUser; expiresAt: number; checkedAt: number }>;

/**
 * The staff member of a valid token, its session moved on; null when unknown or expired.
 * With a cache, a token checked less than 30 s ago is not looked up again (every call checks
 * the token: on PGlite, one query fewer per call is one less in the queue).
 */
export async function sessionUser(
  db: Db,
  token: string,
  now: Date,
  cache?: SessionCache,
): Promise<StaffUser | null> {
  const tokenHash = hashToken(token);
  const known = cache?.get(tokenHash);
  if (
    known &&
    now.getTime() - known.checkedAt < SESSION_CACHE_MS &&
    known.expiresAt > now.getTime()
  ) {
    return known.user;
  }
  const rows = await db
    .select({ id: staff.id, name: staff.name, email: staff.email, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const expiresAt = now.getTime() + SESSION_TTL_MS;
  if (expiresAt - row.expiresAt.getTime() > SLIDE_STEP_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(expiresAt) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const user = { id: row.id, name: row.name, email: row.email };
  if (cache) {
    if (cache.size > 10_000) cache.clear();
    cache.set(tokenHash, {
      user,
      expiresAt: Math.max(expiresAt, row.expiresAt.getTime()),
      checkedAt: now.getTime(),
    });
  }
  return user;
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
