import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { loadAnalytics } from '../features/analytics';
import { loadContracts } from '../features/contracts';
import { loadConversation, loadConversations } from '../features/conversations';
import { loadDocuments } from '../features/documents';
import { loadLayout } from '@/app/layout';
import { loadMapSearch } from '../features/map-search';
import { loadOfficeDetail, loadOffices } from '../features/offices';
import { loadRequestDetail, loadRequestsBoard } from '../features/requests';
import { loadSeo } from '../features/seo';
import { loadDisplay } from '../features/display';
import { LoginRoute, RequireSession } from '../features/session';
import { loadUser, loadUsers } from '../features/users';
import { HOME_PATH, ROUTE_PATTERNS } from '../shared/paths';
import { PageLoading } from '../shared/PageStatus';
import { RouteError } from '../shared/RouteError';
import { lazyScreen } from './lazyScreen';

// Declarative routes (BrowserRouter) rather than createBrowserRouter: the data router adds
// about 17 KiB gzip to the entry chunk, which the login route's 110 KiB budget cannot carry,
// and nothing here uses loaders or actions. Each screen is still its own lazy chunk.
const Layout = lazyScreen(loadLayout);
const RequestsBoard = lazyScreen(loadRequestsBoard);
const RequestDetail = lazyScreen(loadRequestDetail);
const Contracts = lazyScreen(loadContracts);
const Offices = lazyScreen(loadOffices);
const OfficeDetail = lazyScreen(loadOfficeDetail);
const Conversations = lazyScreen(loadConversations);
const Conversation = lazyScreen(loadConversation);
const Seo = lazyScreen(loadSeo);
const Display = lazyScreen(loadDisplay);
const MapSearch = lazyScreen(loadMapSearch);
const Users = lazyScreen(loadUsers);
const User = lazyScreen(loadUser);
const Documents = lazyScreen(loadDocuments);
const Analytics = lazyScreen(loadAnalytics);

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
          <Route path={ROUTE_PATTERNS.mapSearch} element={<MapSearch />} />
          <Route path={ROUTE_PATTERNS.conversations} element={<Conversations />} />
          <Route path={ROUTE_PATTERNS.conversation} element={<Conversation />} />
          <Route path={ROUTE_PATTERNS.seo} element={<Seo />} />
          <Route path={ROUTE_PATTERNS.display} element={<Display />} />
          <Route path={ROUTE_PATTERNS.users} element={<Users />} />
          <Route path={ROUTE_PATTERNS.user} element={<User />} />
          <Route path={ROUTE_PATTERNS.documents} element={<Documents />} />
          <Route path={ROUTE_PATTERNS.analytics} element={<Analytics />} />
          <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
          <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
        </Route>
      </Routes>
    </RouteError>
  );
}
