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
  /** How long toasts stay, in ms; 0 keeps them (stories, for stable screenshots). @default 5000 */
  toastDuration?: number;
}

/**
 * Everything a screen needs around it: the API client, the clock, the session and the toasts
 * (top-right, 5 s). Needs a router around it (BrowserRouter in the product, MemoryRouter in
 * stories).
 */
export function AppProviders({
  api,
  children,
  now,
  initialSession,
  toastDuration,
}: AppProvidersProps) {
  const content = (
    <ApiProvider api={api}>
      <NotifyProvider duration={toastDuration}>
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
