import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { HOME_PATH } from '../../shared/paths';
import { PageLoading } from '../../shared/PageStatus';
import { useSession } from './SessionProvider';
import type { LoginLocationState } from './SessionProvider';

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

function CheckingSession() {
  return <PageLoading fullPage label="Checking your session…" />;
}

/**
 * The signed-in part of the app. A visitor who is not signed in sees the login screen on this
 * very path, so that signing in lands where they were going (even after a reload). While
 * signed in, the person's actions keep the session open, and "Still there?" asks before its
 * idle end.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'checking') return <CheckingSession />;
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
  if (state.status === 'checking') return <CheckingSession />;
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
