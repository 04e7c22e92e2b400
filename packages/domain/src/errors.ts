/**
 * The error catalogue (operations §8): how a failed call is told to staff. packages/api
 * reads the HTTP status and the `{ code, description }` body and asks here what to show.
 */

/** Server error codes with a message of their own. */
export const ERROR_CODE_MESSAGES = {
  no_input_data: '400 error: form invalid',
  validation_error: 'Error in validation',
  login_required: 'Need to login',
  invalid_login: 'Login invalid!',
} as const;

/** The code that only sends staff back to the login screen, without a toast. */
export const WRONG_KEY = 'wrong_key';

/**
 * A session that ended (idle, its 12 hours, ended by an Admin or from another
 * session) also sends staff back to the login screen, which says why (SESSION_ENDED_MESSAGES).
 */
export const SESSION_ENDED_CODES = ['session_idle', 'session_expired', 'session_revoked'] as const;

/**
 * What the app says while calls fail because the server or its database cannot be
 * reached (503 `database_unavailable`, a network error); it goes on trying, and what was
 * typed is kept.
 */
export const CONNECTION_LOST_MESSAGE = 'Connection to the server lost, retrying…';

/**
 * What the app says when a dialog or a form asked for cannot open because its code cannot be
 * downloaded (the server away): nothing was sent, what was typed elsewhere is kept, and asking
 * again tries again.
 */
export const OPEN_FAILED_MESSAGE =
  'This could not be opened: the server cannot be reached. Try again in a moment.';

/** Messages by HTTP status, when the body gives no code handled above. */
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request!',
  401: 'No authorization',
  404: 'API Page not found!',
  500: 'Error server!',
};

/** Any other status than 200 or 202 with data. */
export const INVALID_STATUS = 'Invalid status!';

/** Error codes of the contract, including the ones api-contract.md adds. */
export const ERROR_CODES = [
  'no_input_data',
  'validation_error',
  'wrong_key',
  'login_required',
  'invalid_login',
  'not_found',
  'conflict',
  'rate_limited',
  // An Idempotency-Key sent again with another call (422), or not a usable key (400).
  'idempotency_key_reused',
  'idempotency_key_invalid',
  // A role that may not (403), a session that ended (401), a second factor.
  'forbidden',
  ...SESSION_ENDED_CODES,
  'two_factor_invalid',
  'challenge_expired',
  'link_invalid',
  // The server answers but its database does not (503 with Retry-After); readiness
  // refused while starting, draining or cut off (503 on GET /ready).
  'database_unavailable',
  'not_ready',
  // The bucket that keeps generated files (FILES_S3_*) does not answer or refuses (503).
  'storage_unavailable',
  // A save over someone else's newer version of an edit (409, editVersions.ts).
  'edit_conflict',
  // Favorites sent within the last 24 h, not asked to send again (409, team.ts).
  'already_sent',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What a failed call returned. */
export interface ApiFailure {
  /** HTTP status; 0 or absent when no answer came. */
  status?: number;
  code?: string | null;
  description?: string | null;
}

/** What to do about a failure: the toast text (null for none) and whether to go to login. */
export interface ErrorOutcome {
  message: string | null;
  redirectToLogin: boolean;
}

/** Only status 200 or 202 with data counts as success. */
export function isSuccessfulAnswer(status: number, data: unknown): boolean {
  return (status === 200 || status === 202) && data !== undefined && data !== null && data !== '';
}

/**
 * The outcome of a failure: wrong_key only redirects to login; a code of the catalogue
 * shows its message; another code with a description shows the description; otherwise the
 * HTTP status's message; otherwise 'Invalid status!'.
 */
export function errorOutcome(failure: ApiFailure): ErrorOutcome {
  const { code, description, status } = failure;
  if (code === WRONG_KEY) return { message: null, redirectToLogin: true };
  if (code && (SESSION_ENDED_CODES as readonly string[]).includes(code))
    return { message: null, redirectToLogin: true };
  if (code && Object.hasOwn(ERROR_CODE_MESSAGES, code)) {
    return {
      message: ERROR_CODE_MESSAGES[code as keyof typeof ERROR_CODE_MESSAGES],
      redirectToLogin: false,
    };
  }
  if (code && description) return { message: description, redirectToLogin: false };
  const byStatus = status === undefined ? undefined : HTTP_STATUS_MESSAGES[status];
  return { message: byStatus ?? INVALID_STATUS, redirectToLogin: false };
}

/** The toast text of a failure (null when it only redirects to login). */
export function errorMessage(failure: ApiFailure): string | null {
  return errorOutcome(failure).message;
}
