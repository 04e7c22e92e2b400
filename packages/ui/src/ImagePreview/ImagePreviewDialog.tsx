import { Dialog, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';
import { CloseIcon } from '../internal/icons';
import * as styles from './ImagePreview.css';

export interface ImagePreviewDialogProps {
  src: string;
  alt: string;
  onClose: () => void;
}

/**
 * The full-size picture, in React Aria's Modal: focus moves into it, Escape, a click outside
 * or the close button closes it, and focus goes back to the thumbnail. Its own chunk, loaded
 * on the first opening (ImagePreview.tsx), so that a page of thumbnails does not carry it.
 */
export function ImagePreviewDialog({ src, alt, onClose }: ImagePreviewDialogProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isDismissable
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <AriaModal className={styles.modal}>
        <Dialog aria-label={alt} className={styles.dialog}>
          <img src={src} alt={alt} className={styles.image} />
          <p className={styles.caption} aria-hidden="true">
            {alt}
          </p>
          <span className={styles.close}>
            <Button iconOnly aria-label="Close" onPress={onClose}>
              <CloseIcon className={styles.closeIcon} />
            </Button>
          </span>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
