import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
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

/**
 * The session check as a prepared statement (parsed and planned once per connection), for
 * every token of a batch at once: the sessions of those tokens with their staff members, and
 * the data version read in the same statement.
 */
function prepareSessionCheck(db: Db) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      id: staff.id,
      name: staff.name,
      email: staff.email,
      expiresAt: sessions.expiresAt,
      // Read with the session, so that a server on PostgreSQL learns both in one query.
      dataVersion: sql<string>`${DATA_VERSION_SQL}`,
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`)
    .prepare('session_check');
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionCheck>['execute']>>[number];

interface WaitingCheck {
  tokenHash: string;
  now: Date;
  resolve: (row: SessionRow | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * The session checks of the calls that arrive while one is under way, asked together in the
 * next statement: at 50 calls at once, a few statements instead of 50, with the same answers.
 * A call never joins a statement already sent: its check is always read by a statement that
 * began after the call arrived, so a logout acknowledged before it (on any server) is seen, and
 * the data version read with it is at least that of every write acknowledged before it.
 */
class SessionChecks {
  private waiting: WaitingCheck[] = [];
  private underWay = false;
  private readonly query: ReturnType<typeof prepareSessionCheck>;

  constructor(private readonly db: Db) {
    this.query = prepareSessionCheck(db);
  }

  check(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ tokenHash, now, resolve, reject });
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
      await this.slide(byHash, batch);
      for (const w of batch) {
        const row = byHash.get(w.tokenHash);
        w.resolve(row && row.expiresAt.getTime() > w.now.getTime() ? row : undefined);
      }
    } catch (error) {
      for (const w of batch) w.reject(error);
    } finally {
      this.underWay = false;
      if (this.waiting.length > 0) void this.next();
    }
  }

  /** Moves on the sessions whose expiry is more than 5 minutes behind (once per token). */
  private async slide(byHash: Map<string, SessionRow>, batch: WaitingCheck[]): Promise<void> {
    const latest = new Map<string, number>();
    for (const w of batch) {
      latest.set(w.tokenHash, Math.max(latest.get(w.tokenHash) ?? 0, w.now.getTime()));
    }
    for (const [tokenHash, now] of latest) {
      const row = byHash.get(tokenHash);
      if (!row || row.expiresAt.getTime() <= now) continue;
      if (now + SESSION_TTL_MS - row.expiresAt.getTime() <= SLIDE_STEP_MS) continue;
      const expiresAt = new Date(now + SESSION_TTL_MS);
      await this.db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
      byHash.set(tokenHash, { ...row, expiresAt });
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
  const row = await sessionChecksOf(db).check(tokenHash, now);
  if (!row) return null;
  const user = { id: row.id, name: row.name, email: row.email };
  // Kept with the expiry the database holds: the token ends at the same instant either way.
  cache?.keep(
    tokenHash,
    { user, expiresAt: row.expiresAt.getTime(), checkedAt: now.getTime() },
    mark,
  );
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
