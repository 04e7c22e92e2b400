// @vitest-environment jsdom
import { cleanup, renderHook, waitFor, act } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/client';
import { ApiProvider } from '../hooks/ApiProvider';
import { createHandlers } from '../mocks/handlers';
import { createMockDb } from '../mocks/db';
import { useCreateSavedView, useSavedViews, useSetDefaultView } from './savedViews';

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
