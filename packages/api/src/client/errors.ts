import { INVALID_STATUS, WRONG_KEY, errorOutcome } from '@backoffice/domain';

/** Codes the client gives to failures that did not come from the server's error body. */
export const CLIENT_ERROR_CODES = {
  /** A status other than 200 or 202, or 200/202 without data, and no code in the body. */
  invalidStatus: 'invalid_status',
  /** The answer does not match the route's answer struct (see `path`). */
  invalidAnswer: 'invalid_answer',
  /** The query or body given to the client does not match the route's struct. */
  invalidRequest: 'invalid_request',
  /** No answer within the route's timeout. */
  timeout: 'timeout',
  /** The caller aborted the call. */
  aborted: 'aborted',
  /** The network failed (offline, DNS, CORS). */
  network: 'network_error',
} as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/** Why the session ended: a 401, or the codes wrong_key / login_required. */
export type SessionEndReason = 'unauthorized' | 'wrong_key' | 'login_required';

export interface ApiErrorInit {
  code: string | null;
  status: number;
  /** The catalogue's text; null when the failure shows no toast (wrong_key). */
  message: string | null;
  description?: string | null;
  fields?: Record<string, string> | null;
  path?: string | null;
  route?: string | null;
  sessionEnded?: SessionEndReason | null;
  cause?: unknown;
}

/**
 * A failed call. `message` is the text staff read, taken from the domain's error catalogue
 * (never written here); it is '' for wrong_key, which only sends staff back to the login
 * screen (`silent` is then true). `code` is the server's code or one of CLIENT_ERROR_CODES;
 * `status` the HTTP status (0 when no answer came); `fields` the per-field messages of a
 * validation_error; `path` the first mismatching path of an answer that broke its struct.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string | null;
  readonly status: number;
  readonly description: string | null;
  readonly fields: Record<string, string> | null;
  readonly path: string | null;
  readonly route: string | null;
  /** Set when this failure ended the session (the app logs out and goes to /login). */
  readonly sessionEnded: SessionEndReason | null;
  /** True when no toast should be shown (wrong_key). */
  readonly silent: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message ?? '', init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.description = init.description ?? null;
    this.fields = init.fields ?? null;
    this.path = init.path ?? null;
    this.route = init.route ?? null;
    this.sessionEnded = init.sessionEnded ?? null;
    this.silent = init.message === null;
  }
}

/** True for an ApiError (also across bundles, where instanceof may fail). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError');
}

/** The `{ code, description, fields? }` error body, read leniently. */
export interface ErrorBody {
  code: string | null;
  description: string | null;
  fields: Record<string, string> | null;
}

/** Reads an error body; anything that is not one gives nulls. */
export function readErrorBody(body: unknown): ErrorBody {
  if (typeof body !== 'object' || body === null) {
    return { code: null, description: null, fields: null };
  }
  const record = body as Record<string, unknown>;
  const code = typeof record.code === 'string' && record.code ? record.code : null;
  const description =
    typeof record.description === 'string' && record.description ? record.description : null;
  let fields: Record<string, string> | null = null;
  if (typeof record.fields === 'object' && record.fields !== null) {
    fields = {};
    for (const [name, value] of Object.entries(record.fields as Record<string, unknown>)) {
      if (typeof value === 'string') fields[name] = value;
      else if (Array.isArray(value) && typeof value[0] === 'string') fields[name] = value[0];
    }
  }
  return { code, description, fields };
}

/** The reason a failure ends the session, when the route needs the token. */
export function sessionEndReason(
  status: number,
  code: string | null,
  auth: boolean,
): SessionEndReason | null {
  if (!auth) return null;
  if (code === WRONG_KEY) return 'wrong_key';
  if (code === 'login_required') return 'login_required';
  if (status === 401) return 'unauthorized';
  return null;
}

/**
 * The error of a failed answer: the catalogue's message for the code, else the
 * description for an unknown code, else the message of the HTTP status, else 'Invalid
 * status!' (domain `errorOutcome`).
 */
export function errorFromAnswer(
  status: number,
  body: unknown,
  route: { name: string; auth: boolean },
): ApiError {
  const { code, description, fields } = readErrorBody(body);
  const outcome = errorOutcome({ status, code, description });
  return new ApiError({
    code: code ?? CLIENT_ERROR_CODES.invalidStatus,
    status,
    message: outcome.message,
    description,
    fields: code === 'validation_error' ? fields : null,
    route: route.name,
    sessionEnded: sessionEndReason(status, code, route.auth),
  });
}

/** An error raised by the client itself (timeout, network, malformed answer). */
export function clientError(
  code: ClientErrorCode,
  route: string | null,
  extra: Partial<ApiErrorInit> = {},
): ApiError {
  return new ApiError({ code, status: 0, message: INVALID_STATUS, route, ...extra });
}
