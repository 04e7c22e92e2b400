import { describe, expect, it } from 'vitest';
import { routes, routeList } from '@backoffice/api/contract';
import { ERROR_CODE_MESSAGES, VALIDATION_MESSAGES } from '@backoffice/domain';
import { eq } from 'drizzle-orm';
import { decideAttempt, DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../auth/rateLimit';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from '@backoffice/domain';
import { hashToken } from '../auth/sessions';
import { sessions, signInLimits } from '../db/schema';
import { type TestApp, testServerForFile } from '../test/harness';

const LIMITS = {
  windowMs: 60_000,
  perPair: 3,
  perAddress: 8,
  slowDownMs: 1000,
  maxSlowDownMs: 4000,
} satisfies Partial<LoginLimits>;

/** The server's clock: the tests move it on, or stop it (`stopped`) to count waits exactly. */
let clockOffset = 0;
let stopped: number | null = null;
const now = () => new Date(stopped ?? Date.now() + clockOffset);

// In-process calls come from 'local': trusted as a proxy, X-Forwarded-For names the client.
const server = testServerForFile({ loginLimits: LIMITS, trustedProxies: ['local'], now });

const DEMO = { email: 'csm@example.com', password: 'demo1234' };

/** A sign-in from a client address. */
function signIn(address: string, body: { email: string; password: string }, on: TestApp = server) {
  return on.call(routes.login, { body, token: null, headers: { 'x-forwarded-for': address } });
}

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

  it('counts a failed sign-in in the database, per account and address together', async () => {
    const res = await signIn('10.0.0.9', { email: 'Nobody@Example.com', password: 'x' });
    expect(res.status).toBe(401);
    const rows = await server.database.db
      .select()
      .from(signInLimits)
      .where(eq(signInLimits.address, '10.0.0.9'));
    expect(rows.map((r) => [r.account, r.failures])).toEqual([['nobody@example.com', 1]]);
  });
});

