import { useState } from 'react';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { Button } from '../Button';
import { DialogFrame, dialogSizes, renderSlot, useSlotDialogState } from '../internal/DialogFrame';
import type { DialogSize, DialogSlot, SlotDialogProps } from '../internal/DialogFrame';

export const modalSizes = dialogSizes;
export type ModalSize = DialogSize;

/** Given to render functions in the body and the actions. */
export interface ModalControls {
  /** Closes at once, without asking (after a successful save). */
  close: () => void;
  /** Closes as Cancel does: asks first when the content is dirty. */
  requestClose: () => void;
}

export interface ModalProps extends SlotDialogProps<ModalControls> {
  /** Buttons placed at the end of the footer, after Cancel (the primary one last). */
  actions?: DialogSlot<ModalControls>;
  /**
   * Label of the footer's Cancel button; `null` leaves it out.
   * @default 'Cancel'
   */
  cancelLabel?: string | null;
  /**
   * Set while the content holds unsaved changes: Escape, a click on the backdrop, Cancel and
   * the close button then ask to discard them before closing.
   * @default false
   */
  isDirty?: boolean;
  /**
   * Texts of the discard question.
   * @default { title: 'Discard changes?', message: 'The changes you made will be lost.', confirm: 'Discard', cancel: 'Keep editing' }
   */
  discardTexts?: { title: string; message: string; confirm: string; cancel: string };
}

const defaultDiscardTexts = {
  title: 'Discard changes?',
  message: 'The changes you made will be lost.',
  confirm: 'Discard',
  cancel: 'Keep editing',
};

/**
 * A modal dialog with a title, a scrolling body and footer actions, on React Aria's
 * ModalOverlay: focus moves in and stays in, Escape closes, focus returns to the trigger.
 */
export function Modal({
  children,
  actions,
  cancelLabel = 'Cancel',
  isDirty = false,
  discardTexts = defaultDiscardTexts,
  ...dialogProps
}: ModalProps) {
  const [askingDiscard, setAskingDiscard] = useState(false);
  const dialog = useSlotDialogState(dialogProps, (close) =>
    isDirty ? setAskingDiscard(true) : close(),
  );
  const controls: ModalControls = { close: dialog.close, requestClose: dialog.requestClose };

  return (
    <DialogFrame
      {...dialog.frame}
      placement="center"
      footer={
        cancelLabel !== null || actions ? (
          <>
            {cancelLabel !== null ? (
              <Button onPress={dialog.requestClose}>{cancelLabel}</Button>
            ) : null}
            {renderSlot(actions, controls)}
          </>
        ) : null
      }
      after={
        // Inside the dialog, so that its focus scope nests in the modal's.
        <AlertDialog
          isOpen={askingDiscard}
          onOpenChange={setAskingDiscard}
          variant="critical"
          title={discardTexts.title}
          confirmLabel={discardTexts.confirm}
          cancelLabel={discardTexts.cancel}
          onConfirm={dialog.close}
        >
          {discardTexts.message}
        </AlertDialog>
      }
    >
      {renderSlot(children, controls)}
    </DialogFrame>
  );
}
