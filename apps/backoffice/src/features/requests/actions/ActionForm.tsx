import type { ReactNode } from 'react';
import { ConfirmButton } from '@backoffice/ui';
import type { ConfirmTone } from '@backoffice/ui';
import { useUnsaved } from '@/shared/leaveGuard';
import { useCan } from '@/shared/permissions';
import * as styles from './Actions.css';

/**
 * A request action's form (operations §4), inside its disclosure: its fields, then the
 * Confirm button that asks for the second click and is busy while the call runs. The form's
 * checks run on the first click, before the button arms: an incomplete form shows the spec's
 * message and never asks 'Confirm'. While it holds typed input, leaving the request asks
 * first (the panel's guard); a success clears it.
 */
export function ActionForm({
  subject,
  armedText,
  tone = 'neutral',
  isPending,
  validate,
  onConfirm,
  confirmLabel,
  hasInput,
  children,
}: {
  /** What the second click confirms: 'for request 12'. */
  subject: string;
  /** What a confirmation will do, shown once armed: 'Cancel request 12 for the guest?'. */
  armedText: string;
  /** Cancel and decline take the request away: `critical`, a red Confirm. @default 'neutral' */
  tone?: ConfirmTone;
  isPending: boolean;
  /** The form's checks (useActionForm's `check`), run before arming. */
  validate: () => Promise<true | string>;
  onConfirm: () => void;
  confirmLabel: string;
  /** Something was typed or picked and not sent. */
  hasInput: boolean;
  /** The fields. */
  children: ReactNode;
}) {
  useUnsaved(confirmLabel, hasInput);
  const edit = useCan('write');
  return (
    <div className={styles.action}>
      {children}
      <div className={styles.buttons}>
        <ConfirmButton
          subject={subject}
          armedText={armedText}
          tone={tone}
          isPending={isPending}
          disabledReason={edit.reason}
          validate={validate}
          onConfirm={onConfirm}
        >
          {confirmLabel}
        </ConfirmButton>
      </div>
    </div>
  );
}
