import { useState } from 'react';
import type { StaffMemberAnswer } from '@backoffice/api';
import { STAFF_ROLE_OPTIONS, staffRoleLabel } from '@backoffice/domain';
import type { StaffRole } from '@backoffice/domain';
import { Button, Modal } from '@backoffice/ui';
import { FormFields, FormSelect, FormTextField } from '@/shared/forms/fields';
import { ModalForm } from '@/shared/forms/ModalForm';
import { useActionForm } from '@/shared/forms/useActionForm';
import { EMPTY_INVITE, inviteFieldOf, validateInvite } from './inviteForm';
import type { InviteStaffForm } from './inviteForm';
import { INVITATION_IN_OUTBOX, OneTimeLink, linkDialogButtons } from './OneTimeLink';
import { useInviteStaff } from './staffApi';
import * as styles from './StaffScreen.css';
import { whenClosed } from '@/shared/whenClosed';

/** The roles as the Select lists them: Admin, CSM, Viewer. */
export const ROLE_CHOICES = STAFF_ROLE_OPTIONS.map((option) => ({
  id: option.value,
  label: option.label,
}));

const TITLE = 'Invite staff member';

const invitedText = (answer: StaffMemberAnswer) =>
  `${answer.staffMember.name} is invited as ${staffRoleLabel(answer.staffMember.role)}.`;

/**
 * Invite staff member: name, email and role (CSM unless chosen). The form checks
 * what it can before any call; the server's refusals go under their fields (a 400's `fields`)
 * or in a toast (an address that already has an account), and what was typed stays. Once
 * invited, the same dialog shows the one-time set-password link, once, with its Copy button;
 * the staff list has refreshed behind it.
 */
export function InviteStaffModal({ onClose }: { onClose: () => void }) {
  const invite = useInviteStaff();
  const [answer, setAnswer] = useState<StaffMemberAnswer | null>(null);
  const { form, submit, isSubmitting } = useActionForm<
    InviteStaffForm,
    InviteStaffForm,
    StaffMemberAnswer
  >({
    defaultValues: EMPTY_INVITE,
    validate: validateInvite,
    send: (value) => invite.trigger(value),
    success: (done) => ({ tone: 'success', message: invitedText(done) }),
    onSuccess: setAnswer,
    fieldOf: inviteFieldOf,
  });

  return (
    <Modal
      title={TITLE}
      isOpen
      onOpenChange={whenClosed(onClose)}
      isDirty={!answer && form.formState.isDirty}
      {...linkDialogButtons(
        answer !== null,
        onClose,
        <Button variant="primary" isPending={isSubmitting} onPress={submit}>
          Send invitation
        </Button>,
      )}
    >
      {answer?.link ? (
        <OneTimeLink link={answer.link} lead={invitedText(answer)} after={INVITATION_IN_OUTBOX} />
      ) : answer ? (
        <p className={styles.note}>{`${invitedText(answer)} ${INVITATION_IN_OUTBOX}`}</p>
      ) : (
        <ModalForm className={styles.form} label={TITLE} onSubmit={submit}>
          <FormFields form={form}>
            <FormTextField<InviteStaffForm>
              name="name"
              label="Name"
              autoComplete="off"
              isRequired
            />
            <FormTextField<InviteStaffForm>
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              isRequired
            />
            <FormSelect<StaffRole, InviteStaffForm>
              name="role"
              label="Role"
              options={ROLE_CHOICES}
            />
          </FormFields>
        </ModalForm>
      )}
    </Modal>
  );
}