describe('the sign-in limit (no lockout of the right password by a guesser)', () => {
  it('holds an account back from an unknown address only; other addresses still sign in', async () => {
    for (let i = 0; i < LIMITS.perPair; i++)
      expect((await signIn('10.0.1.1', { ...DEMO, password: 'wrong' })).status).toBe(401);
    // From that address, even the right password waits for the window to end.
    const held = await signIn('10.0.1.1', DEMO);
    expect(held.status).toBe(429);
    expect(held.body).toMatchObject({ code: 'rate_limited' });
    expect(typeof held.body.description).toBe('string');
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(30);
    // The account's owner, elsewhere, is not locked out.
    expect((await signIn('10.0.1.2', DEMO)).status).toBe(200);
    // Another account from the guessing address is not held back either.
    expect(
      (await signIn('10.0.1.1', { email: 'lea.bernard@example.com', password: 'x' })).status,
    ).toBe(401);
  });

  it('slows down, never locks out, an address the account signed in from before', async () => {
    // The clock stands still but where the test moves it: a slow machine changes no wait.
    stopped = Date.now() + clockOffset;
    try {
      expect((await signIn('10.0.2.1', DEMO)).status).toBe(200);
      for (let i = 0; i < LIMITS.perPair; i++)
        expect((await signIn('10.0.2.1', { ...DEMO, password: 'wrong' })).status).toBe(401);
      // The third failure asks for a 1 s wait; the next attempt before it is refused…
      const early = await signIn('10.0.2.1', DEMO);
      expect(early.status).toBe(429);
      expect(early.headers.get('retry-after')).toBe('1');
      // …and the right password a second later signs in.
      stopped += 1100;
      expect((await signIn('10.0.2.1', DEMO)).status).toBe(200);
      // Each failure past the limit doubles the wait, up to the longest, never more.
      const seen: string[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await signIn('10.0.2.1', { ...DEMO, password: 'wrong' });
        const wait = res.headers.get('retry-after');
        seen.push(res.status === 429 ? `wait ${wait}` : String(res.status));
        if (wait) stopped += Number(wait) * 1000;
      }
      expect(seen).toEqual([
        '401',
        '401',
        '401',
        'wait 1',
        '401',
        'wait 2',
        '401',
        'wait 4',
        '401',
        'wait 4',
      ]);
      expect((await signIn('10.0.2.1', DEMO)).status).toBe(200);
    } finally {
      clockOffset = stopped - Date.now();
      stopped = null;
    }
  });

  it('holds back an address trying many accounts, except for accounts known there', async () => {
    expect((await signIn('10.0.3.1', DEMO)).status).toBe(200);
    for (let i = 0; i < LIMITS.perAddress; i++)
      expect(
        (await signIn('10.0.3.1', { email: `guess${i}@example.com`, password: 'x' })).status,
      ).toBe(401);
    const held = await signIn('10.0.3.1', { email: 'hugo.petit@example.com', password: 'x' });
    expect(held.status).toBe(429);
    expect(held.body.code).toBe('rate_limited');
    expect((await signIn('10.0.3.1', DEMO)).status).toBe(200);
  });

  it('shares the counts between servers on one database', async () => {
    const other = await server.twin({ loginLimits: LIMITS, trustedProxies: ['local'], now });
    for (let i = 0; i < LIMITS.perPair; i++) {
      const through = i % 2 ? other : server;
      expect((await signIn('10.0.4.1', { ...DEMO, password: 'wrong' }, through)).status).toBe(401);
    }
    expect((await signIn('10.0.4.1', DEMO, other)).status).toBe(429);
    expect((await signIn('10.0.4.1', DEMO, server)).status).toBe(429);
  });

  it('counts attempts made at the same time: no more than the limit get through', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => signIn('10.0.5.1', { ...DEMO, password: 'wrong' })),
    );
    const statuses = attempts.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.perPair);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LIMITS.perPair);
  });

  it('decides by the rule, whatever the clock', () => {
    const limits = { ...DEFAULT_LOGIN_LIMITS, ...LIMITS };
    const none = { failures: 0, oldestWindowAt: null };
    const t = 1_000_000;
    expect(decideAttempt(null, none, t, limits)).toEqual({ waitMs: 0, nextAttemptAt: null });
    const unknown = {
      failures: 3,
      windowStartedAt: t - 10_000,
      nextAttemptAt: null,
      signedInAt: null,
    };
    expect(decideAttempt(unknown, none, t, limits).waitMs).toBe(50_000);
    // The window over, the pair starts again.
    expect(decideAttempt(unknown, none, t + 60_000, limits).waitMs).toBe(0);
    const known = { ...unknown, failures: 2, signedInAt: t - 1000 };
    expect(decideAttempt(known, none, t, limits)).toEqual({ waitMs: 0, nextAttemptAt: t + 1000 });
    expect(
      decideAttempt({ ...known, failures: 9, nextAttemptAt: t + 500 }, none, t, limits),
    ).toEqual({ waitMs: 500, nextAttemptAt: t + 4000 });
    // Known long ago is unknown again.
    const stale = { ...known, failures: 3, signedInAt: t - limits.knownForMs - 1 };
    expect(decideAttempt(stale, none, t, limits).waitMs).toBe(50_000);
  });
});

