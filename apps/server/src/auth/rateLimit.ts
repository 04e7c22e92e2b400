import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInLimits } from '../db/schema';

/**
 * The sign-in limit. Failures are counted per account and client address together, in the
 * database (every server on it shares the counts):
 * - from an address the account never signed in from (or not for `knownForMs`), `perPair`
 *   failures hold that account back from that address until the window ends, the right
 *   password included: a guesser gets a few tries an address;
 * - from an address the account signed in from, the same failures only slow it down: each
 *   further attempt waits `slowDownMs`, doubled at every failure up to `maxSlowDownMs`, so
 *   a colleague who knows the email cannot lock the account's owner out;
 * - `perAddress` failures from one address, all accounts together, hold back that address's
 *   unknown accounts (someone trying many emails), never an account known there.
 * Other addresses are never affected: a guesser elsewhere does not lock anyone out, with one
 * exception: past `perAccount` failures of one account from all addresses together (a guesser
 * spreading over many addresses), every further attempt at that account, from anywhere, waits
 * `slowDownMs`, doubled at every failure up to `maxSlowDownMs`: slowed, never locked out. The
 * moment an account reaches it is written to the history (`sign_in_ceiling`).
 *
 * An address is counted as the limit sees it (`limiterAddress`): an IPv6 address by its /64.
 */
export interface LoginLimits {
  /** The window failures are counted in. */
  windowMs: number;
  /** Failures of one account from one address before it is held back (or slowed down). */
  perPair: number;
  /** Failures from one address, all accounts together, before its unknown pairs are held back. */
  perAddress: number;
  /** Failures of one account, all addresses together, before every attempt at it is slowed. */
  perAccount: number;
  /** How long a sign-in makes the address known for the account. */
  knownForMs: number;
  /** The wait after the `perPair`-th failure from a known address; doubles after each next one. */
  slowDownMs: number;
  /** The longest wait of a known address. */
  maxSlowDownMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60 * 1000,
  perPair: 5,
  perAddress: 30,
  perAccount: 50,
  knownForMs: 30 * 24 * 60 * 60 * 1000,
  slowDownMs: 1000,
  maxSlowDownMs: 60_000,
};

/** What the database holds for one account and address (failures of the current window). */
export interface PairState {
  failures: number;
  windowStartedAt: number;
  nextAttemptAt: number | null;
  signedInAt: number | null;
}

/** The failures of one address in the window, all accounts together. */
export interface AddressState {
  failures: number;
  /** When the oldest of its windows started (null without failures). */
  oldestWindowAt: number | null;
}

/**
 * How long this attempt must wait (0: it may go ahead), and when the next may come if this
 * one fails. Pure: the rule above, given what the database holds.
 */
export function decideAttempt(
  pair: PairState | null,
  address: AddressState,
  now: number,
  limits: LoginLimits,
): { waitMs: number; nextAttemptAt: number | null } {
  const inWindow = pair !== null && now - pair.windowStartedAt < limits.windowMs;
  const failures = inWindow ? pair.failures : 0;
  const known = pair?.signedInAt != null && now - pair.signedInAt < limits.knownForMs;
  if (known) {
    const waitMs =
      inWindow && pair.nextAttemptAt !== null ? Math.max(0, pair.nextAttemptAt - now) : 0;
    const after = failures + 1 - limits.perPair;
    const nextAttemptAt =
      after >= 0 ? now + Math.min(limits.slowDownMs * 2 ** after, limits.maxSlowDownMs) : null;
    return { waitMs, nextAttemptAt };
  }
  if (failures >= limits.perPair) {
    return { waitMs: pair!.windowStartedAt + limits.windowMs - now, nextAttemptAt: null };
  }
  if (address.failures >= limits.perAddress && address.oldestWindowAt !== null) {
    return {
      waitMs: Math.max(1000, address.oldestWindowAt + limits.windowMs - now),
      nextAttemptAt: null,
    };
  }
  return { waitMs: 0, nextAttemptAt: null };
}

/** The row that counts an account's failures from every address together. */
export const ACCOUNT_ROW = '*';

/** What the account-wide row holds (failures of the window, when the next attempt may come). */
export interface AccountState {
  failures: number;
  windowStartedAt: number;
  nextAttemptAt: number | null;
}

/**
 * The account-wide ceiling: how long this attempt waits (0: go ahead), when the next may come
 * if it fails, and whether this failure is the one that reaches the ceiling. Pure.
 */
export function decideAccount(
  account: AccountState | null,
  now: number,
  limits: LoginLimits,
): { waitMs: number; nextAttemptAt: number | null; reached: boolean } {
  const inWindow = account !== null && now - account.windowStartedAt < limits.windowMs;
  const failures = inWindow ? account.failures : 0;
  const waitMs =
    inWindow && account.nextAttemptAt !== null ? Math.max(0, account.nextAttemptAt - now) : 0;
  const after = failures + 1 - limits.perAccount;
  const nextAttemptAt =
    after >= 0 ? now + Math.min(limits.slowDownMs * 2 ** after, limits.maxSlowDownMs) : null;
  return { waitMs, nextAttemptAt, reached: after === 0 };
}

/** What `attempt` answers: the wait (0: go ahead), and whether the account reached its ceiling. */
export interface AttemptDecision {
  waitMs: number;
  ceilingReached: boolean;
}

