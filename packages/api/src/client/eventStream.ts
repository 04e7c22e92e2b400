import { withoutTrailingSlashes, type Presence } from '@backoffice/domain';
import { EVENTS_PATH, parseChangeEvent, parsePresenceEvent, type ChangeEvent } from '../events';

/**
 * The client of the server's change events (events.ts): Server-Sent Events read
 * with fetch rather than EventSource, which cannot send the bearer token (a token in the URL
 * would be written to every access log). It reconnects by itself with back-off (1 s, 2 s,
 * 4 s… up to 30 s, ±20 %), says where it stands (`onStatus`), and asks for a resync after a
 * reconnect, since changes made while it was away were not told. A connection silent for
 * longer than three of the server's keep-alive comments is taken as dead (a sleeping laptop,
 * a proxy that dropped it without a word).
 */

/** `connecting` (the first time), `open`, `reconnecting` (after a failure), `stopped`. */
export type EventStreamStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

export interface EventStreamInfo {
  /** Failures in a row before this status (0 once open). */
  attempt: number;
  /** While reconnecting: the wait before the next try, in ms. */
  retryInMs?: number;
  /** What failed, if something did. */
  error?: unknown;
  /** Stopped because the server refused the token (401, 403) or ended the session. */
  sessionEnded?: boolean;
}

export interface EventStreamOptions {
  /** The API's origin, '' for the same origin. */
  baseUrl?: string;
  /** The bearer token, read at each connection; none stops the stream. */
  getToken: () => string | null | undefined;
  /** A change the server tells of. */
  onChange: (event: ChangeEvent) => void;
  /** Changes may have been missed (a reconnect, the server's own resync): read again. */
  onResync?: () => void;
  /** Someone opened, is still on, or left a record (domain `Presence`). */
  onPresence?: (presence: Presence) => void;
  onStatus?: (status: EventStreamStatus, info: EventStreamInfo) => void;
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** The first wait after a failure, in ms. @default 1000 */
  minDelayMs?: number;
  /** The longest wait between two tries, in ms. @default 30000 */
  maxDelayMs?: number;
  /** Silence after which the connection is taken as dead, in ms. @default 65000 */
  idleTimeoutMs?: number;
  /** @default Math.random */
  random?: () => number;
}

export interface EventStream {
  /** Closes the connection for good. */
  close(): void;
  /** Tries again at once when waiting between tries (the tab is shown, the network is back). */
  reconnectNow(): void;
  readonly status: EventStreamStatus;
}

/** One message of the stream. */
export interface SseMessage {
  event: string;
  data: string;
  /** A `retry:` field: the server's reconnection delay, in ms. */
  retry?: number;
}

/**
 * The text/event-stream format (WHATWG HTML §9.2.6), fed chunk by chunk: lines end with CR,
 * LF or CRLF, a blank line dispatches the message, a line starting with ':' is a comment.
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private retry: number | undefined;
  /** A CR ended the last chunk: a LF starting the next one belongs to it. */
  private pendingCr = false;

  push(chunk: string): SseMessage[] {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = text.endsWith('\r');
    this.buffer += text;
    const lines = this.buffer.split(/\r\n|\r|\n/);
    this.buffer = lines.pop() ?? '';
    const out: SseMessage[] = [];
    for (const line of lines) {
      if (line === '') {
        if (this.data.length > 0 || this.event) {
          out.push({
            event: this.event || 'message',
            data: this.data.join('\n'),
            ...(this.retry !== undefined ? { retry: this.retry } : {}),
          });
        }
        this.event = '';
        this.data = [];
        this.retry = undefined;
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') this.event = value;
      else if (field === 'data') this.data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    }
    return out;
  }
}

