import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ApiProvider } from '@backoffice/api';
import { AppShell, UserMenu } from '@backoffice/ui';
import type { AppShellLinkProps } from '@backoffice/ui';
import { useApi } from '../../shared/api';
import { PageLoading } from '../../shared/PageStatus';
import { HOME_PATH } from '../../shared/paths';
import { RouteError } from '../../shared/RouteError';
import { PowerButtons, PowerLayer, powerButtonsPlace } from '../palette';
import { useSession, useSignedInUser } from '../session';
import { ExportButton } from './ExportButton';
import { NAV_LINKS, PRODUCT_NAME } from './navigation';

function RouterLink({ href, className, children, ...rest }: AppShellLinkProps) {
  return (
    <Link to={href} className={className} aria-current={rest['aria-current']}>
      {children}
    </Link>
  );
}

/**
 * The frame of every signed-in screen, and the API hooks' client and cache: the top navigation with the spec's 10 links, the
 * Export button and the user menu (the signed-in name and Logout), then the screen.
 */
export function Layout() {
  const { pathname } = useLocation();
  const user = useSignedInUser();
  const { signOut } = useSession();
  const { client, swrConfig } = useApi();
  return (
    <ApiProvider client={client} swrConfig={swrConfig}>
      {/* Issue 20: keyboard shortcuts, live refresh, the go-to palette and the '?' sheet. */}
      <PowerLayer screens={NAV_LINKS}>
        <AppShell
          title={PRODUCT_NAME}
          titleHref={HOME_PATH}
          links={NAV_LINKS}
          currentPath={pathname}
          renderLink={RouterLink}
          actions={
            <>
              <PowerButtons className={powerButtonsPlace} />
              <ExportButton />
            </>
          }
          userMenu={<UserMenu name={user.name} onLogout={signOut} />}
        >
          <RouteError resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteError>
        </AppShell>
      </PowerLayer>
    </ApiProvider>
  );
}

export { Layout as Component };
