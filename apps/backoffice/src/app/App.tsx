import type { ReactNode } from 'react';
import { SessionProvider } from '../features/session';
import type { SessionState } from '../features/session';
import { ApiProvider } from './api';
import type { AppApi } from './api';
import { NowProvider } from './clock';
import { NotifyProvider } from './notify';
import { AppRoutes } from './routes';

export interface AppProvidersProps {
  api: AppApi;
  children: ReactNode;
  /** A fixed "now" (stories, tests); the real clock by default. */
  now?: Date;
  /** The session to start from (stories); by default the stored token is checked. */
  initialSession?: SessionState;
}

/**
 * Everything a screen needs around it: the API client, the clock, the session and the toasts
 * (top-right, 5 s). Needs a router around it (BrowserRouter in the product, MemoryRouter in
 * stories).
 */
export function AppProviders({ api, children, now, initialSession }: AppProvidersProps) {
  const content = (
    <ApiProvider api={api}>
      <NotifyProvider>
        <SessionProvider initialState={initialSession}>{children}</SessionProvider>
      </NotifyProvider>
    </ApiProvider>
  );
  return now ? <NowProvider now={now}>{content}</NowProvider> : content;
}

/** The whole app, inside a router. */
export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <AppRoutes />
    </AppProviders>
  );
}
