import { useState } from 'react';
import type { StaffMemberAnswer } from '@backoffice/api';
import type { StaffMember } from '@backoffice/domain';
import { ConfirmButton, Modal } from '@backoffice/ui';
import { useNotify } from '@/shared/notify';
import { OneTimeLink, SESSIONS_ENDED, linkDialogButtons } from './OneTimeLink';
import {
  useDisableStaff,
  useEnableStaff,
  useResetStaffPassword,
  useResetStaffTwoFactor,
} from './staffApi';
import { whenClosed } from '@/shared/whenClosed';
import { ACTION_LABELS } from './actionLabels';
import type { ConfirmedAction } from './actionLabels';
import * as styles from './StaffScreen.css';

interface ActionText {
  title: string;
  body: string;
  /** Takes something away: the armed button turns red. */
  destructive: boolean;
  /** Said once done (a disable or an enable; a reset shows its link instead). */
  done: string;
}

function textOf(action: ConfirmedAction, { name, email }: StaffMember): ActionText {
  const who = `${name} (${email})`;
  const link = 'You get a one-time link to give them, valid 24 hours.';
  switch (action) {
    case 'disable':
      return {
        title: `Disable ${name}?`,
        body: `${who} can no longer sign in, and every session of theirs ends at once.`,
        destructive: true,
        done: `${name} is disabled: their sessions have ended.`,
      };
    case 'enable':
      return {
        title: `Enable ${name}?`,
        body: `${who} can sign in again.`,
        destructive: false,
        done: `${name} is enabled.`,
      };
    case 'resetPassword':
      return {
        title: `Reset password of ${name}?`,
        body: `${who}’s password stops working and every session of theirs ends. ${link}`,
        destructive: true,
        done: `The password of ${name} is reset.`,
      };
    case 'resetTwoFactor':
      return {
        title: `Reset two-factor of ${name}?`,
        body: `${who}’s second factor is removed and every session of theirs ends. ${link}`,
        destructive: true,
        done: `The two-factor authentication of ${name} is reset.`,
      };
  }
}

/**
 * Disable, Enable, Reset password and Reset two-factor of a staff member: a dialog
 * that says what the action does, to whom, and asks for it twice (ConfirmButton: a double
 * click only arms it, and the write hook sends one Idempotency-Key per press). A refusal is
 * the server's words in a toast and the dialog stays; a reset's answer shows its one-time
 * link here, once.
 */
export function StaffActionModal({
  member,
  action,
  onClose,
}: {
  member: StaffMember;
  action: ConfirmedAction;
  onClose: () => void;
}) {
  const notify = useNotify();
  const writes = {
    disable: useDisableStaff(),
    enable: useEnableStaff(),
    resetPassword: useResetStaffPassword(),
    resetTwoFactor: useResetStaffTwoFactor(),
  };
  const write = writes[action];
  const [answer, setAnswer] = useState<StaffMemberAnswer | null>(null);
  const text = textOf(action, member);

  const confirm = () => {
    write.trigger(member.id).then(
      (done) => {
        if (done.link) {
          setAnswer(done);
        } else {
          notify.show({ tone: 'success', message: text.done });
          onClose();
        }
      },
      (error: unknown) => notify.failure(error),
    );
  };

  return (
    <Modal
      title={text.title}
      isOpen
      onOpenChange={whenClosed(onClose)}
      {...linkDialogButtons(
        answer !== null,
        onClose,
        <ConfirmButton
          subject={member.name}
          tone={text.destructive ? 'critical' : 'neutral'}
          variant="primary"
          isPending={write.isMutating}
          onConfirm={confirm}
        >
          {ACTION_LABELS[action]}
        </ConfirmButton>,
      )}
    >
      {answer?.link ? (
        <OneTimeLink link={answer.link} lead={`${text.done} ${SESSIONS_ENDED}`} />
      ) : (
        <p className={styles.note}>{text.body}</p>
      )}
    </Modal>
  );
}
