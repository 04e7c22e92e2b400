import type { StaffMemberAnswer } from '@backoffice/api';
import { staffRoleLabel } from '@backoffice/domain';
import type { StaffMember, StaffRole } from '@backoffice/domain';
import { Button, Modal } from '@backoffice/ui';
import { FormFields, FormSelect } from '@/shared/forms/fields';
import { ModalForm } from '@/shared/forms/ModalForm';
import { useActionForm } from '@/shared/forms/useActionForm';
import { ROLE_CHOICES } from './InviteStaffModal';
import { useChangeStaffRole } from './staffApi';
import * as styles from './StaffScreen.css';
import { whenClosed } from '@/shared/whenClosed';

interface RoleForm {
  role: StaffRole;
}

/**
 * Change role: the member's role in a Select, written on Save only. A refusal (the
 * last active Admin keeps the Admin role) is the server's words in a toast, and the dialog
 * stays open on the chosen role; a success says the new role and closes.
 */
export function ChangeRoleModal({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const change = useChangeStaffRole();
  const { form, submit, isSubmitting } = useActionForm<RoleForm, RoleForm, StaffMemberAnswer>({
    defaultValues: { role: member.role },
    validate: (value) => ({ ok: true, value }),
    send: ({ role }) => change.trigger({ staffId: member.id, role }),
    success: ({ staffMember }) => ({
      tone: 'success',
      message: `${staffMember.name} is now ${staffRoleLabel(staffMember.role)}.`,
    }),
    onSuccess: onClose,
    fieldOf: (field) => (field === 'role' ? 'role' : null),
  });
  const title = `Change role of ${member.name}`;
  return (
    <Modal
      title={title}
      isOpen
      onOpenChange={whenClosed(onClose)}
      isDirty={form.formState.isDirty}
      actions={
        <Button variant="primary" isPending={isSubmitting} onPress={submit}>
          Save
        </Button>
      }
    >
      <ModalForm className={styles.form} label={title} onSubmit={submit}>
        <p className={styles.note}>
          {member.name} · {member.email} · now {staffRoleLabel(member.role)}
        </p>
        <FormFields form={form}>
          <FormSelect<StaffRole, RoleForm> name="role" label="Role" options={ROLE_CHOICES} />
        </FormFields>
      </ModalForm>
    </Modal>
  );
}
