import { afterEach, describe, expect, it, vi } from 'vitest';
import { create, type Struct } from 'superstruct';
import { boardRequestOf } from '@backoffice/domain';
import { makeContactRequest } from '../mocks/fixtures';
import { routes } from '../routes';
import {
  callRoute,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  IDEMPOTENCY_HEADER,
  filenameFromDisposition,
  toSearchParams,
} from './client';
import { logout } from '../endpoints/session';
import { ApiError, CLIENT_ERROR_CODES, isApiError } from './errors';

const USER = { id: 1, name: 'Camille', email: 'csm@example.com', role: 'admin', twoFactor: false };
const TIMES = { endsAt: '2026-03-16T21:00:00Z', idleEndsAt: '2026-03-16T09:30:00Z' };
import type { SessionEndedEvent } from './client';

const BASE = 'http://api.test';

type Handler = (request: Request) => Response | Promise<Response>;

/** A fetch that hands each request to `handler` and records it. */
function fakeFetch(handler: Handler) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return handler(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

/** A fetch that never answers until its signal aborts. */
function hangingFetch() {
  return ((_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    })) as typeof globalThis.fetch;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function client(handler: Handler, token: string | null = 'tok') {
  const { fetch, requests } = fakeFetch(handler);
  const ended: SessionEndedEvent[] = [];
  const api = createApiClient({
    baseUrl: `${BASE}/`,
    getToken: () => token,
    onSessionEnded: (event) => ended.push(event),
    fetch,
  });
  return { api, requests, ended };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const board = {
  total: 1,
  columns: [
    {
      key: 'request_received',
      title: 'Request received',
      count: 1,
      requests: [boardRequestOf(makeContactRequest(1, 0))],
    },
  ],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('success rule: only 200 or 202 with data', () => {
  it.each([
    [200, { message: 'OK' }, true],
    [202, { message: 'OK' }, true],
    [200, undefined, false],
    [202, undefined, false],
    [200, null, false],
    [200, '', false],
    [201, { message: 'OK' }, false],
    [204, undefined, false],
    [299, { message: 'OK' }, false],
  ])('status %i with body %j succeeds: %s', async (status, body, ok) => {
    const { api } = client(() =>
      status === 204 ? new Response(null, { status }) : json(body, status),
    );
    const call = callRoute(api, routes.logout);
    if (ok) {
      await expect(call).resolves.toEqual({ message: 'OK' });
    } else {
      const error = await failure(call);
      expect(error.message).toBe('Invalid status!');
      expect(error.status).toBe(status);
    }
  });
});

describe('error catalogue', () => {
  // [status, body, route, message, code, session ended]
  const table: [number, unknown, keyof typeof routes, string, string, string | null][] = [
    [
      400,
      { code: 'no_input_data', description: 'x' },
      'request',
      '400 error: form invalid',
      'no_input_data',
      null,
    ],
    [
      422,
      { code: 'validation_error', description: 'x' },
      'request',
      'Error in validation',
      'validation_error',
      null,
    ],
    [401, { code: 'wrong_key', description: 'x' }, 'request', '', 'wrong_key', 'wrong_key'],
    [
      403,
      { code: 'login_required', description: 'x' },
      'request',
      'Need to login',
      'login_required',
      'login_required',
    ],
    [
      401,
      { code: 'invalid_login', description: 'x' },
      'login',
      'Login invalid!',
      'invalid_login',
      null,
    ],
    [404, null, 'request', 'API Page not found!', 'invalid_status', null],
    [400, null, 'request', 'Bad request!', 'invalid_status', null],
    [401, null, 'request', 'No authorization', 'invalid_status', 'unauthorized'],
    [401, null, 'login', 'No authorization', 'invalid_status', null],
    [500, null, 'request', 'Error server!', 'invalid_status', null],
    [
      409,
      { code: 'conflict', description: 'Already in that section' },
      'request',
      'Already in that section',
      'conflict',
      null,
    ],
    [
      404,
      { code: 'not_found', description: 'No request 9' },
      'request',
      'No request 9',
      'not_found',
      null,
    ],
    [418, { code: 'teapot' }, 'request', 'Invalid status!', 'teapot', null],
    [503, null, 'request', 'Invalid status!', 'invalid_status', null],
    [500, 'not json at all', 'request', 'Error server!', 'invalid_status', null],
  ];

  it.each(table)('%i %j on %s shows %j', async (status, body, name, message, code, ended) => {
    const { api, ended: events } = client(() =>
      typeof body === 'string' ? new Response(body, { status }) : json(body ?? undefined, status),
    );
    const route = routes[name];
    const call =
      name === 'login'
        ? callRoute(api, routes.login, { body: { email: 'a@b.co', password: 'x' } })
        : callRoute(api, routes.request, { params: { id: 1 } });
    const error = await failure(call);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(message);
    expect(error.silent).toBe(message === '');
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.route).toBe(route.name);
    expect(error.sessionEnded).toBe(ended);
    expect(events.map((e) => e.reason)).toEqual(ended ? [ended] : []);
  });

  it('gives the fields of a validation_error', async () => {
    const { api } = client(() =>
      json(
        {
          code: 'validation_error',
          description: 'bad',
          fields: { email: 'required', note: ['too long'] },
        },
        422,
      ),
    );
    const error = await failure(
      callRoute(api, routes.login, { body: { email: '', password: '' } }),
    );
    expect(error.fields).toEqual({ email: 'required', note: 'too long' });
    expect(error.description).toBe('bad');
  });
});

describe('bearer token and session end', () => {
  it('sends the token to routes that need it, read at each call', async () => {
    let token: string | null = 'first';
    const { fetch, requests } = fakeFetch(() => json({ user: USER, session: TIMES }));
    const api = createApiClient({ baseUrl: BASE, getToken: () => token, fetch });
    await callRoute(api, routes.refresh);
    token = 'second';
    await callRoute(api, routes.refresh);
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });

  it('sends no call of the session while no one is signed in: it fails aborted, unsent', async () => {
    const { fetch, requests } = fakeFetch(() => json({ user: USER, session: TIMES }));
    const api = createApiClient({ baseUrl: BASE, getToken: () => null, fetch });
    const error = await failure(callRoute(api, routes.refresh));
    expect(error.code).toBe(CLIENT_ERROR_CODES.aborted);
    await expect(api.download('/api/v2/csm/contracts/1/pdf')).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.aborted,
    });
    // A public route still goes.
    await callRoute(api, routes.login, { body: { email: 'a@example.com', password: 'x' } });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([routes.login.path]);
  });

  it('signing out aborts the calls in flight with the token, not the logout given its own', async () => {
    const answers: ((response: Response) => void)[] = [];
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          answers.push(resolve);
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const api = createApiClient({ baseUrl: BASE, getToken: () => 'tok', fetch });
    const pending = failure(callRoute(api, routes.sessionActivity));
    const loggedOut = logout(api, 'tok');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    api.abortSessionCalls();
    expect((await pending).code).toBe(CLIENT_ERROR_CODES.aborted);
    answers[1]?.(json({ message: 'ok' }));
    expect(await loggedOut).toEqual({ message: 'ok' });
  });

  it('logout posts the token it revokes: the one given, else the session token', async () => {
    const { api, requests } = client(() => json({ message: 'ok' }), null);
    expect(await logout(api, 'revoked')).toEqual({ message: 'ok' });
    const { api: withSession, requests: more } = client(() => json({ message: 'ok' }), 'tok');
    await logout(withSession);
    expect([...requests, ...more].map((r) => [r.method, new URL(r.url).pathname])).toEqual([
      ['POST', routes.logout.path],
      ['POST', routes.logout.path],
    ]);
    expect([...requests, ...more].map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer revoked',
      'Bearer tok',
    ]);
  });

  it('never sends the token with the login', async () => {
    const { api, requests } = client(() => json({ user: USER, token: 't', session: TIMES }));
    const session = await callRoute(api, routes.login, {
      body: { email: 'csm@example.com', password: 'demo1234' },
    });
    expect(session).toEqual({ user: USER, token: 't', session: TIMES });
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.json()).toEqual({ email: 'csm@example.com', password: 'demo1234' });
  });

  it('tells every listener once when a call ends the session, until unsubscribed', async () => {
    const { api, ended } = client(() => json({ code: 'wrong_key', description: 'expired' }, 401));
    const heard: string[] = [];
    const stop = api.onSessionEnded((event) => heard.push(`${event.route}:${event.reason}`));
    await failure(callRoute(api, routes.refresh));
    stop();
    await failure(callRoute(api, routes.refresh));
    expect(heard).toEqual(['refresh:wrong_key']);
    expect(ended).toHaveLength(2);
    expect(ended[0]?.error.code).toBe('wrong_key');
  });

  it('does not end the session on other failures', async () => {
    const { api, ended } = client(() => json({ code: 'not_found', description: 'gone' }, 404));
    await failure(callRoute(api, routes.request, { params: { id: 3 } }));
    expect(ended).toEqual([]);
  });
});

