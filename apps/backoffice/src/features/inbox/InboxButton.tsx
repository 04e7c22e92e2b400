import { Component, lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useNotifications } from '@backoffice/api';
import { inboxLabel } from '@backoffice/domain';
import { Button, Icon } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/ui/theme';
import * as styles from './Inbox.css';

// The popover's code loads just after the first paint, behind a button that looks the same
// (as the user menu's does): a route's first download carries the bell, not the dialog.
const InboxMenu = lazy(() => import('./InboxMenu'));

/** If the popover's code cannot load (offline), the bell stays as it is. */
class StandInOnFailure extends Component<{ standIn: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.standIn : this.props.children;
  }
}

/**
 * The bell of the top bar, with the count of unread notifications in a badge (said
 * in words to screen readers: "Inbox, 3 unread"), opening the person's inbox; a bell, not a
 * word, so that the spec's ten links keep their place in the bar. The count follows the live
 * channel: a mention made on another server shows here within moments.
 */
export function InboxButton() {
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  // Named in words by one hidden text ("Inbox, 3 unread"): the bell and the badge seen are
  // hidden from the name, which then holds no stray spaces between them.
  const face = (
    <>
      <Icon name="bell" size="md" />
      {unread > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
      <span className={visuallyHidden}>{inboxLabel(unread)}</span>
    </>
  );
  const standIn = <Button variant="ghost">{face}</Button>;
  return (
    <StandInOnFailure standIn={standIn}>
      <Suspense fallback={standIn}>
        <InboxMenu face={face} />
      </Suspense>
    </StandInOnFailure>
  );
}
