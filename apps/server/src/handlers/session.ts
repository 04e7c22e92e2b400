import { ERROR_CODE_MESSAGES, validateLogin } from '@backoffice/domain';
import { verifyPassword } from '../auth/password';
import { createSession, findStaff } from '../auth/sessions';
import { ApiError, invalid } from '../http/errors';
import type { HandlerGroup } from '../http/context';

export const sessionHandlers: HandlerGroup<'login' | 'refresh'> = {
  async login({ db, body, services, address, now }) {
    const checked = validateLogin(body);
    if (!checked.ok) throw invalid(checked.errors as Record<string, string>, checked.message);
    const email = checked.value.email.toLowerCase();
    const limiter = services.loginLimiter;
    const wait = limiter.retryAfter(address, email, now.getTime());
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
    const ok = account ? await verifyPassword(checked.value.password, account.passwordHash) : false;
    if (!account || !ok) {
      limiter.fail(address, email, now.getTime());
      throw new ApiError(401, 'invalid_login', ERROR_CODE_MESSAGES.invalid_login);
    }
    limiter.succeed(email);
    const token = await createSession(db, account.id, now);
    return { user: { name: account.name }, token };
  },

  async refresh({ staff }) {
    return { user: { name: staff.name } };
  },
};
