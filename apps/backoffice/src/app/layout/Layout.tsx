import { Suspense, useEffect, useState } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { API_DOCS_PATH, ApiProvider } from '@backoffice/api';
import { AppShell, UserMenu, useTheme } from '@backoffice/ui';
import type { AppShellLinkProps, ThemePreference } from '@backoffice/ui';
import { useApi } from '@/shared/api';
import { useToastsBelowAppBar } from '@/shared/notify';
import { useLastViewLinks } from '@/shared/navigation/lastViews';
import { useNavigationMemory } from '@/shared/navigation/useNavigationMemory';
import { askBeforeSignOut } from '@/shared/signOutGuard';
import { PageLoading } from '@/shared/PageStatus';
import { RoleProvider } from '@/shared/permissions';
import { presenceStore } from '@/shared/live/presence';
import { HOME_PATH } from '@/shared/paths';
import { RouteError } from '@/shared/RouteError';
import { settings } from '@/shared/settings';
import { ACCOUNT_MENU_ITEMS, AccountDialogs, accountDialogOf } from '@/features/account';
import type { AccountDialogId } from '@/features/account';
import { InboxButton } from '@/features/inbox';
import { PowerButtons, PowerLayer, powerButtonsPlace } from '@/features/palette';
import { useSession, useSignedInUser } from '@/features/session';
import { SCREENS } from '@/app/screens';
import { lazyScreen } from '@/app/lazyScreen';
import { ExportButton } from './ExportButton';
import { useFocusHeadingOnNavigation } from './focusHeading';
import { PRODUCT_NAME, navLinksFor, navPathOf } from './navigation';
import './Layout.css';

const MAIN_ID = 'main-content';

/**
 * The signed-in screens' routes, made from the screens' list: each screen's code downloads
 * on its first visit; '/' and any unknown path lead home (operations §2).
 */
const screenRoutes = (
  <Routes>
    {SCREENS.map(({ path, load }) => {
      const Screen = lazyScreen(load);
      return <Route key={path} path={path} element={<Screen />} />;
    })}
    <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
  </Routes>
);

/** The colour theme, chosen in the user menu and remembered by the browser. */
const THEME_OPTIONS: { id: ThemePreference; label: string }[] = [
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
  { id: 'system', label: 'System' },
];
const isThemePreference = (id: string): id is ThemePreference =>
  THEME_OPTIONS.some((option) => option.id === id);

function RouterLink({ href, className, children, ...rest }: AppShellLinkProps) {
  return (
    <Link to={href} className={className} aria-current={rest['aria-current']}>
      {children}
    </Link>
  );
}

/**
 * The frame of every signed-in screen, and the API hooks' client and cache: the top
 * navigation with the spec's 10 links, the Export button and the user menu (the signed-in
 * name, the theme, the account's dialogs, Logout), then the screen. Toasts float below the bar, over the page,
 * never moving it; each navigation moves focus to the new page's heading.
 */
export function Layout() {
  const { pathname } = useLocation();
  const user = useSignedInUser();
  // Who is here: the signed-in person's own presence (another tab) is not shown to them.
  useEffect(() => {
    presenceStore.self = user.id;
  }, [user.id]);
  const { signOut } = useSession();
  const { client, swrConfig } = useApi();
  const { preference, setPreference } = useTheme();
  useToastsBelowAppBar();
  useFocusHeadingOnNavigation(MAIN_ID, pathname);
  // Back links return where each page was opened from, scrolled as it was.
  useNavigationMemory();
  // The user menu's account dialogs (Your sessions, Change password, Two-factor).
  const [accountDialog, setAccountDialog] = useState<AccountDialogId | null>(null);
  // Staff and the Security log for Admins only. A screen that keeps its view (the board's
  // filters) is linked as it was last shown in this tab, by the bar, 'g' + letter and Go to.
  const links = useLastViewLinks(navLinksFor(user.role));
  return (
    <RoleProvider role={user.role}>
      <ApiProvider client={client} swrConfig={swrConfig}>
        {/* Keyboard shortcuts, live refresh, the go-to palette and the '?' sheet. */}
        <PowerLayer screens={links}>
          <AppShell
            title={PRODUCT_NAME}
            titleHref={HOME_PATH}
            links={links}
            currentPath={navPathOf(pathname)}
            renderLink={RouterLink}
            actions={
              <>
                <PowerButtons className={powerButtonsPlace} />
                <InboxButton />
                <ExportButton />
              </>
            }
            mainId={MAIN_ID}
            userMenu={
              <UserMenu
                name={user.name}
                // A screen holding unsaved work (a note, a typed message) asks first.
                onLogout={() => askBeforeSignOut(signOut)}
                // The person's own account; the API described for other
                // teams, the server's docs page, in a new tab.
                items={[...ACCOUNT_MENU_ITEMS, { id: API_DOCS_PATH, label: 'API reference' }]}
                onAction={(id) => {
                  const dialog = accountDialogOf(id);
                  // Opened once the menu has closed and given focus back to its trigger, so
                  // that the dialog gives it back there too when it closes.
                  if (dialog) requestAnimationFrame(() => setAccountDialog(dialog));
                  else window.open(`${settings.apiBaseUrl}${id}`, '_blank', 'noopener');
                }}
                choice={{
                  label: 'Theme',
                  options: THEME_OPTIONS,
                  selected: preference,
                  onChange: (id) => {
                    if (isThemePreference(id)) setPreference(id);
                  },
                }}
              />
            }
          >
            <RouteError resetKey={pathname}>
              <Suspense fallback={<PageLoading />}>{screenRoutes}</Suspense>
            </RouteError>
          </AppShell>
          {accountDialog ? (
            <Suspense fallback={null}>
              <AccountDialogs dialog={accountDialog} onClose={() => setAccountDialog(null)} />
            </Suspense>
          ) : null}
        </PowerLayer>
      </ApiProvider>
    </RoleProvider>
  );
}

export { Layout as Component };
