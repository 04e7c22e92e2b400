// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type SessionEndedEvent } from '../client/client';
import { isApiError } from '../client/errors';
import { useGuestCancel } from '../endpoints/requestActions';
import {
  requestBoardKey,
  useRequest,
  useRequestBoard,
  useUser,
  useUsers,
} from '../endpoints/reads';
import { useOfficeSearch } from '../endpoints/officeSearch';
import { useUserStatus } from '../endpoints/userActions';
import { makeContactRequest, makeOffice, makeUser } from '../mocks/fixtures';
import { routes } from '../routes';
import { ApiProvider, useApiClient } from './ApiProvider';
import { TEST_BASE as BASE, setupTestServer } from './testHarness';

const url = (path: string) => `${BASE}${path}`;

const server = setupTestServer();

function setup() {
  const ended: SessionEndedEvent[] = [];
  const client = createApiClient({
    baseUrl: BASE,
    getToken: () => 'tok',
    onSessionEnded: (event) => ended.push(event),
  });
  // A cache per test, and no deduplication, so that each test sees its own calls.
  const swrConfig = { provider: () => new Map(), dedupingInterval: 0 };
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ApiProvider client={client} swrConfig={swrConfig}>
      {children}
    </ApiProvider>
  );
  return { wrapper, ended };
}

const board = { total: 1, columns: [] };

describe('ApiProvider', () => {
  it('is required by the hooks', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiClient())).toThrow(/ApiProvider/);
  });
});

