/**
 * Renders the app's providers at a path, for the session's tests: the login route, and behind
 * RequireSession one signed-in page; `where` shows the router's location beside them.
 */
import { render } from '@testing-library/react';
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
