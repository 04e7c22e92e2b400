import { ifMatchOf, isSuccessfulAnswer, withoutTrailingSlashes } from '@backoffice/domain';
import { validate, type Infer, type Struct } from 'superstruct';
import type { DownloadedFile } from '../structs/answers';
import {
  buildPath,
  isApiPath,
  isKeyedWrite,
  type AnyRoute,
  type PathParams,
  type RouteDefinition,
} from '../routes';
import {
  ApiError,
  CLIENT_ERROR_CODES,
  clientError,
  errorFromAnswer,
  type SessionEndReason,
} from './errors';

/**
 * The spec's "default request timeout setting of 1000" has no unit and may be misplaced;
 * read as milliseconds it would fail ordinary calls on a slow network. Calls wait 30 s
 * unless their route (SEO generation: 3 minutes) or the caller says otherwise.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** What the app hears when a call ends the session (a 401, wrong_key, login_required). */
export interface SessionEndedEvent {
  reason: SessionEndReason;
  /** The route whose answer ended it. */
  route: string;
  error: ApiError;
}

export interface ApiClientOptions {
  /** The API's origin, '' (the default) for the same origin as the app. */
  baseUrl?: string;
  /** The bearer token of the session, read at each call (see createTokenStore). */
  getToken?: () => string | null | undefined;
  /** Called when a call ends the session: the app logs out and goes to /login. */
  onSessionEnded?: (event: SessionEndedEvent) => void;
  /** The fetch to use (tests, server-side callers); the global fetch by default. */
  fetch?: typeof globalThis.fetch;
  /** Timeout of calls whose route has none, in ms. @default 30000 */
  timeoutMs?: number;
  /**
   * The waits before each retry of a write that got no answer (a network error) or a 502, 503
   * or 504, in ms; a write is retried only with its Idempotency-Key. @default [400, 1200, 3600]
   */
  retryDelaysMs?: readonly number[];
}

/** Options every call takes. */
export interface CallControl {
  /**
   * Aborts the call; it then fails with code 'aborted' (as does a call of the session made
   * while no one is signed in: `getToken` gives no token, and nothing is sent).
   */
  signal?: AbortSignal;
  /** Overrides the route's and the client's timeout, in ms. */
  timeoutMs?: number;
  /**
   * A write's Idempotency-Key: a form that sends the same submit again (its own retry button)
   * passes the key of its first try; by default each call makes its own, kept over its retries.
   */
  idempotencyKey?: string;
  /**
   * An edit's version (domain `partVersion`): sent as `If-Match`, so that a save over someone
   * else's newer one is refused (409 `edit_conflict`) instead of erasing it. Absent: save over.
   */
  ifMatch?: string;
  /**
   * Sent with `keepalive`: the call outlives the page (a "left" presence when the tab closes).
   * The browser caps such bodies at 64 KB in all.
   */
  keepalive?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

export type QueryOf<R extends AnyRoute> = R['query'] extends Struct<infer Q, Any> ? Q : undefined;
export type BodyOf<R extends AnyRoute> = R['body'] extends Struct<infer B, Any> ? B : undefined;
export type AnswerOf<R> = R extends RouteDefinition<Any, Any, Any, infer A> ? A : never;

type ParamsOption<P extends string> = [keyof PathParams<P>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<P> };
type QueryOption<Q> = [Q] extends [undefined] ? { query?: undefined } : { query?: Q };
type BodyOption<B> = [B] extends [undefined] ? { body?: undefined } : { body: B };

/** The options of a call to route R: its path parameters, query and body, typed. */
export type CallOptions<R extends AnyRoute> = CallControl &
  ParamsOption<R['path']> &
  QueryOption<QueryOf<R>> &
  BodyOption<BodyOf<R>>;

/** The options argument, optional when the route needs none of them. */
export type CallArgs<R extends AnyRoute> =
  Record<string, never> extends CallOptions<R>
    ? [options?: CallOptions<R>]
    : [options: CallOptions<R>];

/** Untyped options, as the client reads them. */
export interface RawCallOptions extends CallControl {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  /**
   * The bearer token to send instead of the session's (logout sends the token it revokes,
   * which the app has already forgotten).
   */
  token?: string;
}

export interface ApiClient {
  /** The API's origin ('' for the same origin). */
  readonly baseUrl: string;
  /** Calls a route of the table; see callRoute for the typed form. */
  call<R extends AnyRoute>(route: R, options?: RawCallOptions): Promise<AnswerOf<R>>;
  /** The URL of a route with its parameters and query. */
  url(route: AnyRoute, options?: Pick<RawCallOptions, 'params' | 'query'>): string;
  /**
   * Downloads a file from a link an answer gave (a contract PDF, a document). The bearer
   * token goes along only to the API's own origin.
   */
  download(url: string, options?: CallControl): Promise<DownloadedFile>;
  /** Listens for the end of the session; returns the unsubscribe. */
  onSessionEnded(listener: (event: SessionEndedEvent) => void): () => void;
  /**
   * Signing out: every call in flight with the session's token fails at once with 'aborted'
   * (its answer, a 401 once the server has revoked the token, is never read).
   */
  abortSessionCalls(): void;
}

/**
 * Calls a route: fills its path parameters, writes its query, sends its body, checks the
 * answer with the route's struct and returns it typed. Fails with an ApiError.
 *
 * @example callRoute(client, routes.guestCancel, { params: { id }, body })
 */
export function callRoute<R extends AnyRoute>(
  client: ApiClient,
  route: R,
  ...[options]: CallArgs<R>
): Promise<AnswerOf<R>> {
  return client.call(route, options as RawCallOptions | undefined);
}

/** Query values as the wire wants them: strings, blanks and absent values left out. */
export function toSearchParams(query: object | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!query) return params;
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      params.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  return params;
}

