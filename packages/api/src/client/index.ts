export {
  DEFAULT_TIMEOUT_MS,
  IDEMPOTENCY_HEADER,
  WRITE_RETRY_DELAYS_MS,
  callRoute,
  createApiClient,
  filenameFromDisposition,
  toSearchParams,
} from './client';
export type {
  AnswerOf,
  ApiClient,
  ApiClientOptions,
  BodyOf,
  CallArgs,
  CallControl,
  CallOptions,
  QueryOf,
  RawCallOptions,
  SessionEndedEvent,
} from './client';
export {
  ApiError,
  CLIENT_ERROR_CODES,
  errorFromAnswer,
  isApiError,
  readErrorBody,
  sessionEndReason,
} from './errors';
export type { ClientErrorCode, ErrorBody, SessionEndReason } from './errors';
export { TOKEN_STORAGE_KEY, createTokenStore } from './token';
export type { TokenStorage, TokenStore } from './token';
export { fileText, saveFile } from './files';
export { SEO_GENERATION_FAILED, generateSeoDescription } from './seoGeneration';
export type { SeoGenerationOptions } from './seoGeneration';
