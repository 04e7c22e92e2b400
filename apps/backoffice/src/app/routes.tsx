import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { loadLayout } from '@/app/layout';
import type * as ScreenLoaders from '@/app/layout/screens';
import { LoginRoute, OneTimeLinkRoute, RequireSession } from '../features/session';
import { HOME_PATH, ROUTE_PATTERNS } from '../shared/paths';
import { PageLoading } from '../shared/PageStatus';
import { RouteError } from '../shared/RouteError';
import { lazyScreen } from './lazyScreen';
import type { ScreenModule } from './lazyScreen';

// Declarative routes (BrowserRouter) rather than createBrowserRouter: the data router adds
// about 17 KiB gzip to the entry chunk, which the login route's 110 KiB budget cannot carry,
// and nothing here uses loaders or actions. Each screen is still its own lazy chunk.
const Layout = lazyScreen(loadLayout);
/**
 * A signed-in screen, drawn inside the layout: its loader comes from the layout's module,
 * loaded by then, so the login route does not carry every screen's list of chunks.
 */
const signedIn = (loader: keyof typeof ScreenLoaders) =>
  lazyScreen(() => loadLayout().then((layout): Promise<ScreenModule> => layout.screens[loader]()));
const RequestsBoard = signedIn('loadRequestsBoard');
const RequestDetail = signedIn('loadRequestDetail');
const Contracts = signedIn('loadContracts');
const Offices = signedIn('loadOffices');
const OfficeDetail = signedIn('loadOfficeDetail');
const Conversations = signedIn('loadConversations');
const Conversation = signedIn('loadConversation');
const Seo = signedIn('loadSeo');
const Display = signedIn('loadDisplay');
const MapSearch = signedIn('loadMapSearch');
const Users = signedIn('loadUsers');
const User = signedIn('loadUser');
const Documents = signedIn('loadDocuments');
const Analytics = signedIn('loadAnalytics');
const Staff = signedIn('loadStaff');
const SecurityLog = signedIn('loadSecurityLog');

/** Every route of the app. Unauthenticated visitors see the login screen on every path. */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteError resetKey={location.pathname}>
      <Routes>
        <Route path={ROUTE_PATTERNS.login} element={<LoginRoute />} />
        <Route path={ROUTE_PATTERNS.setPassword} element={<OneTimeLinkRoute />} />
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
          <Route path={ROUTE_PATTERNS.staff} element={<Staff />} />
          <Route path={ROUTE_PATTERNS.securityLog} element={<SecurityLog />} />
          <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
          <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
        </Route>
      </Routes>
    </RouteError>
  );
}
