import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, Modal } from '@backoffice/ui';
import { FormFields } from '@/shared/forms/fields';
import { ModalForm } from '@/shared/forms/ModalForm';
import type { ModalSize } from '@backoffice/ui';
import { useCan } from '@/shared/permissions';
import * as styles from './FormModal.css';
import { whenClosed } from '@/shared/whenClosed';

export interface FormModalProps<F extends FieldValues = FieldValues> {
  /** The react-hook-form form its `Form…` fields are bound to, by name. */
  form?: UseFormReturn<F>;
  title: string;
  /** Closes the modal (after a success, or once the discard question is answered). */
  onClose: () => void;
  /** Typed changes: closing asks first. */
  isDirty: boolean;
  /** The primary button's label ("Save"). */
  submitLabel: string;
  /** The Save press, and Enter in a field. */
  onSubmit: () => void;
  isPending: boolean;
  size?: ModalSize;
  /** The fields. */
  children: ReactNode;
}

/**
 * The modal form of this feature (Manage host, Add favorites, Update phone number, Create CR
 * & Visit): the fields in a form (Enter in a field submits it, as the footer's button does),
 * Cancel, and the question before closing with typed text.
 */
export function FormModal<F extends FieldValues = FieldValues>({
  form,
  title,
  onClose,
  isDirty,
  submitLabel,
  onSubmit,
  isPending,
  size,
  children,
}: FormModalProps<F>) {
  // Every one of these forms writes: for a role that may not, Save says why and Enter sends
  // nothing (the buttons that open them are disabled too).
  const edit = useCan('write');
  return (
    <Modal
      title={title}
      isOpen
      onOpenChange={whenClosed(onClose)}
      isDirty={isDirty}
      size={size}
      actions={
        <Button
          variant="primary"
          isPending={isPending}
          onPress={onSubmit}
          disabledReason={edit.reason}
        >
          {submitLabel}
        </Button>
      }
    >
      <ModalForm
        className={styles.form}
        label={title}
        onSubmit={() => {
          if (edit.allowed) onSubmit();
        }}
      >
        {form ? <FormFields form={form}>{children}</FormFields> : children}
      </ModalForm>
    </Modal>
  );
}
