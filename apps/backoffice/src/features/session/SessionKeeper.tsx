import { lazy, Suspense, useCallback } from 'react';
import { SESSION_IDLE_MS } from '@backoffice/domain';
import { useApi } from '@/shared/api';
import { useNow } from '@/shared/clock';
import { useIdleTimer } from './idleTimer';
import { useSession } from './SessionProvider';

// Its own chunk, loaded when first asked: the app's entry carries no dialog code.
const StillThereDialog = lazy(() =>
  import('./StillThereDialog').then((m) => ({ default: m.StillThereDialog })),
);

const loadApi = () => import('@/shared/apiModule');

/**
 * Keeps the signed-in session open while the person acts: their actions move the
 * server's idle end on, and "Still there?" asks before it passes.
 */
export function SessionKeeper() {
  const { state, keepTimes, recheck, endedByServer, signOut } = useSession();
  const { client } = useApi();
  const clock = useNow();
  const now = useCallback(() => clock().getTime(), [clock]);
  const act = useCallback(async () => {
    const { callRoute, routes } = await loadApi();
    const { session } = await callRoute(client, routes.sessionActivity);
    keepTimes(session, true);
  }, [client, keepTimes]);
  const expire = useCallback(() => endedByServer('session_idle'), [endedByServer]);
  const signedIn = state.status === 'signedIn' ? state : null;
  const timer = useIdleTimer({
    times: signedIn?.times,
    idleMs: signedIn?.idleMs ?? SESSION_IDLE_MS,
    now,
    act,
    check: recheck,
    expire,
  });
  if (!timer.asking || timer.idleEndsAt === null) return null;
  return (
    <Suspense fallback={null}>
      <StillThereDialog
        idleEndsAt={timer.idleEndsAt}
        now={now}
        onStay={timer.stay}
        onSignOut={signOut}
      />
    </Suspense>
  );
}
