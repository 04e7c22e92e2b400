import type { ReactNode } from 'react';
import { ConfirmButton } from '@backoffice/ui';
import { useUnsaved } from '../../../shared/leaveGuard';
import * as styles from './Actions.css';

/**
 * A request action's form (operations §4), inside its disclosure: its fields, then the
 * Confirm button that asks for the second click and is busy while the call runs. While it
 * holds typed input, leaving the request asks first (the panel's guard); a success clears it.
 */
export function ActionForm({
  subject,
  isPending,
  onConfirm,
  confirmLabel,
  hasInput,
  children,
}: {
  /** What the second click confirms: 'for request 12'. */
  subject: string;
  isPending: boolean;
  onConfirm: () => void;
  confirmLabel: string;
  /** Something was typed or picked and not sent. */
  hasInput: boolean;
  /** The fields. */
  children: ReactNode;
}) {
  useUnsaved(confirmLabel, hasInput);
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
