import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@backoffice/api';
import { inboxLabel } from '@backoffice/domain';
import { Button, Icon, Popover, Spinner } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/ui/theme';
import * as styles from './Inbox.css';

// The list, its links and its buttons come with the first opening: the bar's button alone is
// in every screen's first download.
const InboxPanel = lazy(() => import('./InboxPanel'));

/**
 * The bell of the top bar (issue 41), with the count of unread notifications in a badge (said
 * in words to screen readers: "Inbox, 3 unread"), opening the person's inbox; a bell, not a
 * word, so that the spec's ten links keep their place in the bar. The count
 * follows the live channel: a mention made on another server shows here within moments.
 */
export function InboxButton() {
  const { data } = useNotifications();
  const [open, setOpen] = useState(false);
  const unread = data?.unread ?? 0;
  return (
    <Popover
      title="Notifications"
      placement="bottom end"
      showArrow={false}
      isOpen={open}
      onOpenChange={setOpen}
      trigger={
        // Named in words by one hidden text ("Inbox, 3 unread"): the bell and the badge seen
        // are hidden from the name, which then holds no stray spaces between them.
        <Button variant="ghost">
          <Icon name="bell" size="md" />
          {unread > 0 ? (
            <span className={styles.count} aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
          <span className={visuallyHidden}>{inboxLabel(unread)}</span>
        </Button>
      }
    >
      {({ close }) => (
        <Suspense fallback={<Spinner label="Loading your notifications" showLabel size="sm" />}>
          <InboxPanel onNavigate={close} />
        </Suspense>
      )}
    </Popover>
  );
}
