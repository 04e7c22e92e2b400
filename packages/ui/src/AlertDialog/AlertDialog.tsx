import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Button } from '../Button';
import { DialogFrame } from '../internal/DialogFrame';
import { useOpenState } from '../internal/useOpenState';
import type { OpenStateProps } from '../internal/useOpenState';

export const alertDialogVariants = ['default', 'destructive'] as const;
export type AlertDialogVariant = (typeof alertDialogVariants)[number];

export interface AlertDialogProps extends OpenStateProps {
  /** The question asked; also the dialog's accessible name. */
  title: string;
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
   * `destructive` paints the confirm button red and puts the first focus on Cancel, so that
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
  /** The pressable element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
}

/**
 * A confirmation that interrupts: role `alertdialog`, focus kept inside, Escape cancels, a
 * click on the backdrop does nothing (the question needs an answer).
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'default',
  onConfirm,
  onCancel,
  trigger,
  ...openProps
}: AlertDialogProps) {
  const [open, setOpen] = useOpenState(openProps);
  const [pending, setPending] = useState(false);
  const destructive = variant === 'destructive';

  const handleOpenChange = (next: boolean) => {
    if (next) return setOpen(true);
    if (pending) return;
    onCancel?.();
    setOpen(false);
  };

  const confirm = async () => {
    const result = onConfirm?.();
    if (!result) return setOpen(false);
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure; the question stays so that it can be tried again.
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogFrame
      placement="center"
      size="sm"
      role="alertdialog"
      title={title}
      isOpen={open}
      onOpenChange={handleOpenChange}
      isKeyboardDismissDisabled={pending}
      trigger={trigger}
      footer={
        <>
          <Button
            onPress={() => handleOpenChange(false)}
            isDisabled={pending}
            autoFocus={destructive}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'critical' : 'primary'}
            onPress={confirm}
            isPending={pending}
            autoFocus={!destructive}
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
