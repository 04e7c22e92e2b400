import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
} from 'react-aria-components';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { Button } from '../Button';
import * as styles from './Modal.css';
import { useOpenState } from './useOpenState';
import { useScrollFocus } from './useScrollFocus';
import type { OpenStateProps } from './useOpenState';

export const modalSizes = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof modalSizes)[number];

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
  const scrollFocus = useScrollFocus<HTMLDivElement>();

  const controls: ModalControls = {
    close: () => setOpen(false),
    requestClose: () => (isDirty ? setAskingDiscard(true) : setOpen(false)),
  };
  // Every way of closing (Escape, backdrop, Cancel, the close button) comes through here.
  const handleOpenChange = (next: boolean) => (next ? setOpen(true) : controls.requestClose());
  const render = (slot: Slot) => (typeof slot === 'function' ? slot(controls) : slot);

  const overlay = (
    <ModalOverlay
      className={styles.overlay}
      isOpen={open}
      onOpenChange={handleOpenChange}
      isDismissable={isDismissable}
    >
      <AriaModal className={styles.modal({ size })}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button
              iconOnly
              aria-label="Close"
              variant="ghost"
              size="sm"
              onPress={controls.requestClose}
            >
              <svg viewBox="0 0 20 20" className={styles.closeIcon} fill="none">
                <path
                  d="M5.5 5.5l9 9M14.5 5.5l-9 9"
                  stroke="currentColor"
                  strokeWidth="1.75"
                  strokeLinecap="round"
                />
              </svg>
            </Button>
          </div>
          <div className={styles.body} {...scrollFocus}>
            {render(children)}
          </div>
          {cancelLabel !== null || actions ? (
            <div className={styles.footer}>
              {cancelLabel !== null ? (
                <Button onPress={controls.requestClose}>{cancelLabel}</Button>
              ) : null}
              {render(actions)}
            </div>
          ) : null}
          {/* Rendered inside the dialog so that its focus scope nests in the modal's. */}
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
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );

  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={open} onOpenChange={handleOpenChange}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}
