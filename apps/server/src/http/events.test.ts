/**
 * The change events stream, on this process's database (PGlite, or PostgreSQL
 * through its own NOTIFY with DATABASE_URL). Two server processes on one PostgreSQL are in
 * servers.postgres.test.ts.
 */
import { Hono } from 'hono';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENTS_PATH, SseParser, openEventStream, routes } from '@backoffice/api/contract';
import type { ChangeEvent, SseMessage } from '@backoffice/api/contract';
import { mountEvents } from './events';
import { TEST_ACCOUNT } from '../test/account';
import { receivedRequest } from '../test/fixtures';
import { testServerForFile } from '../test/harness';

const server = testServerForFile();
let token: string;
beforeAll(async () => {
  token = await server.login();
});

/** Reads a stream's messages as they come. */
function messagesOf(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseParser();
  const queue: SseMessage[] = [];
  return {
    /** The next message, within `ms`. */
    async next(ms = 5000): Promise<SseMessage> {
      const deadline = Date.now() + ms;
      while (queue.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('No message in time');
        let timer: ReturnType<typeof setTimeout> | undefined;
        const read = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left))),
        ]);
        clearTimeout(timer);
        if (read === null) continue;
        if (read.done) throw new Error('The stream ended');
        queue.push(...parser.push(read.value));
      }
      return queue.shift()!;
    },
    close: () => reader.cancel(),
  };
}

/** Opens the stream as a browser does: it accepts compressed answers (the API compresses). */
const open = (app: Hono, bearer: string | null) =>
  app.request(EVENTS_PATH, {
    headers: {
      'accept-encoding': 'gzip, deflate, br, zstd',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
  });

describe('GET /api/v2/csm/events', () => {
  it('refuses a call without a valid token like every call', async () => {
    const none = await open(server.app, null);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'login_required' });
    const wrong = await open(server.app, 'not-a-token');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'wrong_key' });
  });

  // The API's compression (http/compression.ts) leaves text/event-stream alone: each event is
  // read as it is written, not when a compressor's buffer fills.
  it('streams uncompressed, uncached events: a change after each write that succeeded', async () => {
    const response = await open(server.app, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-cache, no-store, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('content-encoding')).toBeNull();
    const stream = messagesOf(response);
    try {
      expect(await stream.next()).toMatchObject({ event: 'ready', retry: 2000 });

      // A read and a refused write change nothing: the next event is the cancellation's.
      expect((await server.call(routes.requestBoard)).status).toBe(200);
      const refused = await server.call(routes.guestCancel, {
        params: { id: 2_000_000 },
        body: { guestCancelledReason: 10, guestCancelledMessage: 'x' },
      });
      expect(refused.status).toBe(404);
      const request = await receivedRequest(server.database.db);
      const started = Date.now();
      const cancel = await server.call(routes.guestCancel, {
        params: { id: request.id },
        body: { guestCancelledReason: 10, guestCancelledMessage: 'Projet reporté' },
      });
      expect(cancel.status).toBe(200);
      const change = await stream.next();
      expect(change.event).toBe('change');
      expect(JSON.parse(change.data)).toEqual({
        areas: ['requests', 'conversations', 'notifications'],
      });
      expect(Date.now() - started).toBeLessThan(5000);

      // Another area.
      await server.call(routes.officeRank, { params: { id: 1 }, body: { rank: 3 } });
      expect(JSON.parse((await stream.next()).data)).toEqual({ areas: ['offices'] });
    } finally {
      await stream.close();
    }
    // A closed stream stops listening (once the server has seen it close).
    await vi.waitFor(() => expect(server.services.events.size).toBe(0));
  });

  it('keeps the connection alive, and ends the stream once the session has', async () => {
    const app = new Hono();
    mountEvents(app, () => server.services, { keepAliveMs: 100 });
    const signIn = await server.call(routes.login, {
      token: null,
      body: { email: TEST_ACCOUNT.demoEmail, password: TEST_ACCOUNT.demoPassword },
    });
    const other = signIn.body.token as string;
    const response = await open(app, other);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': keep-alive')) text += (await reader.read()).value ?? '';
    expect((await server.call(routes.logout, { token: other })).status).toBe(200);
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    expect(text).toContain('event: end');
  });

  it('is what the api package’s client reads, with its token', async () => {
    const changes: ChangeEvent[] = [];
    const statuses: string[] = [];
    const stream = openEventStream({
      baseUrl: 'http://localhost',
      getToken: () => token,
      onChange: (event) => void changes.push(event),
      onStatus: (status) => void statuses.push(status),
      fetch: (url, init) => Promise.resolve(server.app.request(String(url), init)),
    });
    try {
      for (let i = 0; statuses.at(-1) !== 'open'; i++) {
        if (i > 100) throw new Error(`The client did not open: ${statuses.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(
        (await server.call(routes.officeRank, { params: { id: 5 }, body: { rank: 2 } })).status,
      ).toBe(200);
      for (let i = 0; changes.length === 0 && i < 250; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(changes).toEqual([{ areas: ['offices'] }]);
    } finally {
      stream.close();
    }
  });
});