describe('read hooks', () => {
  it('read with the typed filters and key the cache by them', async () => {
    const seen: string[] = [];
    server.use(
      http.get(url(routes.requestBoard.path), ({ request }) => {
        seen.push(new URL(request.url).search);
        expect(request.headers.get('Authorization')).toBe('Bearer tok');
        return HttpResponse.json(board);
      }),
    );
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ sort }: { sort: 'visit_asc' | 'visit_desc' }) => useRequestBoard({ sort, search: '' }),
      { wrapper, initialProps: { sort: 'visit_asc' } },
    );
    await waitFor(() => expect(result.current.data).toEqual(board));
    rerender({ sort: 'visit_desc' });
    await waitFor(() => expect(seen).toEqual(['?sort=visit_asc', '?sort=visit_desc']));
  });

  it('key blank and absent filters alike, whatever their order', () => {
    expect(requestBoardKey({ search: '', sort: 'visit_asc', endDate: undefined })).toEqual(
      requestBoardKey({ sort: 'visit_asc' }),
    );
    expect(requestBoardKey({ sort: 'visit_asc' })).not.toEqual(
      requestBoardKey({ sort: 'visit_desc' }),
    );
  });

  it('ask nothing while the id is null', async () => {
    const fetched = vi.fn();
    server.use(http.get(url('/api/v2/csm/requests/:id'), fetched));
    const { wrapper } = setup();
    const { result } = renderHook(() => useRequest(null), { wrapper });
    // A read that is due shows from the first render on (SWR's isValidating), before its
    // request leaves: none is, so nothing needs waiting for.
    expect(result.current.isValidating).toBe(false);
    expect(result.current.data).toBeUndefined();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('give the ApiError with the catalogue message, and end the session on 401', async () => {
    server.use(
      http.get(url(routes.request.path), () =>
        HttpResponse.json({ code: 'login_required', description: 'x' }, { status: 401 }),
      ),
    );
    const { wrapper, ended } = setup();
    const { result } = renderHook(() => useRequest(4), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(isApiError(result.current.error) && result.current.error.message).toBe('Need to login');
    expect(ended.map((e) => e.reason)).toEqual(['login_required']);
  });

  it('load the map search list 20 at a time and stop at the last page', async () => {
    const pages: number[] = [];
    server.use(
      http.get(url(routes.searchOffices.path), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(page);
        return HttpResponse.json({ offices: [makeOffice(page)], resultCount: 30, totalPages: 2 });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useOfficeSearch({ q: 'Paris' }), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    await act(() => result.current.setSize(2));
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    await act(() => result.current.setSize(3));
    expect(result.current.data?.map((p) => p.offices[0]?.id)).toEqual([1, 2]);
    expect(pages).toEqual([1, 2]);
  });
});

describe('mutation hooks', () => {
  it('send the action and revalidate the reads it changes', async () => {
    let requestReads = 0;
    let boardReads = 0;
    const bodies: unknown[] = [];
    server.use(
      http.get(url(routes.request.path), () => {
        requestReads += 1;
        return HttpResponse.json({ request: makeContactRequest(7, 0) });
      }),
      http.get(url(routes.requestBoard.path), () => {
        boardReads += 1;
        return HttpResponse.json(board);
      }),
      http.patch(url(routes.guestCancel.path), async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ message: 'OK' });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ request: useRequest(7), board: useRequestBoard(), cancel: useGuestCancel() }),
      { wrapper },
    );
    await waitFor(() =>
      expect([
        requestReads,
        boardReads,
        result.current.request.error,
        Boolean(result.current.request.data),
        Boolean(result.current.board.data),
      ]).toEqual([1, 1, undefined, true, true]),
    );
    expect([requestReads, boardReads]).toEqual([1, 1]);
    let answer: unknown;
    await act(async () => {
      answer = await result.current.cancel.trigger({
        requestId: 7,
        guestCancelledReason: 10,
        guestCancelledMessage: 'Found elsewhere',
      });
    });
    expect(answer).toEqual({ message: 'OK' });
    expect(bodies).toEqual([
      { id: '7', body: { guestCancelledReason: 10, guestCancelledMessage: 'Found elsewhere' } },
    ]);
    await waitFor(() => expect([requestReads, boardReads]).toEqual([2, 2]));
  });

  it('send a failed submit again with its Idempotency-Key, and a new submit with a new one', async () => {
    const keys: (string | null)[] = [];
    let answer = 504;
    server.use(
      http.patch(url(routes.guestCancel.path), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return answer === 200
          ? HttpResponse.json({ message: 'OK' })
          : new HttpResponse(null, { status: answer });
      }),
    );
    const client = createApiClient({ baseUrl: BASE, getToken: () => 'tok', retryDelaysMs: [] });
    const swrConfig = { provider: () => new Map(), dedupingInterval: 0 };
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <ApiProvider client={client} swrConfig={swrConfig}>
        {children}
      </ApiProvider>
    );
    const { result } = renderHook(() => useGuestCancel(), { wrapper });
    const arg = { requestId: 1, guestCancelledReason: 10, guestCancelledMessage: 'x' };
    await act(async () => {
      await result.current.trigger(arg).catch(() => undefined);
    });
    answer = 200;
    await act(async () => {
      await result.current.trigger(arg);
    });
    await act(async () => {
      await result.current.trigger(arg);
    });
    expect(keys).toHaveLength(3);
    // The retry of the failed submit is the same call; the next submit is a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[0]).toMatch(/^[\w-]{36}$/);
  });

  it('keep the ApiError of a failed action', async () => {
    server.use(
      http.patch(url(routes.guestCancel.path), () =>
        HttpResponse.json({ code: 'no_input_data', description: 'x' }, { status: 400 }),
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useGuestCancel(), { wrapper });
    await act(async () => {
      await result.current
        .trigger({ requestId: 1, guestCancelledReason: 0, guestCancelledMessage: 'x' })
        .catch(() => undefined);
    });
    expect(result.current.error?.message).toBe('400 error: form invalid');
  });

  it("refresh the user's page at once and the user list 1000 ms after a status change", async () => {
    const listReads: number[] = [];
    const userReads: number[] = [];
    const start = Date.now();
    server.use(
      http.get(url(routes.users.path), () => {
        listReads.push(Date.now() - start);
        return HttpResponse.json({ pages: 1, total: 1, users: [makeUser(1)] });
      }),
      http.get(url(routes.user.path), () => {
        userReads.push(Date.now() - start);
        return HttpResponse.json({ user: makeUser(1, true) });
      }),
      http.patch(url(routes.blockUser.path), () => HttpResponse.json({ message: 'ok' })),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ users: useUsers(), user: useUser(1), status: useUserStatus() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.users.data).toBeDefined());
    await waitFor(() => expect(userReads).toHaveLength(1));
    const changedAt = Date.now() - start;
    await act(() => result.current.status.trigger({ userId: 1, action: 'block' }));
    // Judged by when each read came, not by what a fixed 500 ms sleep saw: on a loaded machine
    // the trigger, the first read and the sleep together can outlast the list's 1000 ms.
    await waitFor(() => expect(listReads).toHaveLength(2), { timeout: 5000 });
    expect((listReads[1] ?? 0) - changedAt).toBeGreaterThanOrEqual(1000);
    // The guest's own page does not wait: its Confirm user button must go at once, before the
    // list is read again.
    expect(userReads).toHaveLength(2);
    expect(userReads[1]).toBeLessThan(listReads[1]!);
  });
});
