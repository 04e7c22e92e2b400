import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button, CopyButton } from '@backoffice/ui';
import * as styles from './StaffScreen.css';

/** Said under every one-time link: how long it works, and that it is not shown again. */
export const LINK_VALIDITY = 'Valid 24 hours. Shown once: copy it now.';
/** Said under an invitation's link. */
export const INVITATION_IN_OUTBOX = 'The invitation email is in the outbox.';
/** Said above a reset's link. */
export const SESSIONS_ENDED = 'Their sessions have ended.';

export interface OneTimeLinkProps {
  /** The one-time link of the answer (an invitation, a password or two-factor reset). */
  link: string;
  /** What the link is for, before it ('Nora Lefèvre is invited as CSM.'). */
  lead: string;
  /** After the validity ('The invitation email is in the outbox.'). */
  after?: string;
}

/**
 * A one-time link, shown once: the link in full with its Copy button, which takes
 * the focus as the link appears (the button that asked for it is gone), how long it is valid
 * and that it is not shown again.
 */
export function OneTimeLink({ link, lead, after }: OneTimeLinkProps) {
  const copy = useRef<HTMLButtonElement>(null);
  useEffect(() => copy.current?.focus(), []);
  return (
    <div className={styles.stack}>
      <p className={styles.note}>{lead}</p>
      <p className={styles.link} aria-label="One-time link">
        {link}
      </p>
      <div>
        <CopyButton ref={copy} value={link} label="Copy the link" />
      </div>
      <p className={styles.note}>{after ? `${LINK_VALIDITY} ${after}` : LINK_VALIDITY}</p>
    </div>
  );
}

/**
 * The buttons of a dialog that answers with a one-time link: once `answered`, Close alone (no
 * Cancel); before, Cancel and `action`, the button that asks for the link.
 */
export function linkDialogButtons(answered: boolean, onClose: () => void, action: ReactNode) {
  return {
    cancelLabel: answered ? null : 'Cancel',
    actions: answered ? (
      <Button variant="primary" onPress={onClose}>
        Close
      </Button>
    ) : (
      action
    ),
  };
}