describe('tokens', () => {
  it('refresh answers the signed-in user for a valid token', async () => {
    const token = await server.login();
    const res = await server.call(routes.refresh, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: {
        id: 1,
        name: 'Camille Dubois',
        email: 'csm@example.com',
        role: 'admin',
        twoFactor: false,
      },
    });
    // When the session ends: its idle end first, then its lifetime.
    const { endsAt, idleEndsAt } = res.body.session as { endsAt: string; idleEndsAt: string };
    expect(Date.parse(idleEndsAt)).toBeLessThan(Date.parse(endsAt));
  });

  it('answers 401 on every route that needs a token, without one or with a bad one', async () => {
    for (const route of routeList.filter((r) => r.auth)) {
      const params = { id: 1, fileId: 'x'.repeat(43) };
      const none = await server.call(route, { params, token: null });
      expect(none.status, `${route.name} without a token`).toBe(401);
      expect(none.body.code).toBe('login_required');
      const bad = await server.call(route, { params, token: 'not-a-real-token' });
      expect(bad.status, `${route.name} with a bad token`).toBe(401);
      expect(bad.body.code).toBe('wrong_key');
    }
  });

  it('logout revokes the token at once, even one this server checked a moment ago', async () => {
    const token = await server.login();
    expect((await server.call(routes.refresh, { token })).status).toBe(200);
    const out = await server.call(routes.logout, { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'You are signed out.' });
    const after = await server.call(routes.refresh, { token });
    expect(after.status).toBe(401);
    // The token is told its session ended (the app shows the sign-in screen).
    expect(after.body.code).toBe('session_revoked');
    const rows = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    // Kept a day with its end and cause, so that the token is told why.
    expect(rows.map((r) => r.endCause)).toEqual(['sign_out']);
    expect(rows[0]!.endedAt).not.toBeNull();
    // Once revoked, the token cannot sign out again, nor reach any other route.
    expect((await server.call(routes.logout, { token })).status).toBe(401);
    expect((await server.call(routes.users, { token })).status).toBe(401);
  });

  it('logout needs a token and revokes only its own', async () => {
    expect((await server.call(routes.logout, { token: null })).body.code).toBe('login_required');
    const kept = await server.login();
    const ended = await server.login();
    expect((await server.call(routes.logout, { token: ended })).status).toBe(200);
    expect((await server.call(routes.refresh, { token: kept })).status).toBe(200);
  });

  it('checks the tokens of calls made at once together, each call with its own answer', async () => {
    const [a, b, ended] = [await server.login(), await server.login(), await server.login()];
    expect((await server.call(routes.logout, { token: ended })).status).toBe(200);
    const tokens = [a, b, ended, 'not-a-real-token'];
    const calls = Array.from({ length: 40 }, (_, i) => tokens[(i * 7) % tokens.length]!);
    const answers = await Promise.all(calls.map((token) => server.call(routes.refresh, { token })));
    expect(answers.map((r) => r.status)).toEqual(
      calls.map((token) => (token === a || token === b ? 200 : 401)),
    );
    // Signed out between two bursts: the second one is refused, every call of it.
    expect((await server.call(routes.logout, { token: a })).status).toBe(200);
    const after = await Promise.all(calls.map((token) => server.call(routes.refresh, { token })));
    expect(after.map((r) => r.status)).toEqual(calls.map((token) => (token === b ? 200 : 401)));
  });

  it('refuses a token the moment its idle end passes, even one this server checked a moment ago', async () => {
    const token = await server.login();
    expect((await server.call(routes.refresh, { token })).status).toBe(200);
    clockOffset += SESSION_IDLE_MS + 1000;
    try {
      const res = await server.call(routes.refresh, { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('session_idle');
      // Told again, the same way, at the next call: the session ended, its cause kept.
      expect((await server.call(routes.refresh, { token })).body.code).toBe('session_idle');
    } finally {
      clockOffset -= SESSION_IDLE_MS + 1000;
    }
  });

  it('ends a session 12 hours after its sign-in however active its person is', async () => {
    const token = await server.login();
    const start = clockOffset;
    try {
      // An action every 20 minutes keeps it from idling, never past its lifetime.
      for (let spent = 0; spent + 20 * 60_000 < SESSION_LIFETIME_MS; spent += 20 * 60_000) {
        clockOffset += 20 * 60_000;
        const activity = await server.call(routes.sessionActivity, { token });
        expect(activity.status).toBe(200);
      }
      clockOffset = start + SESSION_LIFETIME_MS + 1000;
      const res = await server.call(routes.refresh, { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('session_expired');
    } finally {
      clockOffset = start;
    }
  });

  it("a background read never moves the idle end on; a person's action does", async () => {
    const token = await server.login();
    const start = clockOffset;
    try {
      clockOffset += SESSION_IDLE_MS - 60_000;
      // Reads (the board's polling, a refresh) leave the idle end where it was.
      expect((await server.call(routes.refresh, { token })).status).toBe(200);
      clockOffset += 2 * 60_000;
      expect((await server.call(routes.refresh, { token })).body.code).toBe('session_idle');
      const again = await server.login();
      clockOffset += SESSION_IDLE_MS - 60_000;
      const moved = await server.call(routes.sessionActivity, { token: again });
      expect(moved.status).toBe(200);
      clockOffset += 2 * 60_000;
      expect((await server.call(routes.refresh, { token: again })).status).toBe(200);
    } finally {
      clockOffset = start;
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

describe('headers of answers with personal data', () => {
  it('are never cached, whether they succeed or fail', async () => {
    const token = await server.login();
    for (const res of [
      await server.call(routes.users, { token }),
      await server.call(routes.user, { params: { id: 3 }, token }),
      await server.call(routes.refresh, { token }),
      await server.call(routes.users, { token: 'not-a-token' }),
      await server.call(routes.users, { token, query: { page: '1e20' } }),
    ]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
