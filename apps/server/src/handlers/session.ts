import { ERROR_CODE_MESSAGES, validateLogin } from '@backoffice/domain';
import { eq } from 'drizzle-orm';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { createSession, findStaff, revokeSession } from '../auth/sessions';
import { auditLog, staff } from '../db/schema';
import { limiterAddress } from '../http/addresses';
import { ApiError, invalid } from '../http/errors';
import { SERVER_NAME } from '../http/writes';
import type { HandlerGroup } from '../http/context';

/** A hash no password is checked against but this one: an unknown email takes as long. */
let standIn: Promise<string> | null = null;
function standInHash(): Promise<string> {
  standIn ??= hashPassword('not a password of anyone');
  return standIn;
}

export const sessionHandlers: HandlerGroup<'login' | 'refresh' | 'logout'> = {
  async login({ db, body, services, address, now }) {
    const checked = validateLogin(body);
    if (!checked.ok) throw invalid(checked.errors as Record<string, string>, checked.message);
    const email = checked.value.email.toLowerCase();
    const limiter = services.loginLimiter;
    const counted = limiterAddress(address);
    const { waitMs: wait, ceilingReached } = await limiter.attempt(db, email, counted, now);
    if (ceilingReached) {
      // On the record: someone is trying this account from many addresses.
      const account = await findStaff(db, email);
      await db.insert(auditLog).values({
        at: now,
        staffId: null,
        staffName: 'Sign-in limit',
        route: 'signInCeiling',
        entityType: account ? 'staff' : null,
        entityId: account?.id ?? null,
        changes: [],
        input: { email, address, failures: limiter.limits.perAccount },
        server: SERVER_NAME,
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
      account ? account.passwordHash : await standInHash(),
    );
    // The attempt stays counted as a failure (see LoginLimiter.attempt).
    if (!account || !ok)
      throw new ApiError(401, 'invalid_login', ERROR_CODE_MESSAGES.invalid_login);
    await limiter.succeeded(db, email, counted, now);
    // A hash made at a lower cost than today's is made again now that the password is known.
    if (needsRehash(account.passwordHash)) {
      await db
        .update(staff)
        .set({ passwordHash: await hashPassword(checked.value.password) })
        .where(eq(staff.id, account.id));
    }
    const token = await createSession(db, account.id, now);
    return { user: { name: account.name }, token };
  },

  async refresh({ staff }) {
    return { user: { name: staff.name } };
  },

  /** Revokes the call's token at once, for every server (the sessions live in the database). */
  async logout({ db, services, token }) {
    await revokeSession(db, token as string, services.sessions);
    return { message: 'You are signed out.' };
  },
};
