// @vitest-environment jsdom
import { cleanup, renderHook, waitFor, act } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/client';
import { ApiProvider } from '../hooks/ApiProvider';
import { createHandlers } from '../mocks/handlers';
import { createMockDb } from '../mocks/db';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from './requestNotes';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

function wrapper({ children }: { children?: ReactNode }) {
  const client = createApiClient({ baseUrl: BASE, getToken: () => 'tok' });
  return (
    <ApiProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </ApiProvider>
  );
}

describe('the inbox', () => {
  it('marks one read, then all, and the read of the inbox follows each', async () => {
    server.use(...createHandlers({ db: createMockDb(), baseUrl: BASE }));
    const { result } = renderHook(
      () => ({
        inbox: useNotifications(),
        mark: useMarkNotificationRead(),
        markAll: useMarkAllNotificationsRead(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.inbox.data?.unread).toBe(2));
    await act(() => result.current.mark.trigger({ id: 802, read: true }));
    await waitFor(() => expect(result.current.inbox.data?.unread).toBe(1));
    await act(() => result.current.markAll.trigger());
    await waitFor(() => expect(result.current.inbox.data?.unread).toBe(0));
  });
});
