import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { HOME_PATH } from '@/shared/paths';
import { PageLoading } from '@/shared/PageStatus';
import { useSession } from './SessionProvider';
import type { LoginLocationState, SessionState } from './SessionProvider';

// Its own chunk: the signed-in app never downloads the login form.
// Signed in only: the idle timer and "Still there?" are no part of the login route's download.
const SessionKeeper = lazy(() =>
  import('./SessionKeeper').then((m) => ({ default: m.SessionKeeper })),
);
const LoginScreen = lazy(() => import('./LoginScreen').then((m) => ({ default: m.LoginScreen })));

function Login() {
  return (
    <Suspense fallback={<PageLoading fullPage />}>
      <LoginScreen />
    </Suspense>
  );
}

/**
 * The stored token being checked. A check that got no answer says so and is tried again by
 * itself (SessionProvider); "Try again now" does not wait.
 */
function CheckingSession({ state }: { state: Extract<SessionState, { status: 'checking' }> }) {
  if (!state.unreachable) return <PageLoading fullPage label="Checking your session…" />;
  return (
    <PageLoading
      fullPage
      heading="Checking your session…"
      label="The server cannot be reached. Trying again…"
      action={state.retry ? { label: 'Try again now', onPress: state.retry } : undefined}
    />
  );
}

/**
 * The signed-in part of the app. A visitor who is not signed in sees the login screen on this
 * very path, so that signing in lands where they were going (even after a reload). While
 * signed in, the person's actions keep the session open, and "Still there?" asks before its
 * idle end.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'checking') return <CheckingSession state={state} />;
  if (state.status === 'signedOut') return <Login />;
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <SessionKeeper />
      </Suspense>
    </>
  );
}

/** /login: the login screen, or where the visitor was going once signed in. */
export function LoginRoute() {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'checking') return <CheckingSession state={state} />;
  if (state.status === 'signedOut') return <Login />;
  const from = (location.state as LoginLocationState | null)?.from;
  return <Navigate to={from ?? HOME_PATH} replace />;
}

const OneTimeLinkScreen = lazy(() =>
  import('./OneTimeLinkScreen').then((m) => ({ default: m.OneTimeLinkScreen })),
);

/**
 * A one-time link's page (`/set-password?token=…`): public, whatever the session (the link
 * may be opened in a browser where someone is signed in).
 */
export function OneTimeLinkRoute() {
  return (
    <Suspense fallback={<PageLoading fullPage />}>
      <OneTimeLinkScreen />
    </Suspense>
  );
}
