// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { TEST_BASE as BASE, setupTestServer, testWrapper as wrapper } from '../hooks/testHarness';
import { readsOfAreas } from '../events';
import { makeHistory } from '../mocks/fixtures';
import { routes } from '../routes';
import { HISTORY_READS, useOfficeHistory, useRequestHistory, useUserHistory } from './history';

const server = setupTestServer();

const answer = (entries = makeHistory('request', 7)) => ({ pages: 3, total: 41, entries });

describe('history reads', () => {
  it.each([
    ['request', useRequestHistory, '/api/v2/csm/requests/7/history'],
    ['office', useOfficeHistory, '/api/v2/csm/offices/7/history'],
    ['user', useUserHistory, '/api/v2/csm/users/7/history'],
  ] as const)("read a %s's history page by page", async (_kind, useHistory, path) => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}${path}`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(answer());
      }),
    );
    const { result, rerender } = renderHook(({ page }) => useHistory(7, page), {
      wrapper,
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.data?.total).toBe(41));
    rerender({ page: 2 });
    await waitFor(() => expect(seen).toEqual(['', '?page=2']));
  });

  it('ask nothing without an id', async () => {
    const { result } = renderHook(() => useRequestHistory(null), { wrapper });
    // A read that is due shows from the first render on (SWR's isValidating), before its
    // request leaves: none is, so nothing needs waiting for.
    expect(result.current.isValidating).toBe(false);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it('key page 1 as no page, so that live refresh finds every page by its route', () => {
    expect(HISTORY_READS.office.key(4)).toEqual(HISTORY_READS.office.key(4, 1));
    expect(HISTORY_READS.office.key(4, 2)).toEqual(['officeHistory', { id: 4 }, { page: 2 }]);
    for (const kind of ['request', 'office', 'user'] as const) {
      expect(LIVE_READ_NAMES).toContain(HISTORY_READS[kind].key(1)[0]);
    }
  });

  it('read again when live refresh revalidates the route', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}${routes.userHistory.path.replace(':id', '3')}`, () => {
        calls += 1;
        return HttpResponse.json(answer(calls > 1 ? makeHistory('user', 3) : []));
      }),
    );
    const { result } = renderHook(
      () => ({ read: useUserHistory(3), mutate: useSWRConfig().mutate }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.read.data?.entries).toEqual([]));
    const reads = new Set<string>(readsOfAreas(['users']));
    await result.current.mutate((key) => Array.isArray(key) && reads.has(key[0] as string));
    await waitFor(() => expect(result.current.read.data?.entries.length).toBe(2));
  });
});

const LIVE_READ_NAMES = readsOfAreas(['requests', 'offices', 'users']);
