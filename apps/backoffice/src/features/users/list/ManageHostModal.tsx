import { useManageHost } from '@backoffice/api';
import type { MessageAnswer } from '@backoffice/api';
import { VALIDATION_MESSAGES, serverMessageToast, validateManageHost } from '@backoffice/domain';
import type { ManageHostForm, User } from '@backoffice/domain';
import { FormPasswordField, FormTextField } from '@/shared/forms/fields';
import { useActionForm } from '@/shared/forms/useActionForm';
import { FormModal } from '../FormModal';
import * as styles from './UsersScreen.css';

const EMPTY: ManageHostForm = {
  email: '',
  emailConfirmation: '',
  password: '',
  passwordConfirmation: '',
};

/** The server's field names (the spec's snake_case) and the form's. */
const FIELD_OF: Record<string, keyof ManageHostForm> = {
  email: 'email',
  email_confirmation: 'emailConfirmation',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
};

/**
 * Manage host (people-and-content §2.1, §5): a host's email and new password, each typed twice
 * (copy and paste are disabled on the password fields). The domain checks them before any
 * call, with the spec's mismatch messages under the confirmations and the 6-character minimum
 * (the spec states it as a label; the server enforces it too). A refusal keeps what was
 * typed; closing with typed text asks first; a success shows the server's message and closes.
 */
export function ManageHostModal({ user, onClose }: { user: User; onClose: () => void }) {
  const manage = useManageHost();
  const { form, submit, isSubmitting } = useActionForm<
    ManageHostForm,
    ManageHostForm,
    MessageAnswer
  >({
    defaultValues: EMPTY,
    validate: validateManageHost,
    send: (value) => manage.trigger({ userId: user.id, ...value }),
    success: (answer) => serverMessageToast(answer.message),
    onSuccess: onClose,
    fieldOf: (field) => FIELD_OF[field] ?? null,
  });

  return (
    <FormModal
      form={form}
      title={`Manage account of host ${user.id}`}
      onClose={onClose}
      isDirty={form.formState.isDirty}
      submitLabel="Save"
      onSubmit={submit}
      isPending={isSubmitting}
    >
      <p className={styles.note}>
        {user.name} · {user.email}
      </p>
      <FormTextField<ManageHostForm>
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        isRequired
      />
      <FormTextField<ManageHostForm>
        name="emailConfirmation"
        label="Confirm email"
        type="email"
        autoComplete="off"
        isRequired
      />
      <FormPasswordField<ManageHostForm>
        name="password"
        label="New password"
        description={VALIDATION_MESSAGES.passwordTooShort}
        autoComplete="new-password"
        blockClipboard
        isRequired
      />
      <FormPasswordField<ManageHostForm>
        name="passwordConfirmation"
        label="Confirm password"
        autoComplete="new-password"
        blockClipboard
        isRequired
      />
    </FormModal>
  );
}
