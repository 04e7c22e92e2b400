import { ERROR_CODE_MESSAGES } from '@backoffice/domain';
/** A failed call: its HTTP status and the `{ code, description, fields? }` body. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503 | 504,
    readonly code: string,
    readonly description: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(description);
  }

  body(): { code: string; description: string; fields?: Record<string, string> } {
    return this.fields
      ? { code: this.code, description: this.description, fields: this.fields }
      : { code: this.code, description: this.description };
  }
}

/** 404 for an id that names nothing. */
export function notFound(what: string, id: number | string): ApiError {
  return new ApiError(404, 'not_found', `${what} ${id} was not found`);
}

/** 409 for an action the rules refuse now. */
export function conflict(description: string): ApiError {
  return new ApiError(409, 'conflict', description);
}

/** 400 for input that breaks a rule, with the message of each field. */
export function invalid(fields: Record<string, string>, description?: string): ApiError {
  const first = description ?? Object.values(fields)[0] ?? ERROR_CODE_MESSAGES.validation_error;
  return new ApiError(400, 'validation_error', first, fields);
}
