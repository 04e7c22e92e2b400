import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { loadLayout, loadNotBuiltScreen } from '../features/layout';
import { loadRequestDetail, loadRequestsBoard } from '../features/requests';
import { LoginRoute, RequireSession } from '../features/session';
import { lazyScreen } from './lazyScreen';
import { PageLoading } from './PageStatus';
import { RouteError } from './RouteError';

// Declarative routes (BrowserRouter) rather than createBrowserRouter: the data router adds
// about 17 KiB gzip to the entry chunk, which the login route's 110 KiB budget cannot carry,
// and nothing here uses loaders or actions. Each screen is still its own lazy chunk.
const Layout = lazyScreen(loadLayout);
const NotBuilt = lazyScreen(loadNotBuiltScreen);
const RequestsBoard = lazyScreen(loadRequestsBoard);
const RequestDetail = lazyScreen(loadRequestDetail);

/** The paths of the navigation that later issues build: a "not built yet" page for now. */
const NOT_BUILT_PATHS = [
  '/analytic',
  '/users',
  '/users/:id',
  '/offices',
  '/conversations',
  '/conversations/:id',
  '/contracts',
  '/documents',
  '/offices/search',
  '/offices/search/details/:id',
  '/seo',
  '/office_display',
];

/** Every route of the app. Unauthenticated visitors see the login screen on every path. */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteError resetKey={location.pathname}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route
          element={
            <RequireSession>
              <Suspense fallback={<PageLoading fullPage />}>
                <Layout />
              </Suspense>
            </RequireSession>
          }
        >
          <Route path="/requests" element={<RequestsBoard />} />
          <Route path="/requests/:id" element={<RequestDetail />} />
          {NOT_BUILT_PATHS.map((path) => (
            <Route key={path} path={path} element={<NotBuilt />} />
          ))}
          <Route path="/" element={<Navigate to="/requests" replace />} />
          <Route path="*" element={<Navigate to="/requests" replace />} />
        </Route>
      </Routes>
    </RouteError>
  );
}
