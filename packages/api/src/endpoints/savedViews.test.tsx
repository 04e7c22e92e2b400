// @vitest-environment jsdom
import { renderHook, waitFor, act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_BASE as BASE, setupTestServer, testWrapper as wrapper } from '../hooks/testHarness';
import { createHandlers } from '../mocks/handlers';
import { createMockDb } from '../mocks/db';
import { useCreateSavedView, useSavedViews, useSetDefaultView } from './savedViews';

const server = setupTestServer();

describe('saved views', () => {
  it('a view saved, then made the default, is read again by the screen’s menu and by Go to', async () => {
    server.use(...createHandlers({ db: createMockDb(), baseUrl: BASE }));
    const { result } = renderHook(
      () => ({
        screen: useSavedViews({ screen: 'users' }),
        all: useSavedViews({}),
        create: useCreateSavedView(),
        setDefault: useSetDefaultView(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.screen.data?.views).toHaveLength(1));
    await waitFor(() => expect(result.current.all.data?.views).toHaveLength(4));
    const saved = await act(() =>
      result.current.create.trigger({
        screen: 'users',
        name: 'Hosts',
        query: 'userType=host',
        shared: false,
      }),
    );
    await waitFor(() => expect(result.current.screen.data?.views).toHaveLength(2));
    await waitFor(() => expect(result.current.all.data?.views).toHaveLength(5));
    await act(() => result.current.setDefault.trigger({ screen: 'users', viewId: saved.view.id }));
    await waitFor(() =>
      expect(result.current.screen.data?.views.find((v) => v.isDefault)?.name).toBe('Hosts'),
    );
  });
});