/** The file name of a Content-Disposition header, else the fallback. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:[\w-]+'[\w-]*')?("?)([^";]+)\1/i.exec(header);
  if (star?.[2]) {
    try {
      return decodeURIComponent(star[2].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  return plain?.[2]?.trim() || fallback;
}

const EXTENSIONS: Record<string, string> = { 'text/csv': 'csv', 'application/pdf': 'pdf' };

function structPath(path: readonly unknown[]): string {
  return path.map(String).join('.');
}

function check<T>(
  value: unknown,
  struct: Struct<T, unknown>,
  code: typeof CLIENT_ERROR_CODES.invalidAnswer | typeof CLIENT_ERROR_CODES.invalidRequest,
  route: string,
  status: number,
  coerce: boolean,
): T {
  const [failure, checked] = validate(value, struct, { coerce });
  if (failure) {
    throw clientError(code, route, {
      status,
      path: structPath(failure.path),
      description: failure.message,
      cause: failure,
    });
  }
  return checked;
}

/** The header a write carries so that the server applies it once (Stripe's model). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The default waits before the retries of a write (see ApiClientOptions.retryDelaysMs). */
export const WRITE_RETRY_DELAYS_MS: readonly number[] = [400, 1200, 3600];

/** A gateway's or a starting server's statuses: the write may be sent again. */
const RETRIED_STATUSES = [502, 503, 504];