describe('answers are checked against their struct', () => {
  it('returns a valid answer typed', async () => {
    const { api, requests } = client(() => json(board));
    const answer = await callRoute(api, routes.requestBoard, {
      query: {
        startDate: '2026-03-09',
        endDate: '2026-03-16',
        visitWithinHours: 24,
        sort: 'visit_asc',
      },
    });
    expect(answer.columns[0]?.requests[0]?.id).toBe(1);
    expect(requests[0]?.url).toBe(
      `${BASE}/api/v2/csm/requests?startDate=2026-03-09&endDate=2026-03-16&visitWithinHours=24&sort=visit_asc`,
    );
  });

  it.each([
    ['a missing key', { total: 1 }, 'columns'],
    [
      'a wrong type deep down',
      {
        ...board,
        columns: [
          {
            ...board.columns[0],
            requests: [
              {
                ...board.columns[0]?.requests[0],
                guest: { ...board.columns[0]?.requests[0]?.guest, name: 12 },
              },
            ],
          },
        ],
      },
      'columns.0.requests.0.guest.name',
    ],
    [
      'an unknown code',
      { ...board, columns: [{ ...board.columns[0], key: 'lost' }] },
      'columns.0.key',
    ],
    [
      'a malformed date',
      {
        ...board,
        columns: [
          {
            ...board.columns[0],
            requests: [{ ...board.columns[0]?.requests[0], requestDate: '16/03/2026' }],
          },
        ],
      },
      'columns.0.requests.0.requestDate',
    ],
    ['null for a list', { ...board, columns: null }, 'columns'],
  ])('fails on %s with the path of the first mismatch', async (_, body, path) => {
    const { api } = client(() => json(body));
    const error = await failure(callRoute(api, routes.requestBoard));
    expect(error.code).toBe('invalid_answer');
    expect(error.path).toBe(path);
    expect(error.message).toBe('Invalid status!');
    expect(error.description).toContain(path);
  });

  it('fails on an answer that is not JSON', async () => {
    const { api } = client(() => new Response('<html>', { status: 200 }));
    const error = await failure(callRoute(api, routes.logout));
    expect(error.code).toBe('invalid_answer');
    expect(error.description).toBe('The answer is not JSON');
  });

  it('refuses a body that breaks its struct before sending it', async () => {
    const { api, requests } = client(() => json({ message: 'OK' }));
    const error = await failure(
      callRoute(api, routes.guestCancel, {
        params: { id: 1 },
        body: { guestCancelledReason: 999_999, guestCancelledMessage: 'Plans changed' },
      }),
    );
    expect(error.code).toBe('invalid_request');
    expect(error.path).toBe('guestCancelledReason');
    expect(requests).toHaveLength(0);
  });

  it('sends a body as JSON with its method and fills the path', async () => {
    const { api, requests } = client(() => json({ message: 'OK' }));
    await callRoute(api, routes.guestCancel, {
      params: { id: 42 },
      body: { guestCancelledReason: 10, guestCancelledMessage: 'Plans changed' },
    });
    const request = requests[0];
    expect(request?.method).toBe('PATCH');
    expect(request?.url).toBe(`${BASE}/api/v2/csm/requests/42/guest_cancel`);
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(await request?.json()).toEqual({
      guestCancelledReason: 10,
      guestCancelledMessage: 'Plans changed',
    });
  });

  it('sends a call with keepalive only when asked (a presence that outlives its tab)', async () => {
    const { api, requests } = client(() => json({ message: 'OK' }));
    const body = { entity: 'request', id: 1, activity: 'viewing', left: true } as const;
    await callRoute(api, routes.presence, { body, keepalive: true });
    await callRoute(api, routes.presence, { body });
    expect(requests.map((r) => r.keepalive)).toEqual([true, false]);
  });
});

