import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  INVALID_STATUS,
  errorMessage,
  errorOutcome,
  isSuccessfulAnswer,
  type ApiFailure,
} from './errors';

describe('operations §8 — toast by server error code', () => {
  it.each([
    [{ status: 400, code: 'no_input_data' }, '400 error: form invalid'],
    [{ status: 422, code: 'validation_error', description: 'x' }, 'Error in validation'],
    [{ status: 401, code: 'login_required' }, 'Need to login'],
    [{ status: 401, code: 'invalid_login', description: 'bad' }, 'Login invalid!'],
  ] as [ApiFailure, string][])('%o shows %s', (failure, message) => {
    expect(errorOutcome(failure)).toEqual({ message, redirectToLogin: false });
  });

  it('wrong_key shows nothing and only redirects to login', () => {
    expect(errorOutcome({ status: 401, code: 'wrong_key', description: 'expired' })).toEqual({
      message: null,
      redirectToLogin: true,
    });
    expect(errorMessage({ code: 'wrong_key' })).toBeNull();
  });
});

describe('operations §8 — toast by HTTP status', () => {
  it.each([
    [404, 'API Page not found!'],
    [400, 'Bad request!'],
    [401, 'No authorization'],
    [500, 'Error server!'],
  ])('HTTP %i shows %s', (status, message) => {
    expect(errorMessage({ status })).toBe(message);
    // A code without a description falls back to the status.
    expect(errorMessage({ status, code: 'not_found' })).toBe(message);
  });
});

/** The description a failure carries in the table below. */
const SERVER_DESCRIPTION = 'What the server said';

/**
 * Every code of the contract, in its order, and what the app shows for it when the server
 * adds a description: the catalogue's message, the description, or nothing (back to login).
 */
const CONTRACT_CODES: [string, string | null][] = [
  ['no_input_data', '400 error: form invalid'],
  ['validation_error', 'Error in validation'],
  ['wrong_key', null],
  ['login_required', 'Need to login'],
  ['invalid_login', 'Login invalid!'],
  ['not_found', SERVER_DESCRIPTION],
  ['conflict', SERVER_DESCRIPTION],
  ['rate_limited', SERVER_DESCRIPTION],
  ['idempotency_key_reused', SERVER_DESCRIPTION],
  ['idempotency_key_invalid', SERVER_DESCRIPTION],
  ['forbidden', SERVER_DESCRIPTION],
  ['session_idle', null],
  ['session_expired', null],
  ['session_revoked', null],
  ['two_factor_invalid', SERVER_DESCRIPTION],
  ['challenge_expired', SERVER_DESCRIPTION],
  ['link_invalid', SERVER_DESCRIPTION],
  ['database_unavailable', SERVER_DESCRIPTION],
  ['not_ready', SERVER_DESCRIPTION],
  ['storage_unavailable', SERVER_DESCRIPTION],
  ['edit_conflict', SERVER_DESCRIPTION],
  ['already_sent', SERVER_DESCRIPTION],
];

describe('operations §8 — description fallback and Invalid status', () => {
  it('shows the description of a code the catalogue does not handle', () => {
    expect(
      errorMessage({ status: 404, code: 'not_found', description: 'Office 9 not found' }),
    ).toBe('Office 9 not found');
    expect(errorMessage({ status: 409, code: 'conflict', description: 'Already published' })).toBe(
      'Already published',
    );
  });

  it("says 'Invalid status!' for any other status", () => {
    expect(INVALID_STATUS).toBe('Invalid status!');
    expect(errorMessage({ status: 418 })).toBe('Invalid status!');
    expect(errorMessage({ status: 204 })).toBe('Invalid status!');
    expect(errorMessage({})).toBe('Invalid status!');
    // A description without a code is not shown.
    expect(errorMessage({ status: 502, description: 'Bad gateway' })).toBe('Invalid status!');
  });

  it('does not read inherited properties as codes', () => {
    expect(errorMessage({ status: 500, code: 'toString' })).toBe('Error server!');
  });

  it('lists the codes of the contract', () => {
    expect(ERROR_CODES).toEqual(CONTRACT_CODES.map(([code]) => code));
  });

  it.each(CONTRACT_CODES)('%s with a description shows %s', (code, message) => {
    expect(errorOutcome({ status: 400, code, description: SERVER_DESCRIPTION })).toEqual({
      message,
      redirectToLogin: message === null,
    });
  });
});

describe('operations §7 — only status 200 or 202 with data counts as success', () => {
  it.each([
    [200, { ok: 1 }, true],
    [202, { message: 'queued' }, true],
    [200, [], true],
    [200, null, false],
    [200, undefined, false],
    [200, '', false],
    [201, { id: 1 }, false],
    [204, undefined, false],
    [404, { code: 'not_found' }, false],
  ])('status %i with %o: %s', (status, data, ok) => {
    expect(isSuccessfulAnswer(status, data)).toBe(ok);
  });
});
