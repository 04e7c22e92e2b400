// @vitest-environment jsdom
import { renderHook, waitFor, act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_BASE as BASE, setupTestServer, testWrapper as wrapper } from '../hooks/testHarness';
import { createHandlers } from '../mocks/handlers';
import { createMockDb } from '../mocks/db';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from './requestNotes';

const server = setupTestServer();

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