describe('timeouts and abort signals', () => {
  it('gives up after 30 s by default', async () => {
    vi.useFakeTimers();
    const api = createApiClient({ baseUrl: BASE, fetch: hangingFetch() });
    const call = failure(callRoute(api, routes.refresh));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    let settled = false;
    void call.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('Invalid status!');
  });

  it('waits 3 minutes for the SEO generation', async () => {
    vi.useFakeTimers();
    const api = createApiClient({ baseUrl: BASE, fetch: hangingFetch() });
    let settled = false;
    const call = failure(callRoute(api, routes.generateSeoDescription, { params: { id: 1 } })).then(
      (error) => {
        settled = true;
        return error;
      },
    );
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS * 2);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(180_000 - DEFAULT_TIMEOUT_MS * 2);
    expect((await call).code).toBe('timeout');
  });

  it('takes a timeout per call', async () => {
    const api = createApiClient({ baseUrl: BASE, fetch: hangingFetch() });
    const error = await failure(callRoute(api, routes.refresh, { timeoutMs: 5 }));
    expect(error.code).toBe('timeout');
  });

  it('stops when the caller aborts', async () => {
    const api = createApiClient({ baseUrl: BASE, fetch: hangingFetch() });
    const controller = new AbortController();
    const call = failure(callRoute(api, routes.refresh, { signal: controller.signal }));
    controller.abort();
    expect((await call).code).toBe('aborted');
    expect(
      (await failure(callRoute(api, routes.refresh, { signal: controller.signal }))).code,
    ).toBe('aborted');
  });

  it('reports a network failure', async () => {
    const api = createApiClient({
      baseUrl: BASE,
      fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch,
    });
    const error = await failure(callRoute(api, routes.refresh));
    expect(error.code).toBe('network_error');
    expect(error.status).toBe(0);
  });
});

