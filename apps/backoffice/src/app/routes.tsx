import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { loadAnalytics } from '../features/analytics';
import { loadContracts } from '../features/contracts';
import { loadConversation, loadConversations } from '../features/conversations';
import { loadDocuments } from '../features/documents';
import { loadLayout, loadNotBuiltScreen } from '../features/layout';
import { loadOfficeDetail, loadOffices } from '../features/offices';
import { loadRequestDetail, loadRequestsBoard } from '../features/requests';
import { LoginRoute, RequireSession } from '../features/session';
import { HOME_PATH, ROUTE_PATTERNS } from '../shared/paths';
import { PageLoading } from '../shared/PageStatus';
import { RouteError } from '../shared/RouteError';
import { lazyScreen } from './lazyScreen';

// Declarative routes (BrowserRouter) rather than createBrowserRouter: the data router adds
// about 17 KiB gzip to the entry chunk, which the login route's 110 KiB budget cannot carry,
// and nothing here uses loaders or actions. Each screen is still its own lazy chunk.
const Layout = lazyScreen(loadLayout);
const NotBuilt = lazyScreen(loadNotBuiltScreen);
const RequestsBoard = lazyScreen(loadRequestsBoard);
const RequestDetail = lazyScreen(loadRequestDetail);
const Contracts = lazyScreen(loadContracts);
const Offices = lazyScreen(loadOffices);
const OfficeDetail = lazyScreen(loadOfficeDetail);
const Conversations = lazyScreen(loadConversations);
const Conversation = lazyScreen(loadConversation);
const Documents = lazyScreen(loadDocuments);
const Analytics = lazyScreen(loadAnalytics);

/** The paths of the navigation that later issues build: a "not built yet" page for now. */
const NOT_BUILT_PATHS = [
  ROUTE_PATTERNS.users,
  ROUTE_PATTERNS.user,
  ROUTE_PATTERNS.mapSearch,
  ROUTE_PATTERNS.seo,
  ROUTE_PATTERNS.display,
];

/** Every route of the app. Unauthenticated visitors see the login screen on every path. */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteError resetKey={location.pathname}>
      <Routes>
        <Route path={ROUTE_PATTERNS.login} element={<LoginRoute />} />
        <Route
          element={
            <RequireSession>
              <Suspense fallback={<PageLoading fullPage />}>
                <Layout />
              </Suspense>
            </RequireSession>
          }
        >
          <Route path={ROUTE_PATTERNS.requests} element={<RequestsBoard />} />
          <Route path={ROUTE_PATTERNS.request} element={<RequestDetail />} />
          <Route path={ROUTE_PATTERNS.contracts} element={<Contracts />} />
          <Route path={ROUTE_PATTERNS.offices} element={<Offices />} />
          <Route path={ROUTE_PATTERNS.officeDetail} element={<OfficeDetail />} />
          <Route path={ROUTE_PATTERNS.conversations} element={<Conversations />} />
          <Route path={ROUTE_PATTERNS.conversation} element={<Conversation />} />
          <Route path={ROUTE_PATTERNS.documents} element={<Documents />} />
          <Route path={ROUTE_PATTERNS.analytics} element={<Analytics />} />
          {NOT_BUILT_PATHS.map((path) => (
            <Route key={path} path={path} element={<NotBuilt />} />
          ))}
          <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
          <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
        </Route>
      </Routes>
    </RouteError>
  );
}