/** The wait before try `attempt` (1 for the first retry): doubling, capped, ±20 %. */
export function backoffDelay(
  attempt: number,
  minMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const base = Math.min(maxMs, minMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

class StreamRefused extends Error {
  constructor(
    readonly status: number,
    readonly sessionEnded: boolean,
  ) {
    super(`The event stream answered ${status}`);
  }
}

/** Opens the change events of the API at `baseUrl`; see EventStream. */
export function openEventStream(options: EventStreamOptions): EventStream {
  const baseUrl = withoutTrailingSlashes(options.baseUrl ?? '');
  const minDelay = options.minDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const idleTimeout = options.idleTimeoutMs ?? 65_000;
  const random = options.random ?? Math.random;
  const fetchImpl = (...args: Parameters<typeof fetch>) =>
    (options.fetch ?? globalThis.fetch)(...args);

  let status: EventStreamStatus = 'connecting';
  let closed = false;
  let controller: AbortController | null = null;
  let wait: { timer: ReturnType<typeof setTimeout>; resolve: () => void } | null = null;
  let serverDelay: number | undefined;

  const setStatus = (next: EventStreamStatus, info: EventStreamInfo) => {
    status = next;
    options.onStatus?.(next, info);
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        wait = null;
        resolve();
      };
      wait = { timer: setTimeout(done, ms), resolve: done };
    });

  /** One connection, until it ends or fails; resolves true when it had opened. */
  async function connect(isReconnect: boolean): Promise<boolean> {
    const token = options.getToken();
    if (!token) throw new StreamRefused(401, true);
    controller = new AbortController();
    const current = controller;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => current.abort(), idleTimeout);
    };
    try {
      touch();
      const response = await fetchImpl(`${baseUrl}${EVENTS_PATH}`, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal: current.signal,
      });
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => {});
        throw new StreamRefused(
          response.status,
          response.status === 401 || response.status === 403,
        );
      }
      setStatus('open', { attempt: 0 });
      if (isReconnect) options.onResync?.();
      const parser = new SseParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return true;
        touch();
        for (const message of parser.push(value)) {
          if (message.retry !== undefined) serverDelay = message.retry;
          if (message.event === 'change') {
            const event = parseChangeEvent(message.data);
            if (event && event.areas.length > 0) options.onChange(event);
          } else if (message.event === 'resync') {
            options.onResync?.();
          } else if (message.event === 'presence') {
            const presence = parsePresenceEvent(message.data);
            if (presence) options.onPresence?.(presence);
          } else if (message.event === 'end') {
            // The session ended on the server (signed out, expired): nothing more to read.
            throw new StreamRefused(401, true);
          }
        }
      }
    } finally {
      clearTimeout(idle);
      current.abort();
    }
  }

  async function run() {
    let attempt = 0;
    let opened = false;
    setStatus('connecting', { attempt: 0 });
    while (!closed) {
      let error: unknown;
      try {
        if (await connect(opened)) {
          opened = true;
          attempt = 0;
        }
      } catch (caught) {
        if (closed) return;
        if (caught instanceof StreamRefused && caught.sessionEnded) {
          setStatus('stopped', { attempt, error: caught, sessionEnded: true });
          closed = true;
          return;
        }
        error = caught;
        // A stream that was open and then broke starts the back-off afresh.
        if (status === 'open') {
          opened = true;
          attempt = 0;
        }
      }
      if (closed) return;
      attempt += 1;
      const retryInMs = Math.max(
        serverDelay ?? 0,
        backoffDelay(attempt, minDelay, maxDelay, random),
      );
      setStatus('reconnecting', { attempt, retryInMs, error });
      await sleep(retryInMs);
    }
  }

  void run();

  return {
    close() {
      if (closed) return;
      closed = true;
      controller?.abort();
      if (wait) {
        clearTimeout(wait.timer);
        wait.resolve();
      }
      setStatus('stopped', { attempt: 0 });
    },
    reconnectNow() {
      if (!wait) return;
      clearTimeout(wait.timer);
      wait.resolve();
    },
    get status() {
      return status;
    },
  };
}
