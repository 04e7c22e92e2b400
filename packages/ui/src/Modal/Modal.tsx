import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { Button } from '../Button';
import { DialogFrame, dialogSizes } from '../internal/DialogFrame';
import type { DialogSize } from '../internal/DialogFrame';
import { useOpenState } from '../internal/useOpenState';
import type { OpenStateProps } from '../internal/useOpenState';

export const modalSizes = dialogSizes;
export type ModalSize = DialogSize;

/** Given to render functions in the body and the actions. */
export interface ModalControls {
  /** Closes at once, without asking (after a successful save). */
  close: () => void;
  /** Closes as Cancel does: asks first when the content is dirty. */
  requestClose: () => void;
}

type Slot = ReactNode | ((controls: ModalControls) => ReactNode);

export interface ModalProps extends OpenStateProps {
  /** The dialog's heading and accessible name. */
  title: string;
  /** The body; scrolls when it is taller than the window. */
  children: Slot;
  /** Buttons placed at the end of the footer, after Cancel (the primary one last). */
  actions?: Slot;
  /**
   * Label of the footer's Cancel button; `null` leaves it out.
   * @default 'Cancel'
   */
  cancelLabel?: string | null;
  /** The pressable element that opens the modal; focus returns to it on close. */
  trigger?: ReactElement;
  /**
   * Set while the content holds unsaved changes: Escape, a click on the backdrop, Cancel and
   * the close button then ask to discard them before closing.
   * @default false
   */
  isDirty?: boolean;
  /**
   * Whether a click on the backdrop closes the modal.
   * @default true
   */
  isDismissable?: boolean;
  /** @default 'md' */
  size?: ModalSize;
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
  title,
  children,
  actions,
  cancelLabel = 'Cancel',
  trigger,
  isDirty = false,
  isDismissable = true,
  size = 'md',
  discardTexts = defaultDiscardTexts,
  ...openProps
}: ModalProps) {
  const [open, setOpen] = useOpenState(openProps);
  const [askingDiscard, setAskingDiscard] = useState(false);

  const controls: ModalControls = {
    close: () => setOpen(false),
    requestClose: () => (isDirty ? setAskingDiscard(true) : setOpen(false)),
  };
  // Every way of closing (Escape, backdrop, Cancel, the close button) comes through here.
  const handleOpenChange = (next: boolean) => (next ? setOpen(true) : controls.requestClose());
  const render = (slot: Slot) => (typeof slot === 'function' ? slot(controls) : slot);

  return (
    <DialogFrame
      placement="center"
      size={size}
      title={title}
      isOpen={open}
      onOpenChange={handleOpenChange}
      isDismissable={isDismissable}
      onClose={controls.requestClose}
      trigger={trigger}
      footer={
        cancelLabel !== null || actions ? (
          <>
            {cancelLabel !== null ? (
              <Button onPress={controls.requestClose}>{cancelLabel}</Button>
            ) : null}
            {render(actions)}
          </>
        ) : null
      }
      after={
        // Inside the dialog, so that its focus scope nests in the modal's.
        <AlertDialog
          isOpen={askingDiscard}
          onOpenChange={setAskingDiscard}
          variant="destructive"
          title={discardTexts.title}
          confirmLabel={discardTexts.confirm}
          cancelLabel={discardTexts.cancel}
          onConfirm={() => setOpen(false)}
        >
          {discardTexts.message}
        </AlertDialog>
      }
    >
      {render(children)}
    </DialogFrame>
  );
}
