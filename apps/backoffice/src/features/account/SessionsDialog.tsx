import { useState } from 'react';
import { callRoute, isApiError, queryRead, routes, useApiClient } from '@backoffice/api';
import type { StaffSession } from '@backoffice/domain';
import { INVALID_STATUS } from '@backoffice/domain';
import { formatDateTime, serverMessageToast } from '@backoffice/domain';
import { Badge, Button, ConfirmButton, Modal, Spinner } from '@backoffice/ui';
import { ColumnHeads } from '@/shared/ColumnHeads';
import { useNotify } from '@/shared/notify';
import * as styles from './account.css';
import { whenClosed } from '@/shared/whenClosed';

/** The signed-in person's sessions: the read the dialog shows and refreshes. */
export const sessionsRead = queryRead(routes.sessions);

export interface AccountDialogProps {
  /** Closed: the layout gives focus back to the user menu. */
  onClose: () => void;
}

/**
 * "Your sessions": each open session of the signed-in person (browser, address, started, last
 * active, this one said in words), "Sign out" for each other one, and "Sign out everywhere
 * else" (confirm-twice). The list is read again after each.
 */
export function SessionsDialog({ onClose }: AccountDialogProps) {
  const { data, error, isLoading, mutate } = sessionsRead.use();
  const client = useApiClient();
  const notify = useNotify();
  const [ending, setEnding] = useState<number | 'others' | null>(null);
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current);

  const end = async (target: StaffSession | 'others') => {
    if (ending !== null) return;
    setEnding(target === 'others' ? 'others' : target.id);
    try {
      const answer =
        target === 'others'
          ? await callRoute(client, routes.endOtherSessions)
          : await callRoute(client, routes.endSession, { params: { id: target.id } });
      notify.show(serverMessageToast(answer.message));
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setEnding(null);
      void mutate();
    }
  };

  return (
    <Modal
      title="Your sessions"
      isOpen
      onOpenChange={whenClosed(onClose)}
      size="lg"
      // Not "Close": the header's close button has that name.
      cancelLabel="Done"
    >
      <div className={styles.stack}>
        <p className={styles.muted}>
          Every browser where you are signed in. Sign out any you do not recognise, and change your
          password.
        </p>
        {isLoading ? (
          <Spinner label="Loading your sessions…" showLabel />
        ) : error ? (
          <div className={styles.row}>
            <p role="alert" className={styles.text}>
              {isApiError(error) ? error.message : INVALID_STATUS}
            </p>
            <Button size="sm" onPress={() => void mutate()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="sessions-table">
              <caption className={styles.caption}>
                {sessions.length === 1 ? '1 open session' : `${sessions.length} open sessions`}
              </caption>
              <ColumnHeads
                names={['Browser', 'Address', 'Started', 'Last active', 'Action']}
                className={styles.headCell}
              />
              <tbody>
                {sessions.map((session) => (
                  <tr key={session.id}>
                    <th scope="row" className={styles.cell}>
                      <span className={styles.row}>
                        {session.browser}
                        {session.current ? <Badge tone="info">This session</Badge> : null}
                      </span>
                    </th>
                    <td className={styles.cell}>{session.address}</td>
                    <td className={styles.cell}>
                      <time dateTime={session.startedAt}>{formatDateTime(session.startedAt)}</time>
                    </td>
                    <td className={styles.cell}>
                      <time dateTime={session.lastActiveAt}>
                        {formatDateTime(session.lastActiveAt)}
                      </time>
                    </td>
                    <td className={styles.cell}>
                      {session.current ? (
                        <span className={styles.muted}>You are here</span>
                      ) : (
                        <Button
                          size="sm"
                          aria-label={`Sign out ${session.browser}, ${session.address}`}
                          isPending={ending === session.id}
                          onPress={() => void end(session)}
                        >
                          Sign out
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data ? (
          others.length > 0 ? (
            <div className={styles.row}>
              <ConfirmButton
                tone="critical"
                armedText={`Sign out the ${others.length === 1 ? 'other session' : `${others.length} other sessions`}: they need to sign in again.`}
                isPending={ending === 'others'}
                onConfirm={() => void end('others')}
              >
                Sign out everywhere else
              </ConfirmButton>
            </div>
          ) : (
            <p className={styles.muted}>This is your only session.</p>
          )
        ) : null}
      </div>
    </Modal>
  );
}
