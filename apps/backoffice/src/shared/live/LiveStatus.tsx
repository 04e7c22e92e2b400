import { visuallyHidden } from '@backoffice/ui/theme';
import { useLiveStatus } from './live';
import * as styles from './LiveStatus.css';

/**
 * Where live refresh stands, said discreetly (issue 20): nothing while the stream is open, a
 * small "Live updates paused: reconnecting…" in the top bar while it tries again, announced
 * politely once. `data-live-status` gives the stream's status to tests.
 */
export function LiveStatus() {
  const { status } = useLiveStatus();
  const reconnecting = status === 'reconnecting';
  // No stream (stories): nothing to say, and no live region.
  if (status === 'off') return null;
  return (
    <span
      role="status"
      data-live-status={status}
      className={reconnecting ? styles.status : visuallyHidden}
    >
      {reconnecting ? (
        <>
          <span className={styles.dot} aria-hidden="true" />
          Live updates paused: reconnecting…
        </>
      ) : null}
    </span>
  );
}
