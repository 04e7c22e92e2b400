import {
  COMMON_PASSWORD_MESSAGE,
  normaliseTotpCode,
  staffPasswordProblem,
} from '@backoffice/domain';
import { SESSION_TOKEN, TWO_FACTOR_ACCOUNT, sessionTimes, sessionUser } from '../fixtures';
import type { healthRoutes } from '../../routes/health';
import type { sessionRoutes } from '../../routes/staff';
import { fail, type ResolversOf } from './shared';

/** What the mock's TOTP enrolment answers (a made-up secret and a one-square QR code). */
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl:
    'otpauth://totp/Back-office:csm%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Back-office',
  qrSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="M1 1h7v7H1zM13 1h7v7h-7zM1 13h7v7H1z" fill="#000"/></svg>',
};
const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, i) => `${'ABCDE'.slice(0, 5)}-${String(10_000 + i * 7919).slice(0, 5)}`,
);

const signedIn = (email = sessionUser.email) => ({
  user: { ...sessionUser, email, twoFactor: email === TWO_FACTOR_ACCOUNT.email },
  token: SESSION_TOKEN,
  session: sessionTimes,
});

/** A new password the mock refuses the way the server does (too short, or common). */
function newPasswordProblem(password: string): string | null {
  return (
    staffPasswordProblem(password) ??
    (/^(password|123456|azerty|qwerty)/i.test(password) ? COMMON_PASSWORD_MESSAGE : null)
  );
}

/** The mocks of health, the session, its second factor and the one-time links. */
export const sessionResolvers: ResolversOf<typeof healthRoutes & typeof sessionRoutes> = {
  health: () => ({ status: 'ok', version: 'mock', commit: 'mock' }),
  ready: () => ({ status: 'ready' }),

  login: ({ body }) => {
    if (body.password !== 'demo1234') return fail(401, 'invalid_login', 'Wrong email or password');
    if (body.email === 'csm@example.com') return signedIn();
    // A Viewer: every read, no change, no export.
    if (body.email === 'ines.moreau@example.com')
      return {
        ...signedIn(body.email),
        user: {
          ...sessionUser,
          id: 4,
          name: 'Inès Moreau',
          email: body.email,
          role: 'viewer' as const,
        },
      };
    if (body.email === TWO_FACTOR_ACCOUNT.email)
      return { twoFactor: 'required' as const, challenge: TWO_FACTOR_ACCOUNT.challenge };
    if (body.email === 'new.admin@example.com')
      return { twoFactor: 'enrol' as const, challenge: TWO_FACTOR_ACCOUNT.challenge };
    return fail(401, 'invalid_login', 'Wrong email or password');
  },

  loginTwoFactor: ({ body }) => {
    if (body.challenge !== TWO_FACTOR_ACCOUNT.challenge)
      return fail(
        401,
        'challenge_expired',
        'This sign-in took too long: enter your password again.',
      );
    const ok =
      normaliseTotpCode(body.code) === TWO_FACTOR_ACCOUNT.code ||
      body.code.trim().toUpperCase() === TWO_FACTOR_ACCOUNT.recoveryCode;
    return ok
      ? signedIn(TWO_FACTOR_ACCOUNT.email)
      : fail(401, 'invalid_code', 'This code is not right, or no longer: try the next one.');
  },

  twoFactorEnrolStart: () => SETUP,

  twoFactorEnrolConfirm: ({ body }) =>
    normaliseTotpCode(body.code) === TWO_FACTOR_ACCOUNT.code
      ? { ...signedIn('new.admin@example.com'), recoveryCodes: RECOVERY_CODES }
      : fail(401, 'invalid_code', 'This code is not right, or no longer: try the next one.'),

  refresh: () => ({ user: sessionUser, session: sessionTimes }),

  logout: () => ({ message: 'ok' }),

  sessionActivity: () => ({ session: sessionTimes }),

  sessions: ({ db }) => ({ sessions: db.staffSessions }),

  endSession: ({ db, id }) => {
    const session = db.staffSessions.find((s) => s.id === id);
    if (!session) return fail(404, 'not_found', `Session ${id} was not found`);
    db.staffSessions = db.staffSessions.filter((s) => s.id !== id);
    return { message: `The session on ${session.browser} is signed out.`, ended: 1 };
  },

  endOtherSessions: ({ db }) => {
    const ended = db.staffSessions.filter((s) => !s.current).length;
    db.staffSessions = db.staffSessions.filter((s) => s.current);
    return { message: `Signed out everywhere else: ${ended} session(s).`, ended };
  },

  changePassword: ({ db, body }) => {
    if (body.currentPassword !== 'demo1234')
      return fail(400, 'validation_error', 'Your current password is not right.', {
        currentPassword: 'Your current password is not right.',
      });
    const problem = newPasswordProblem(body.newPassword);
    if (problem) return fail(400, 'validation_error', problem, { newPassword: problem });
    const ended = db.staffSessions.filter((s) => !s.current).length;
    db.staffSessions = db.staffSessions.filter((s) => s.current);
    return { message: `Password changed. Your ${ended} other session(s) are signed out.`, ended };
  },

  twoFactorSetup: () => SETUP,

  twoFactorConfirm: ({ body }) =>
    normaliseTotpCode(body.code) === TWO_FACTOR_ACCOUNT.code
      ? { recoveryCodes: RECOVERY_CODES }
      : fail(400, 'validation_error', 'This code is not right, or no longer: try the next one.', {
          code: 'This code is not right, or no longer: try the next one.',
        }),

  checkOneTimeLink: ({ body }) =>
    body.token.startsWith('mock-')
      ? { purpose: 'invitation' as const, name: 'Nora Lefèvre', email: 'nora.lefevre@example.com' }
      : fail(404, 'link_expired', 'This link is not valid any more: ask an Admin for a new one.'),

  setPassword: ({ body }) => {
    if (!body.token.startsWith('mock-'))
      return fail(
        404,
        'link_expired',
        'This link is not valid any more: ask an Admin for a new one.',
      );
    const problem = newPasswordProblem(body.password);
    if (problem) return fail(400, 'validation_error', problem, { password: problem });
    return { message: 'Your password is set: sign in with it.' };
  },
};
