import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { SSEStreamingApi } from 'hono/streaming';
import { EVENTS_PATH, changeEventData, presenceEventData } from '@backoffice/api/contract';
import {
  ERROR_CODE_MESSAGES,
  HTTP_STATUS_MESSAGES,
  SESSION_ENDED_MESSAGES,
} from '@backoffice/domain';
import { sessionUser } from '../auth/sessions';
import type { Services } from './context';
import { ApiError } from '../errors';
import { bearerToken, errorResponse } from './mount';
import type { HubMessage } from '../events/hub';
import type { DatabaseMonitor } from '../ops/database';
import type { Lifecycle } from '../ops/lifecycle';
import { noteRoute } from '../ops/requests';

/** A comment this often keeps the connection open through proxies and shows it alive. */
export const KEEP_ALIVE_MS = 20_000;

/** How long a client waits before reconnecting after the stream ends (the `retry` field). */
export const RETRY_MS = 2000;

/** Messages not yet taken by a client that reads too slowly: past this, it is dropped. */
const MAX_PENDING_WRITES = 256;

/**
 * The streaming answer's headers. `no-transform` and the event-stream type keep compression
 * and proxies from buffering it (hono's compress() skips both; nginx reads X-Accel-Buffering).
 */
export const EVENT_STREAM_CACHE_CONTROL = 'no-cache, no-store, no-transform';

export interface EventsOptions {
  /** @default KEEP_ALIVE_MS */
  keepAliveMs?: number;
  /** The streams are closed with a retry hint when the server shuts down. */
  lifecycle?: Lifecycle;
  /** A keep-alive's session check that meets the database cut off ends the stream. */
  monitor?: DatabaseMonitor;
}

function line(message: HubMessage): { event: string; data: string } {
  if (message.kind === 'change') return { event: 'change', data: changeEventData(message.areas) };
  if (message.kind === 'presence')
    return { event: 'presence', data: presenceEventData(message.presence) };
  return { event: 'resync', data: '' };
}

/**
 * `GET /api/v2/csm/events` (events.ts in packages/api): the signed-in staff's stream of
 * change events. Refused like any call without a valid token (401 `login_required` or
 * `wrong_key`); the token is checked again at each keep-alive, and the stream ends with
 * `event: end` once the session has (a logout on any server, its expiry).
 */
export function mountEvents(
  app: Hono,
  services: () => Services | null,
  options: EventsOptions = {},
): void {
  const keepAliveMs = options.keepAliveMs ?? KEEP_ALIVE_MS;
  app.get(EVENTS_PATH, async (c: Context) => {
    noteRoute(c, 'changeEvents');
    const svc = services();
    if (!svc) {
      return errorResponse(
        c,
        new ApiError(503, 'starting', 'The server is starting: the database is being prepared.'),
      );
    }
    const token = bearerToken(c);
    if (!token)
      return errorResponse(
        c,
        new ApiError(401, 'login_required', ERROR_CODE_MESSAGES.login_required),
      );
    // Checked without moving the session on: the stream is not a person's action.
    const check = () =>
      sessionUser(svc.database.db, token, svc.now(), svc.sessions, svc.sessionPolicy);
    const first = await check();
    if (!first.ok)
      return errorResponse(
        c,
        first.code === 'wrong_key'
          ? new ApiError(401, 'wrong_key', HTTP_STATUS_MESSAGES[401] as string)
          : new ApiError(401, first.code, SESSION_ENDED_MESSAGES[first.code] as string),
      );
    const staffId = first.user.id;
    // A check that meets the database cut off ends the stream (the client comes back after
    // its retry wait); any other failure too, logged by the stream's error handler.
    const signedIn = async () => {
      try {
        return (await check()).ok;
      } catch (error) {
        if (options.monitor?.failed(error)) return null;
        throw error;
      }
    };

    const response = streamSSE(c, async (stream: SSEStreamingApi) => {
      // Writes one after another, in order (writeSSE awaits before it writes).
      let pending = 0;
      let written: Promise<unknown> = Promise.resolve();
      const send = (message: { event: string; data: string; retry?: number }) => {
        if (pending >= MAX_PENDING_WRITES) {
          stream.abort();
          return written;
        }
        pending += 1;
        written = written.then(() => stream.writeSSE(message)).finally(() => (pending -= 1));
        return written;
      };
      let wake: (() => void) | null = null;
      // Set when told of ended sessions during a check: the next one starts at once.
      let recheck = false;
      const unsubscribe = svc.events.subscribe((message) => {
        // This person's sessions ended (on any server): check this one at once.
        if (message.kind === 'sessions') {
          if (message.staffId !== staffId) return;
          recheck = true;
          wake?.();
          return;
        }
        void send(line(message));
      });
      // At shutdown, told to come back after RETRY_MS (to another server), then closed.
      const forget = options.lifecycle?.addStream(async () => {
        await send({ event: 'retry', data: '', retry: RETRY_MS }).catch(() => {});
        await stream.close();
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        forget?.();
        wake?.();
      });
      send({ event: 'ready', data: '', retry: RETRY_MS });
      try {
        while (!stream.aborted && !stream.closed) {
          await new Promise<void>((resolve) => {
            if (recheck) {
              resolve();
              return;
            }
            const timer = setTimeout(resolve, keepAliveMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = null;
          if (stream.aborted) break;
          recheck = false;
          const still = await signedIn();
          if (still === null) break;
          if (!still) {
            await send({ event: 'end', data: '' });
            break;
          }
          written = written.then(() => stream.write(': keep-alive\n\n'));
          await written;
        }
      } finally {
        unsubscribe();
        forget?.();
        await written.catch(() => {});
      }
    });
    response.headers.set('Cache-Control', EVENT_STREAM_CACHE_CONTROL);
    response.headers.set('X-Accel-Buffering', 'no');
    return response;
  });
}
