import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { LocaleProvider, RouterProvider } from '@backoffice/ui';
import { SessionProvider } from '../features/session';
import type { SessionState } from '../features/session';
import { ApiProvider } from '../shared/api';
import type { AppApi } from '../shared/api';
import { NowProvider } from '../shared/clock';
import { NotifyProvider } from '../shared/notify';
import { PRODUCT_LOCALE } from './locale';
import { AppRoutes } from './routes';

export interface AppProvidersProps {
  api: AppApi;
  children: ReactNode;
  /** A fixed "now" (stories, tests); the real clock by default. */
  now?: Date;
  /** The session to start from (stories); by default the stored token is checked. */
  initialSession?: SessionState;
  /** How long toasts stay, in ms; 0 keeps them (stories, for stable screenshots). @default 5000 */
  toastDuration?: number;
}

/**
 * Everything a screen needs around it: the locale of dates, the API client, the clock, the
 * session and the toasts (top-right, 5 s). Needs a router around it (BrowserRouter in the
 * product, MemoryRouter in stories).
 */
export function AppProviders({
  api,
  children,
  now,
  initialSession,
  toastDuration,
}: AppProvidersProps) {
  const content = (
    <LocaleProvider {...PRODUCT_LOCALE}>
      <DesignSystemRouter>
        <ApiProvider api={api}>
          <NotifyProvider duration={toastDuration}>
            <SessionProvider initialState={initialSession}>{children}</SessionProvider>
          </NotifyProvider>
        </ApiProvider>
      </DesignSystemRouter>
    </LocaleProvider>
  );
  return now ? <NowProvider now={now}>{content}</NowProvider> : content;
}

/**
 * React Aria passes every link's href through this, external ones too; react-router would
 * resolve 'https://…' as a path under the current page, so addresses with a scheme pass as
 * they are.
 */
function useLinkHref(href: string): string {
  const resolved = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : resolved;
}

/** The design system's links, menus and tabs navigate with react-router, without a reload. */
function DesignSystemRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useLinkHref}>
      {children}
    </RouterProvider>
  );
}

/** The whole app, inside a router. */
export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <AppRoutes />
    </AppProviders>
  );
}
