import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { DialogFrame, useDialogState } from '../internal/DialogFrame';
import type { DialogProps } from '../internal/DialogFrame';

export const alertDialogVariants = ['default', 'critical'] as const;
export type AlertDialogVariant = (typeof alertDialogVariants)[number];

export interface AlertDialogProps extends DialogProps {
  /** What the action affects; read as the dialog's description. */
  children: ReactNode;
  /** Label of the button that goes ahead, naming the action ("Delete", "Publish"). */
  confirmLabel: string;
  /**
   * Label of the button that backs out; Escape does the same.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * `critical` paints the confirm button red and puts the first focus on Cancel, so that
   * a hurried Enter does not destroy anything.
   * @default 'default'
   */
  variant?: AlertDialogVariant;
  /**
   * Called on confirm. If it returns a promise the dialog waits, showing the confirm button
   * as pending, and closes when it resolves; a rejection keeps it open (show the error).
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Called when the user backs out (Cancel or Escape). */
  onCancel?: () => void;
}

/**
 * A confirmation that interrupts: role `alertdialog`, focus kept inside, Escape cancels, a
 * click on the backdrop does nothing (the question needs an answer).
 */
export function AlertDialog({
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'default',
  onConfirm,
  onCancel,
  ...dialogProps
}: AlertDialogProps) {
  const [pending, setPending] = useState(false);
  const critical = variant === 'critical';
  // Backing out (Cancel, Escape) waits for a pending confirmation to settle.
  const dialog = useDialogState(dialogProps, (close) => {
    if (pending) return;
    onCancel?.();
    close();
  });

  const confirm = async () => {
    const result = onConfirm?.();
    if (!result) return dialog.close();
    setPending(true);
    try {
      await result;
      dialog.close();
    } catch {
      // The caller reports the failure; the question stays so that it can be tried again.
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogFrame
      {...dialog.frame}
      placement="center"
      size="sm"
      role="alertdialog"
      isKeyboardDismissDisabled={pending}
      footer={
        <>
          <Button onPress={dialog.requestClose} isDisabled={pending} autoFocus={critical}>
            {cancelLabel}
          </Button>
          <Button
            variant={critical ? 'critical' : 'primary'}
            onPress={confirm}
            isPending={pending}
            autoFocus={!critical}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
