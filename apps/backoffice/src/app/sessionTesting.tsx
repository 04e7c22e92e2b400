/**
 * Renders the app's providers at a path, for the session's tests: the login route, and behind
 * RequireSession one signed-in page; `where` shows the router's location beside them. And the
 * mock server their calls go to.
 */
import { cleanup, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from './App';
import { createAppApi } from '@/shared/api';
import { LoginRoute, RequireSession } from '@/features/session';

/** The app at `path`, with the login route and `page` as every other path's signed-in page. */
export function renderSessionApp(
  path: string,
  { page, where }: { page: ReactNode; where: ReactNode },
) {
  return render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <AppProviders api={createAppApi('')}>
        {where}
        <Routes>
          <Route path="/login" element={<LoginRoute />} />
          <Route path="*" element={<RequireSession>{page}</RequireSession>} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

/**
 * The mock server of a session test file: any call it has no answer for fails the test; after
 * each test its answers, the page and both storages are cleared.
 */
export function setUpSessionServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}
