import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_PATH } from '../events';
import {
  SseParser,
  backoffDelay,
  openEventStream,
  type EventStreamInfo,
  type EventStreamStatus,
} from './eventStream';

describe('SseParser', () => {
  it('dispatches a message on a blank line, whatever the chunks and line ends', () => {
    const parser = new SseParser();
    expect(parser.push('retry: 2000\r\n: hello\r')).toEqual([]);
    expect(parser.push('\nevent: change\ndata: {"areas":')).toEqual([]);
    expect(parser.push('["requests"]}\n\nevent: resync\ndata:\n\ndata: a\ndata:b\n\n')).toEqual([
      { event: 'change', data: '{"areas":["requests"]}', retry: 2000 },
      { event: 'resync', data: '' },
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('keeps the retry field with its message and skips comments alone', () => {
    const parser = new SseParser();
    expect(parser.push(': ping\n\nretry: 1500\nevent: ready\n\n')).toEqual([
      { event: 'ready', data: '', retry: 1500 },
    ]);
  });
});

describe('backoffDelay', () => {
  it('doubles from the first wait up to the longest, within 20 %', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, 1000, 30_000, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(backoffDelay(1, 1000, 30_000, () => 0)).toBe(800);
    expect(backoffDelay(1, 1000, 30_000, () => 1)).toBe(1200);
  });
});

/** A fake server: each call to fetch takes the next scripted answer. */
function scriptedFetch(
  answers: ((signal: AbortSignal) => Response | Promise<Response>)[],
  calls: (RequestInit & { url: string })[] = [],
) {
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ ...init, url: String(url) });
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => {});
    return next(init?.signal as AbortSignal);
  });
}

/** A stream answer whose chunks the test writes, and that closes or breaks on demand. */
function liveAnswer() {
  let control!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (control = c) });
  const encoder = new TextEncoder();
  return {
    respond: (signal: AbortSignal) => {
      signal.addEventListener('abort', () => control.error(new Error('aborted')));
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    },
    write: (text: string) => control.enqueue(encoder.encode(text)),
    end: () => control.close(),
    fail: () => control.error(new TypeError('network')),
  };
}

describe('openEventStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const statuses: [EventStreamStatus, EventStreamInfo][] = [];
  const onStatus = (s: EventStreamStatus, i: EventStreamInfo) => void statuses.push([s, i]);
  beforeEach(() => void (statuses.length = 0));

  it('sends the token, tells changes, reconnects with back-off and asks for a resync', async () => {
    const first = liveAnswer();
    const second = liveAnswer();
    const calls: (RequestInit & { url: string })[] = [];
    const fetch = scriptedFetch(
      [first.respond, () => new Response('{}', { status: 503 }), second.respond],
      calls,
    );
    const onChange = vi.fn();
    const onResync = vi.fn();
    const stream = openEventStream({
      baseUrl: 'https://api.test/',
      getToken: () => 'tok',
      onChange,
      onResync,
      onStatus,
      fetch,
      random: () => 0.5,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.status).toBe('open');
    expect(calls[0]?.url).toBe(`https://api.test${EVENTS_PATH}`);
    expect(new Headers(calls[0]?.headers).get('authorization')).toBe('Bearer tok');
    first.write('event: ready\ndata:\n\nevent: change\ndata: {"areas":["requests"]}\n\n');
    first.write('event: change\ndata: {"areas":[]}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ areas: ['requests'] });
    expect(onResync).not.toHaveBeenCalled();

    first.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toEqual([
      'reconnecting',
      expect.objectContaining({ attempt: 1, retryInMs: 1000 }),
    ]);
    // The 503: the next wait is twice as long.
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses.at(-1)).toEqual([
      'reconnecting',
      expect.objectContaining({ attempt: 2, retryInMs: 2000 }),
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(stream.status).toBe('open');
    expect(onResync).toHaveBeenCalledTimes(1);
    second.write('event: resync\ndata:\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(onResync).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(3);
    stream.close();
    expect(stream.status).toBe('stopped');
  });

  it('stops for good when the token is refused or the session ends', async () => {
    const fetch = scriptedFetch([() => new Response('{}', { status: 401 })]);
    const stream = openEventStream({ getToken: () => 'old', onChange: vi.fn(), onStatus, fetch });
    stream.reconnectNow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toEqual(['stopped', expect.objectContaining({ sessionEnded: true })]);

    const live = liveAnswer();
    const again = scriptedFetch([live.respond]);
    const ended = openEventStream({ getToken: () => 't', onChange: vi.fn(), fetch: again });
    await vi.advanceTimersByTimeAsync(0);
    live.write('event: end\ndata:\n\n');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ended.status).toBe('stopped');
    expect(again).toHaveBeenCalledTimes(1);

    const none = vi.fn();
    openEventStream({ getToken: () => null, onChange: vi.fn(), fetch: none });
    await vi.advanceTimersByTimeAsync(0);
    expect(none).not.toHaveBeenCalled();
  });

  it('takes a silent connection as dead, and tries at once when asked', async () => {
    const silent = liveAnswer();
    const next = liveAnswer();
    const fetch = scriptedFetch([silent.respond, next.respond]);
    const stream = openEventStream({
      getToken: () => 't',
      onChange: vi.fn(),
      fetch,
      idleTimeoutMs: 5000,
      minDelayMs: 60_000,
      maxDelayMs: 60_000,
      baseUrl: 'https://api.test',
    });
    await vi.advanceTimersByTimeAsync(4000);
    silent.write(': ping\n\n');
    await vi.advanceTimersByTimeAsync(4000);
    expect(stream.status).toBe('open');
    await vi.advanceTimersByTimeAsync(1500);
    expect(stream.status).toBe('reconnecting');
    stream.reconnectNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.status).toBe('open');
    expect(fetch).toHaveBeenCalledTimes(2);
    stream.close();
  });
});
