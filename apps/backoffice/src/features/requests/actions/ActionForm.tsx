import type { ReactNode } from 'react';
import { ConfirmButton } from '@backoffice/ui';
import * as styles from './Actions.css';

/**
 * A request action's form (operations §4), inside its disclosure: its fields, then the
 * Confirm button that asks for the second click and is busy while the call runs.
 */
export function ActionForm({
  subject,
  isPending,
  onConfirm,
  confirmLabel,
  children,
}: {
  /** What the second click confirms: 'for request 12'. */
  subject: string;
  isPending: boolean;
  onConfirm: () => void;
  confirmLabel: string;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <div className={styles.action}>
      {children}
      <div className={styles.buttons}>
        <ConfirmButton subject={subject} isPending={isPending} onConfirm={onConfirm}>
          {confirmLabel}
        </ConfirmButton>
      </div>
    </div>
  );
}
