import type { ReactElement, ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  Text,
} from 'react-aria-components';
import { Button } from '../Button';
import * as styles from './dialogFrame.css';
import { CloseIcon } from './icons';
import { useOpenState } from './useOpenState';
import type { OpenStateProps } from './useOpenState';
import { useExitEnds } from './useExitEnds';
import { useScrollFocus } from './useScrollFocus';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

/** The props every dialog (Modal, SidePanel, AlertDialog) takes, declared once. */
export interface DialogProps extends OpenStateProps {
  /** The dialog's heading, which is also its accessible name. */
  title: string;
  /** The pressable element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
}

/** The props of a dialog whose body and actions may be drawn from its controls. */
export interface SlotDialogProps<Controls> extends DialogProps {
  /** The body; scrolls when it is taller than the window. */
  children: DialogSlot<Controls>;
  /**
   * The width: about 45 (`sm`), 70 (`md`) or 100 (`lg`) characters of body text.
   * @default 'md'
   */
  size?: DialogSize;
  /**
   * Whether a click on the backdrop closes the dialog.
   * @default true
   */
  isDismissable?: boolean;
}

/** A part of a dialog (its body, its actions), or a function of its controls that draws it. */
export type DialogSlot<Controls> = ReactNode | ((controls: Controls) => ReactNode);

/** Draws a dialog's part, given the dialog's controls. */
export function renderSlot<Controls>(slot: DialogSlot<Controls>, controls: Controls): ReactNode {
  return typeof slot === 'function' ? slot(controls) : slot;
}

/**
 * A dialog's open state and the frame props that follow from it, written once for every
 * dialog. Every way of closing but `close` (Escape, the backdrop, the Close button, Cancel)
 * goes through `requestClose`, which a dialog may make ask first (unsaved changes) or refuse
 * (a pending confirmation) with `onCloseRequest`; `close` closes at once.
 */
export function useDialogState(
  { title, trigger, ...openProps }: DialogProps,
  onCloseRequest?: (close: () => void) => void,
) {
  const [isOpen, setOpen] = useOpenState(openProps);
  const close = () => setOpen(false);
  const requestClose = () => (onCloseRequest ? onCloseRequest(close) : close());
  const onOpenChange = (next: boolean) => (next ? setOpen(true) : requestClose());
  return { close, requestClose, frame: { title, trigger, isOpen, onOpenChange } };
}

/**
 * useDialogState for a dialog whose body and actions are slots (Modal, SidePanel): its frame
 * also takes the size, whether the backdrop closes it, and a Close button that asks as Escape
 * does.
 */
export function useSlotDialogState<Controls>(
  {
    size = 'md',
    isDismissable = true,
    ...dialogProps
  }: Omit<SlotDialogProps<Controls>, 'children'>,
  onCloseRequest?: (close: () => void) => void,
) {
  const dialog = useDialogState(dialogProps, onCloseRequest);
  return {
    ...dialog,
    frame: { ...dialog.frame, size, isDismissable, onClose: dialog.requestClose },
  };
}

export interface DialogFrameProps {
  /** `center` for a modal or an alert, `end` for a side panel. */
  placement: 'center' | 'end';
  size: DialogSize;
  /** The heading, which is also the dialog's accessible name. */
  title: string;
  /** The body; it scrolls (and takes a tab stop while it overflows) when it is too tall. */
  children: ReactNode;
  /** The footer's buttons; no footer without them. */
  footer?: ReactNode;
  /** Drawn inside the dialog after the footer (a nested confirmation, whose focus scope nests). */
  after?: ReactNode;
  /** Draws a Close button in the header that calls this. No button without it. */
  onClose?: () => void;
  /** `alertdialog` for a question that needs an answer; the body is then its description. */
  role?: 'dialog' | 'alertdialog';
  isOpen: boolean;
  /** Every way of closing (Escape, the backdrop) comes through here with `false`. */
  onOpenChange: (isOpen: boolean) => void;
  /** Whether a click on the backdrop closes the dialog. */
  isDismissable?: boolean;
  /** Turns Escape off (while a confirmation is pending). */
  isKeyboardDismissDisabled?: boolean;
  /** The pressable element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
}

/**
 * The frame every modal dialog of the design system is drawn in (Modal, AlertDialog,
 * SidePanel), on React Aria's ModalOverlay: focus moves in and stays in, Escape closes, focus
 * returns to the trigger. The dialogs keep their open state themselves (useOpenState), since
 * some must refuse or delay a close.
 */
export function DialogFrame({
  placement,
  size,
  title,
  children,
  footer,
  after,
  onClose,
  role = 'dialog',
  isOpen,
  onOpenChange,
  isDismissable = false,
  isKeyboardDismissDisabled,
  trigger,
}: DialogFrameProps) {
  const scrollFocus = useScrollFocus<HTMLDivElement>();
  const exit = useExitEnds(isOpen);
  const bodyClass = styles.body({ placement });
  const overlay = (
    <ModalOverlay
      key={exit.key}
      ref={exit.overlayRef}
      className={styles.overlay({ placement })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <AriaModal className={styles.frame({ placement, size })}>
        <Dialog role={role} className={styles.dialog}>
          <div className={styles.header({ placement })}>
            <Heading slot="title" className={styles.title({ placement })}>
              {title}
            </Heading>
            {onClose ? (
              <Button iconOnly aria-label="Close" variant="ghost" size="sm" onPress={onClose}>
                <CloseIcon className={styles.closeIcon} />
              </Button>
            ) : null}
          </div>
          {role === 'alertdialog' ? (
            <Text slot="description" elementType="div" className={bodyClass} {...scrollFocus}>
              {children}
            </Text>
          ) : (
            <div className={bodyClass} {...scrollFocus}>
              {children}
            </div>
          )}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          {after}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );

  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}
