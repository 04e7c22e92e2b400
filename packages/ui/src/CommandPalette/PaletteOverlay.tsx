import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './CommandPalette.css';

/**
 * The overlay the command palette and the shortcut sheet open in (React Aria's ModalOverlay:
 * focus moves in and stays, Escape or a click outside closes, focus goes back), in the
 * upper part of the window, without an entering animation: it must show within the frame of
 * the key press.
 */
export function PaletteOverlay({
  isOpen,
  onOpenChange,
  wide = false,
  'aria-label': ariaLabel,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The sheet's width, for its table. */
  wide?: boolean;
  /** The dialog's name when no heading in it names it. */
  'aria-label'?: string;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={wide ? styles.sheetFrame : styles.frame}>
        <Dialog aria-label={ariaLabel} className={styles.dialog}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
