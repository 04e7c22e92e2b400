import { Link as RouterLink } from 'react-router-dom';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '@backoffice/api';
import { formatDateTime, notificationText, type Notification } from '@backoffice/domain';
import { Button, Spinner } from '@backoffice/ui';
import { useState } from 'react';
import { useNotify } from '@/shared/notify';
import { paths } from '@/shared/paths';
import * as styles from './Inbox.css';
import { Preferences } from './Preferences';

function sentenceOf(n: Notification): string {
  return notificationText({
    kind: n.kind,
    actorName: n.actor?.name ?? null,
    requestId: n.requestId,
    detail: n.detail,
  });
}

function Item({
  notification,
  onNavigate,
}: {
  notification: Notification;
  onNavigate: () => void;
}) {
  const mark = useMarkNotificationRead();
  const notify = useNotify();
  const unread = notification.readAt === null;
  const sentence = sentenceOf(notification);
  const setRead = (read: boolean) =>
    mark.trigger({ id: notification.id, read }).catch((error: unknown) => notify.failure(error));
  return (
    <li className={styles.item} data-unread={unread || undefined}>
      <div>
        <p className={styles.sentence}>
          {unread ? <span className={styles.newMark}>New</span> : null}
          {notification.requestId === null ? (
            sentence
          ) : (
            <RouterLink
              to={paths.request(notification.requestId)}
              onClick={() => {
                if (unread) void setRead(true);
                onNavigate();
              }}
            >
              {sentence}
            </RouterLink>
          )}
        </p>
        <p className={styles.when}>
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
        </p>
      </div>
      <Button
        size="sm"
        variant="ghost"
        isPending={mark.isMutating}
        aria-label={`${unread ? 'Mark read' : 'Mark unread'}: ${sentence}`}
        onPress={() => void setRead(unread)}
      >
        {unread ? 'Mark read' : 'Mark unread'}
      </Button>
    </li>
  );
}

/**
 * The person's inbox: mentions, requests assigned to them and changes to requests
 * they own, newest first, each linking to its request (opening it marks it read); Mark read /
 * Mark unread on each, Mark all read. Kept on the server, per person: every tab and server
 * shows the same.
 */
export default function InboxPanel({ onNavigate }: { onNavigate: () => void }) {
  const { data, error, mutate, isValidating } = useNotifications();
  const [prefsShown, setPrefsShown] = useState(false);
  const markAll = useMarkAllNotificationsRead();
  const notify = useNotify();
  if (error && !data) {
    return (
      <div className={styles.panel}>
        <p className={styles.empty} role="alert">
          Your notifications could not be loaded. {error.message}
        </p>
        <Button size="sm" onPress={() => void mutate()} isPending={isValidating}>
          Try again
        </Button>
      </div>
    );
  }
  if (!data) return <Spinner label="Loading your notifications" showLabel size="sm" />;
  const { notifications, unread } = data;
  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <p className={styles.summary} aria-live="polite">
          {unread === 0 ? 'All read' : `${unread} unread`}
        </p>
        <div className={styles.headActions}>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={prefsShown}
            onPress={() => setPrefsShown((shown) => !shown)}
          >
            Preferences
          </Button>
          <Button
            size="sm"
            disabledReason={unread === 0 ? 'Every notification is read.' : undefined}
            isPending={markAll.isMutating}
            onPress={() =>
              void markAll.trigger().catch((failure: unknown) => notify.failure(failure))
            }
          >
            Mark all read
          </Button>
        </div>
      </div>
      {prefsShown ? <Preferences /> : null}
      {notifications.length === 0 ? (
        <p className={styles.empty}>
          Nothing yet. Mentions of you, requests assigned to you and changes to the requests you own
          appear here.
        </p>
      ) : (
        <ul className={styles.list} aria-label="Notifications, newest first">
          {notifications.map((n) => (
            <Item key={n.id} notification={n} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </div>
  );
}