export class LoginLimiter {
  readonly limits: LoginLimits;

  constructor(limits: Partial<LoginLimits> = {}) {
    this.limits = { ...DEFAULT_LOGIN_LIMITS, ...limits };
  }

  /**
   * Asks to try a password for an account from an address: the milliseconds to wait, or 0
   * when the attempt may go ahead, in which case it is already counted as a failure (so that
   * attempts made at the same time, on any server, cannot get past the limit together);
   * `succeeded` clears it.
   */
  async attempt(db: Db, account: string, address: string, now: Date): Promise<AttemptDecision> {
    const limits = this.limits;
    const windowStart = new Date(now.getTime() - limits.windowMs);
    return db.transaction(async (tx) => {
      // The account's row, then the pair's, locked until the attempt is counted (one row each,
      // made once; always in that order, so two attempts never wait on each other).
      await tx
        .insert(signInLimits)
        .values([
          { account, address: ACCOUNT_ROW, failures: 0, windowStartedAt: now },
          { account, address, failures: 0, windowStartedAt: now },
        ])
        .onConflictDoNothing();
      const [accountRow] = await tx
        .select()
        .from(signInLimits)
        .where(and(eq(signInLimits.account, account), eq(signInLimits.address, ACCOUNT_ROW)))
        .for('update');
      const [row] = await tx
        .select()
        .from(signInLimits)
        .where(and(eq(signInLimits.account, account), eq(signInLimits.address, address)))
        .for('update');
      const [sums] = await tx
        .select({
          failures: sql<number>`coalesce(sum(${signInLimits.failures}), 0)::int`,
          oldest: sql<Date | string | null>`min(${signInLimits.windowStartedAt})`,
        })
        .from(signInLimits)
        .where(
          and(eq(signInLimits.address, address), gt(signInLimits.windowStartedAt, windowStart)),
        );
      const pair: PairState | null = row
        ? {
            failures: row.failures,
            windowStartedAt: row.windowStartedAt.getTime(),
            nextAttemptAt: row.nextAttemptAt?.getTime() ?? null,
            signedInAt: row.signedInAt?.getTime() ?? null,
          }
        : null;
      const decision = decideAttempt(
        pair,
        {
          failures: sums?.failures ?? 0,
          oldestWindowAt: sums?.oldest ? new Date(sums.oldest).getTime() : null,
        },
        now.getTime(),
        limits,
      );
      const whole = decideAccount(
        accountRow
          ? {
              failures: accountRow.failures,
              windowStartedAt: accountRow.windowStartedAt.getTime(),
              nextAttemptAt: accountRow.nextAttemptAt?.getTime() ?? null,
            }
          : null,
        now.getTime(),
        limits,
      );
      const waitMs = Math.max(decision.waitMs, whole.waitMs);
      if (waitMs > 0) {
        // A pair made only to be refused (an address trying many emails) is not kept.
        if (pair && pair.failures === 0 && pair.signedInAt === null)
          await tx
            .delete(signInLimits)
            .where(and(eq(signInLimits.account, account), eq(signInLimits.address, address)));
        return { waitMs, ceilingReached: false };
      }
      const accountFresh =
        !accountRow || now.getTime() - accountRow.windowStartedAt.getTime() >= limits.windowMs;
      await tx
        .update(signInLimits)
        .set({
          failures: accountFresh ? 1 : sql`${signInLimits.failures} + 1`,
          windowStartedAt: accountFresh ? now : undefined,
          nextAttemptAt: whole.nextAttemptAt === null ? null : new Date(whole.nextAttemptAt),
        })
        .where(and(eq(signInLimits.account, account), eq(signInLimits.address, ACCOUNT_ROW)));
      const fresh = !pair || now.getTime() - pair.windowStartedAt >= limits.windowMs;
      await tx
        .update(signInLimits)
        .set({
          failures: fresh ? 1 : sql`${signInLimits.failures} + 1`,
          windowStartedAt: fresh ? now : undefined,
          nextAttemptAt: decision.nextAttemptAt === null ? null : new Date(decision.nextAttemptAt),
        })
        .where(and(eq(signInLimits.account, account), eq(signInLimits.address, address)));
      return { waitMs: 0, ceilingReached: whole.reached };
    });
  }

  /** The password was right: the pair's failures are cleared and the address is known. */
  async succeeded(db: Db, account: string, address: string, now: Date): Promise<void> {
    await db
      .update(signInLimits)
      .set({ failures: 0, windowStartedAt: now, nextAttemptAt: null, signedInAt: now })
      .where(and(eq(signInLimits.account, account), eq(signInLimits.address, address)));
    // The owner signed in: the account's count starts again (a guesser is slowed again after
    // as many failures).
    await db
      .update(signInLimits)
      .set({ failures: 0, windowStartedAt: now, nextAttemptAt: null })
      .where(and(eq(signInLimits.account, account), eq(signInLimits.address, ACCOUNT_ROW)));
    // Pairs whose window ended and that are not (or no longer) known are forgotten.
    await db
      .delete(signInLimits)
      .where(
        and(
          lt(signInLimits.windowStartedAt, new Date(now.getTime() - this.limits.windowMs)),
          or(
            isNull(signInLimits.signedInAt),
            lt(signInLimits.signedInAt, new Date(now.getTime() - this.limits.knownForMs)),
          ),
        ),
      );
  }
}
