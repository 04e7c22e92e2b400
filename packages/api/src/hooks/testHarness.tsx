// What the hooks' tests share: an MSW server for the file and a provider around each hook.
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient } from '../client/client';
import { ApiProvider } from './ApiProvider';

/** The API origin the hooks' tests call. */
export const TEST_BASE = 'http://api.test';

/** An MSW server for the test file: refuses unhandled calls, reset and cleaned up after each test. */
export function setupTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    cleanup();
  });
  afterAll(() => server.close());
  return server;
}

/** `renderHook`'s wrapper: a client of `TEST_BASE` with a token, a cache of its own, no deduplication. */
export function testWrapper({ children }: { children?: ReactNode }) {
  const client = createApiClient({ baseUrl: TEST_BASE, getToken: () => 'tok' });
  return (
    <ApiProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </ApiProvider>
  );
}
