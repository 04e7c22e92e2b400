import { visuallyHidden } from '@backoffice/ui/theme';
import { useLiveState } from './channel';
import type { LiveChannel } from './channel';
import * as styles from './LiveStatus.css';

/**
 * Where live refresh stands, said discreetly (issue 20): nothing while the stream is open, a
 * small "Live updates paused: reconnecting…" in the top bar while it tries again, announced
 * politely once. `data-live-status` gives the stream's status to tests.
 */
export function LiveStatus({ channel }: { channel: LiveChannel }) {
  const { status } = useLiveState(channel);
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