describe('files', () => {
  it('downloads a CSV with the name the server gives', async () => {
    const { api, requests } = client(
      () =>
        new Response('day,searches\n2026-03-16,12\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="search-analytics.csv"',
          },
        }),
    );
    const file = await callRoute(api, routes.searchAnalyticsCsv, {
      query: { minDate: '2026-03-01', maxDate: '2026-03-16' },
    });
    expect(file.filename).toBe('search-analytics.csv');
    expect(file.contentType).toBe('text/csv');
    expect(await file.blob.text()).toBe('day,searches\n2026-03-16,12\n');
    expect(requests[0]?.headers.get('Accept')).toBe('text/csv');
    expect(requests[0]?.url).toBe(
      `${BASE}/api/v2/csm/analytics/dump_search_analytics?minDate=2026-03-01&maxDate=2026-03-16`,
    );
  });

  it('names a file after its route when the server gives no name', async () => {
    const { api } = client(
      () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const file = await callRoute(api, routes.contractPdf, { params: { id: 4 } });
    expect(file.filename).toBe('contractPdf.pdf');
  });

  it('fails on an empty file and reads the error body of a failed download', async () => {
    const empty = client(() => new Response('', { status: 200 }));
    expect((await failure(callRoute(empty.api, routes.officeAnalyticsCsv))).message).toBe(
      'Invalid status!',
    );
    const denied = client(() => json({ code: 'login_required', description: 'x' }, 401));
    const error = await failure(callRoute(denied.api, routes.officeAnalyticsCsv));
    expect(error.message).toBe('Need to login');
    expect(denied.ended).toHaveLength(1);
  });

  it('downloads a link from an answer with the token only on the API', async () => {
    const { api, requests } = client(
      () => new Response('%PDF', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const own = await api.download('/api/v2/contracts/7/pdf');
    await api.download(`${BASE}/api/v2/csm/documents/3/pdf`);
    await api.download('https://files.example.com/contract.pdf');
    expect(own.filename).toBe('pdf.pdf');
    expect(requests.map((r) => [r.url, r.headers.get('Authorization')])).toEqual([
      [`${BASE}/api/v2/contracts/7/pdf`, 'Bearer tok'],
      [`${BASE}/api/v2/csm/documents/3/pdf`, 'Bearer tok'],
      ['https://files.example.com/contract.pdf', null],
    ]);
  });

  it.each([
    ['attachment; filename="a b.csv"', 'a b.csv'],
    ["attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf", 'résumé.pdf'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    [null, 'fallback'],
  ])('reads the file name of %j', (header, name) => {
    expect(filenameFromDisposition(header, 'fallback')).toBe(name);
  });
});

describe('query strings', () => {
  it('writes typed filters and leaves out blanks', () => {
    expect(
      toSearchParams({ page: 2, pro: false, search: '', endDate: undefined, q: 'a&b' }).toString(),
    ).toBe('page=2&pro=false&q=a%26b');
  });

  it.each([
    ['requestBoard', { startDate: '2026-03-09', visitWithinHours: 48, sort: 'received_asc' }],
    [
      'contracts',
      { sort: 'user_id_desc', status: 'active', search: 'Acme', page: 2, perPage: 100 },
    ],
    [
      'conversations',
      { status: 'visit_past', unread: 'csm', search: '#12', sort: 'request_id_asc' },
    ],
    ['documents', { type: 'payout', startDate: '2026-02-16', endDate: '2026-03-16', perPage: 20 }],
    [
      'offices',
      {
        publicationState: 2,
        bestDeal: true,
        bestChoice: false,
        category: 0,
        country: 'LU',
        generatedBy: 'csv',
      },
    ],
    [
      'users',
      {
        orderType: 'asc',
        statusCode: 'blocked',
        pro: true,
        profileComplete: false,
        searchText: 'x@y.z',
      },
    ],
    [
      'searchOffices',
      {
        placeId: 'p',
        geoLat: 48.85,
        topLat: 48.9,
        seatsMin: 3,
        topPick: true,
        view: 'map',
        page: 3,
      },
    ],
    ['seoLocations', { displayTitle: 'Lyon', slug: 'coworking' }],
    ['displaySections', { location: 'Paris' }],
    ['placeAutocomplete', { q: 'Par', s_token: 'abc', lang: 'fr' }],
    ['searchAnalyticsCsv', { minDate: '2026-03-01', maxDate: '2026-03-16' }],
  ] as const)(
    '%s filters survive the wire: the server reads back what the client wrote',
    (name, query) => {
      const route = routes[name];
      const wire = Object.fromEntries(toSearchParams(query));
      expect(create(wire, route.query as Struct<unknown, unknown>)).toEqual(query);
    },
  );

  it('refuses an unknown or malformed query parameter on the server side', () => {
    expect(() => create({ perPage: '7' }, routes.contracts.query)).toThrow(/perPage/);
    expect(() => create({ startDate: '16/03/2026' }, routes.requestBoard.query)).toThrow(
      /startDate/,
    );
    expect(() => create({ colour: 'red' }, routes.users.query)).toThrow(/colour/);
    expect(create({ search: '', page: '' }, routes.contracts.query)).toEqual({
      search: undefined,
      page: undefined,
    });
  });
});

describe('callRoute types', () => {
  it('asks for path parameters, bodies and typed queries exactly where the route has them', async () => {
    const { api, requests } = client(() => json({ message: 'OK' }));
    // Compile-time checks: tsc fails if any of these lines stops being an error.
    const misuses = () => {
      // @ts-expect-error the request detail needs its id
      void callRoute(api, routes.request);
      // @ts-expect-error a guest cancel needs its body
      void callRoute(api, routes.guestCancel, { params: { id: 1 } });
      // @ts-expect-error the board has no such sort
      void callRoute(api, routes.requestBoard, { query: { sort: 'newest' } });
      // @ts-expect-error unpublish takes no body
      void callRoute(api, routes.unpublishOffice, { params: { id: 1 }, body: {} });
      // @ts-expect-error the note body uses the spec's office_id
      void callRoute(api, routes.createInternalNote, { body: { officeId: 1, note: 'x' } });
    };
    expect(misuses).toBeTypeOf('function');
    const answer = await callRoute(api, routes.unpublishOffice, { params: { id: 9 } });
    expect(answer.message).toBe('OK');
    expect(requests[0]?.method).toBe('PATCH');
    expect(requests[0]?.url).toBe(`${BASE}/api/v2/csm/offices/9/unpublish`);
    expect(await requests[0]?.text()).toBe('');
  });
});

describe('writes exactly once', () => {
  it('sends a write with an Idempotency-Key, a new one per call, and a read with none', async () => {
    const { fetch, requests } = fakeFetch((request) =>
      request.method === 'GET'
        ? Response.json({ user: USER, session: TIMES })
        : Response.json({ message: 'ok' }),
    );
    const client = createApiClient({ baseUrl: BASE, fetch });
    await callRoute(client, routes.blockUser, { params: { id: 4 } });
    await callRoute(client, routes.blockUser, { params: { id: 4 } });
    await callRoute(client, routes.refresh);
    await callRoute(client, routes.login, { body: { email: 'a@b.fr', password: 'x' } }).catch(
      () => null,
    );
    const keys = requests.map((r) => r.headers.get(IDEMPOTENCY_HEADER));
    expect(keys[0]).toMatch(/^[\w-]{36}$/);
    expect(keys[1]).toMatch(/^[\w-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.slice(2)).toEqual([null, null]);
  });

  it('retries a write with the same key after no answer and after 502, 503 and 504', async () => {
    let calls = 0;
    const { fetch, requests } = fakeFetch(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      if (calls === 2) return new Response(null, { status: 502 });
      if (calls === 3)
        return Response.json({ code: 'starting', description: 'x' }, { status: 503 });
      return Response.json({ message: 'ok' });
    });
    const client = createApiClient({ baseUrl: BASE, fetch, retryDelaysMs: [1, 1, 1] });
    await expect(callRoute(client, routes.blockUser, { params: { id: 4 } })).resolves.toEqual({
      message: 'ok',
    });
    const keys = new Set(requests.map((r) => r.headers.get(IDEMPOTENCY_HEADER)));
    expect(requests).toHaveLength(4);
    expect(keys.size).toBe(1);
  });

  it('gives up after its retries, and never retries a refusal or a read', async () => {
    const down = fakeFetch(() => new Response(null, { status: 504 }));
    const client = createApiClient({ baseUrl: BASE, fetch: down.fetch, retryDelaysMs: [1, 1] });
    await expect(callRoute(client, routes.blockUser, { params: { id: 4 } })).rejects.toMatchObject({
      status: 504,
    });
    expect(down.requests).toHaveLength(3);
    const refused = fakeFetch(() =>
      Response.json({ code: 'conflict', description: 'Already blocked' }, { status: 409 }),
    );
    const once = createApiClient({ baseUrl: BASE, fetch: refused.fetch, retryDelaysMs: [1, 1] });
    await expect(callRoute(once, routes.blockUser, { params: { id: 4 } })).rejects.toMatchObject({
      status: 409,
    });
    expect(refused.requests).toHaveLength(1);
    const read = fakeFetch(() => new Response(null, { status: 503 }));
    const reader = createApiClient({ baseUrl: BASE, fetch: read.fetch, retryDelaysMs: [1, 1] });
    await expect(callRoute(reader, routes.refresh)).rejects.toMatchObject({ status: 503 });
    expect(read.requests).toHaveLength(1);
  });

  it("sends the caller's key when given, and sends no retry once aborted", async () => {
    const { fetch, requests } = fakeFetch(() => Response.json({ message: 'ok' }));
    const client = createApiClient({ baseUrl: BASE, fetch });
    await callRoute(client, routes.officeBestDeal, {
      params: { id: 3 },
      body: { isBestDeal: true },
      idempotencyKey: 'form-1',
    });
    expect(requests[0]!.headers.get(IDEMPOTENCY_HEADER)).toBe('form-1');
    // Aborted once the first try has failed, while the retry waits its 50 ms.
    let failed!: () => void;
    const firstFailed = new Promise<void>((resolve) => (failed = resolve));
    const failing = fakeFetch(() => {
      failed();
      throw new TypeError('Failed to fetch');
    });
    const slow = createApiClient({ baseUrl: BASE, fetch: failing.fetch, retryDelaysMs: [50] });
    const controller = new AbortController();
    const pending = callRoute(slow, routes.blockUser, {
      params: { id: 4 },
      signal: controller.signal,
    });
    await firstFailed;
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
    expect(failing.requests).toHaveLength(1);
  });
});
