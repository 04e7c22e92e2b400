import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadLayout } from '@/app/layout';
import { LoginRoute, OneTimeLinkRoute, RequireSession } from '@/features/session';
import { ROUTE_PATTERNS } from '@/shared/paths';
import { PageLoading } from '@/shared/PageStatus';
import { RouteError } from '@/shared/RouteError';
import { lazyScreen } from './lazyScreen';

// Declarative routes (BrowserRouter) rather than createBrowserRouter: the data router adds
// about 17 KiB gzip to the entry chunk, which the login route's 110 KiB budget cannot carry,
// and nothing here uses loaders or actions. Each screen is still its own lazy chunk.
/**
 * The signed-in layout, which routes to the screens itself (app/screens.ts, in the layout's
 * chunk), so that the sign-in screen's first download carries none of their loaders.
 */
const Layout = lazyScreen(loadLayout);

/** Every route of the app. Unauthenticated visitors see the login screen on every path. */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteError resetKey={location.pathname}>
      <Routes>
        <Route path={ROUTE_PATTERNS.login} element={<LoginRoute />} />
        <Route path={ROUTE_PATTERNS.setPassword} element={<OneTimeLinkRoute />} />
        <Route
          path="*"
          element={
            <RequireSession>
              <Suspense fallback={<PageLoading fullPage />}>
                <Layout />
              </Suspense>
            </RequireSession>
          }
        />
      </Routes>
    </RouteError>
  );
}