/** Creates the client the hooks and the app call the API through. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = withoutTrailingSlashes(options.baseUrl ?? '');
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelays = options.retryDelaysMs ?? WRITE_RETRY_DELAYS_MS;
  const listeners = new Set<(event: SessionEndedEvent) => void>();
  // The calls in flight with the session's token (abortSessionCalls ends them).
  const sessionCalls = new Set<AbortController>();
  if (options.onSessionEnded) listeners.add(options.onSessionEnded);
  const fetchImpl = (...args: Parameters<typeof fetch>) =>
    (options.fetch ?? globalThis.fetch)(...args);

  function url(route: AnyRoute, call: Pick<RawCallOptions, 'params' | 'query'> = {}): string {
    const search = toSearchParams(call.query).toString();
    return `${baseUrl}${buildPath(route.path, call.params)}${search ? `?${search}` : ''}`;
  }

  function endSession(error: ApiError): void {
    if (!error.sessionEnded) return;
    const event: SessionEndedEvent = {
      reason: error.sessionEnded,
      route: error.route ?? '',
      error,
    };
    for (const listener of [...listeners]) listener(event);
  }

  /** Sends a request under a timeout and the caller's signal; reads the answer with `read`. */
  async function send<T>(
    routeName: string,
    target: string,
    init: RequestInit,
    control: CallControl,
    timeoutMs: number,
    read: (response: Response) => Promise<T>,
    ofSession = false,
  ): Promise<T> {
    const { signal } = control;
    if (signal?.aborted) throw clientError(CLIENT_ERROR_CODES.aborted, routeName);
    const controller = new AbortController();
    if (ofSession) sessionCalls.add(controller);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await fetchImpl(target, { ...init, signal: controller.signal });
      return await read(response);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw clientError(CLIENT_ERROR_CODES.timeout, routeName, { cause: error });
      if (signal?.aborted || (ofSession && controller.signal.aborted))
        throw clientError(CLIENT_ERROR_CODES.aborted, routeName, { cause: error });
      throw clientError(CLIENT_ERROR_CODES.network, routeName, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      sessionCalls.delete(controller);
    }
  }

  /** The token a call sends: the one given (logout), else the session's when the route needs it. */
  function tokenOf(auth: boolean, given?: string): string | null {
    return auth ? (given ?? options.getToken?.() ?? null) : null;
  }

  function headers(accept: string, withBody: boolean, token: string | null): Headers {
    const result = new Headers({ Accept: accept });
    if (withBody) result.set('Content-Type', 'application/json');
    if (token) result.set('Authorization', `Bearer ${token}`);
    return result;
  }

  /**
   * A call of the session while no one is signed in (the token store is empty: signed out, or
   * the session ended) is not sent: the server could only refuse it, with a 401 in the console.
   */
  function signedOut(auth: boolean, token: string | null): boolean {
    return auth && !token && options.getToken !== undefined;
  }

  async function readFailure(
    response: Response,
    route: { name: string; auth: boolean },
  ): Promise<ApiError> {
    let body: unknown;
    try {
      const text = await response.text();
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const error = errorFromAnswer(response.status, body, route);
    endSession(error);
    return error;
  }

  async function readFile(
    response: Response,
    route: { name: string; auth: boolean },
    fallbackName: string,
  ): Promise<DownloadedFile> {
    if (response.status !== 200 && response.status !== 202) {
      throw await readFailure(response, route);
    }
    const blob = await response.blob();
    if (!isSuccessfulAnswer(response.status, blob.size > 0 ? blob : undefined)) {
      throw errorFromAnswer(response.status, null, route);
    }
    const contentType = (response.headers.get('Content-Type') ?? blob.type).split(';')[0] ?? '';
    const extension = EXTENSIONS[contentType];
    return {
      blob,
      contentType,
      filename: filenameFromDisposition(
        response.headers.get('Content-Disposition'),
        extension ? `${fallbackName}.${extension}` : fallbackName,
      ),
    };
  }

  async function call<R extends AnyRoute>(
    route: R,
    callOptions: RawCallOptions = {},
  ): Promise<AnswerOf<R>> {
    const { name } = route;
    if (route.query && callOptions.query !== undefined) {
      check(callOptions.query, route.query, CLIENT_ERROR_CODES.invalidRequest, name, 0, false);
    }
    const hasBody = route.body !== null;
    if (route.body) {
      check(callOptions.body, route.body, CLIENT_ERROR_CODES.invalidRequest, name, 0, false);
    }
    const target = url(route, callOptions);
    const accept = route.accept ?? 'application/json';
    const token = tokenOf(route.auth, callOptions.token);
    if (signedOut(route.auth, token)) {
      throw clientError(CLIENT_ERROR_CODES.aborted, name, { description: 'No one is signed in' });
    }
    const ofSession = route.auth && callOptions.token === undefined;
    const init: RequestInit = {
      method: route.method,
      headers: headers(accept, hasBody, token),
      body: hasBody ? JSON.stringify(callOptions.body) : undefined,
    };
    if (callOptions.ifMatch !== undefined) {
      (init.headers as Headers).set('If-Match', ifMatchOf(callOptions.ifMatch));
    }
    if (callOptions.keepalive) init.keepalive = true;
    const timeoutMs = callOptions.timeoutMs ?? route.timeoutMs ?? defaultTimeout;
    // A read, or a call that changes no data: no key, no retry.
    if (!isKeyedWrite(route)) {
      return attempt(route, target, init, callOptions, timeoutMs, ofSession);
    }
    // A write: one key for this submit, kept over its retries, so that a retry of a write the
    // server did apply (its answer lost on the way) is answered without a second effect.
    (init.headers as Headers).set(
      IDEMPOTENCY_HEADER,
      callOptions.idempotencyKey ?? globalThis.crypto.randomUUID(),
    );
    for (let retry = 0; ; retry++) {
      try {
        return await attempt(route, target, init, callOptions, timeoutMs, ofSession);
      } catch (error) {
        const wait = retryDelays[retry];
        if (
          wait === undefined ||
          !(error instanceof ApiError) ||
          (error.code !== CLIENT_ERROR_CODES.network && !RETRIED_STATUSES.includes(error.status))
        )
          throw error;
        // Jitter: the clients a restarting server dropped do not all come back at once. An
        // abort during the wait is heard by the next try, which fails with 'aborted' unsent.
        await new Promise((resolve) => setTimeout(resolve, wait * (0.8 + Math.random() * 0.4)));
      }
    }
  }

  /** One try of a call: sent, and its answer read and checked. */
  function attempt<R extends AnyRoute>(
    route: R,
    target: string,
    init: RequestInit,
    callOptions: RawCallOptions,
    timeoutMs: number,
    ofSession: boolean,
  ): Promise<AnswerOf<R>> {
    const { name } = route;
    const read = async (response: Response): Promise<AnswerOf<R>> => {
      if (route.answerKind === 'file') {
        const file = await readFile(response, route, name);
        return check(
          file,
          route.answer,
          CLIENT_ERROR_CODES.invalidAnswer,
          name,
          response.status,
          false,
        );
      }
      if (response.status !== 200 && response.status !== 202) {
        throw await readFailure(response, route);
      }
      const text = await response.text();
      let data: unknown = undefined;
      if (text.trim()) {
        try {
          data = JSON.parse(text);
        } catch (error) {
          throw clientError(CLIENT_ERROR_CODES.invalidAnswer, name, {
            status: response.status,
            path: '',
            description: 'The answer is not JSON',
            cause: error,
          });
        }
      }
      if (!isSuccessfulAnswer(response.status, data)) {
        throw errorFromAnswer(response.status, null, route);
      }
      return check(
        data,
        route.answer as Struct<Infer<R['answer']>, unknown>,
        CLIENT_ERROR_CODES.invalidAnswer,
        name,
        response.status,
        true,
      );
    };
    return send(name, target, init, callOptions, timeoutMs, read, ofSession);
  }

  function sameApi(link: string): { target: string; auth: boolean } {
    if (/^[a-z][a-z\d+.-]*:/i.test(link)) {
      const apiOrigin = baseUrl ? new URL(baseUrl).origin : globalThis.location?.origin;
      const parsed = new URL(link);
      return { target: link, auth: parsed.origin === apiOrigin && isApiPath(parsed.pathname) };
    }
    const path = link.startsWith('/') ? link : `/${link}`;
    return { target: `${baseUrl}${path}`, auth: isApiPath(path.split('?')[0] ?? path) };
  }

  async function download(link: string, control: CallControl = {}): Promise<DownloadedFile> {
    const { target, auth } = sameApi(link);
    const route = { name: 'download', auth };
    const token = tokenOf(auth);
    if (signedOut(auth, token)) {
      throw clientError(CLIENT_ERROR_CODES.aborted, 'download', {
        description: 'No one is signed in',
      });
    }
    const init: RequestInit = { method: 'GET', headers: headers('*/*', false, token) };
    const fallback = decodeURIComponent(target.split('?')[0]?.split('/').pop() || 'download');
    return send(
      'download',
      target,
      init,
      control,
      control.timeoutMs ?? defaultTimeout,
      (response) => readFile(response, route, fallback),
      auth,
    );
  }

  return {
    baseUrl,
    call,
    url,
    download,
    onSessionEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    abortSessionCalls() {
      for (const controller of [...sessionCalls]) controller.abort();
    },
  };
}
