import { SESSION_TOKEN, sessionUser } from '../fixtures';
import { fail, type Resolvers } from './shared';

/** The mocks of health and the session, over the mock database. */
export const sessionResolvers: Pick<Resolvers, 'health' | 'login' | 'refresh' | 'logout'> = {
  health: () => ({ status: 'ok', version: 'mock' }),

  login: ({ body }) =>
    body.email === 'csm@example.com' && body.password === 'demo1234'
      ? { user: sessionUser, token: SESSION_TOKEN }
      : fail(401, 'invalid_login', 'Wrong email or password'),

  refresh: () => ({ user: sessionUser }),

  logout: () => ({ message: 'ok' }),
};
