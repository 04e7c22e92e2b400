import { ERROR_CODE_MESSAGES, validateLogin } from '@backoffice/domain';
import { hashPassword, verifyPassword } from '../auth/password';
import { createSession, findStaff, revokeSession } from '../auth/sessions';
import { ApiError, invalid } from '../http/errors';
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
    const wait = await limiter.attempt(db, email, address, now);
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
    await limiter.succeeded(db, email, address, now);
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
