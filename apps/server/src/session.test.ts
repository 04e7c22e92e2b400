import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, routeList } from '@backoffice/api';
import { ERROR_CODE_MESSAGES, VALIDATION_MESSAGES } from '@backoffice/domain';
import { LoginRateLimiter } from './auth/rate-limit';
import { hashToken } from './auth/sessions';
import { sessions } from './db/schema';
import { startTestServer, type TestServer } from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    loginLimits: { windowMs: 60_000, perAddress: 8, perAccount: 3 },
  });
});
afterAll(() => server.close());

describe('sign-in', () => {
  it('signs in the demo account and answers its name and a token', async () => {
    const res = await server.call(routes.login, {
      body: { email: 'CSM@example.com ', password: 'demo1234' },
      token: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.user.name).toBe('Camille Dubois');
    expect(res.body.token).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses a wrong password with invalid_login', async () => {
    const res = await server.call(routes.login, {
      body: { email: 'lea.bernard@example.com', password: 'nope' },
      token: null,
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 'invalid_login',
      description: ERROR_CODE_MESSAGES.invalid_login,
    });
  });

  it("answers the spec's messages for a missing or malformed email and a missing password", async () => {
    const res = await server.call(routes.login, {
      body: { email: 'not-an-email', password: '' },
      token: null,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.fields).toEqual({
      email: VALIDATION_MESSAGES.emailInvalid,
      password: VALIDATION_MESSAGES.passwordRequired,
    });
  });

  it('answers no_input_data for an empty body and validation_error for bad JSON', async () => {
    const empty = await server.call(routes.login, { body: '', token: null });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('no_input_data');
    const broken = await server.call(routes.login, { body: '{"email":', token: null });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('validation_error');
    const wrongType = await server.call(routes.login, {
      body: { email: 3, password: 'x' },
      token: null,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fields.email).toBe(VALIDATION_MESSAGES.required);
  });

  it('rate-limits failed sign-ins per account, then per address', async () => {
    const attempt = (email: string) =>
      server.call(routes.login, { body: { email, password: 'wrong' }, token: null });
    for (let i = 0; i < 3; i++) expect((await attempt('hugo.petit@example.com')).status).toBe(401);
    const limited = await attempt('hugo.petit@example.com');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The address failed 4 times so far (the refused attempt does not count); 8 is its limit here.
    for (let i = 0; i < 4; i++) await attempt(`someone${i}@example.com`);
    expect((await attempt('other@example.com')).status).toBe(429);
    // The demo account cannot sign in from this address either until the window frees.
    expect(
      (
        await server.call(routes.login, {
          body: { email: 'csm@example.com', password: 'demo1234' },
          token: null,
        })
      ).status,
    ).toBe(429);
    server.services.loginLimiter = new LoginRateLimiter();
  });
});

describe('tokens', () => {
  it('refresh answers the signed-in user for a valid token', async () => {
    const token = await server.login();
    const res = await server.call(routes.refresh, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: { name: 'Camille Dubois' } });
  });

  it('answers 401 on every route that needs a token, without one or with a bad one', async () => {
    for (const route of routeList.filter((r) => r.auth)) {
      const params = { id: 1 };
      const none = await server.call(route, { params, token: null });
      expect(none.status, `${route.name} without a token`).toBe(401);
      expect(none.body.code).toBe('login_required');
      const bad = await server.call(route, { params, token: 'not-a-real-token' });
      expect(bad.status, `${route.name} with a bad token`).toBe(401);
      expect(bad.body.code).toBe('wrong_key');
    }
  });

  it('stores only a hash of the token', async () => {
    const token = await server.login();
    const all = await server.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((s) => s.tokenHash === token)).toBe(false);
    expect(all.some((s) => s.tokenHash === hashToken(token))).toBe(true);
  });
});
