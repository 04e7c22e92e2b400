import { CONNECTION_LOST_MESSAGE } from '@backoffice/domain';
import { visuallyHidden } from '@backoffice/ui/theme';
import { useConnectionLost } from '../connection';
import { useLiveState } from './channel';
import type { LiveChannel } from './channel';
import * as styles from './LiveStatus.css';

/**
 * Where live refresh stands, said discreetly: nothing while the stream is open, a
 * small "Live updates paused: reconnecting…" in the top bar while it tries again, announced
 * politely once. `data-live-status` gives the stream's status to tests. While calls
 * fail because the server or its database cannot be reached, it says "Connection to the
 * server lost, retrying…" instead (the calls are tried again; forms keep what was typed).
 */
export function LiveStatus({ channel }: { channel: LiveChannel }) {
  const { status } = useLiveState(channel);
  const lost = useConnectionLost();
  if (lost)
    return (
      <span
        role="status"
        data-live-status={status}
        data-connection="lost"
        className={styles.status}
      >
        <span className={styles.dot} aria-hidden="true" />
        {CONNECTION_LOST_MESSAGE}
      </span>
    );
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
