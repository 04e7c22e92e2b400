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
import { useScrollFocus } from './useScrollFocus';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

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
  const bodyClass = styles.body({ placement });
  const overlay = (
    <ModalOverlay
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
