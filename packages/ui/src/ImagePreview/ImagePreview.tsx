import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Modal as AriaModal,
  ModalOverlay,
} from 'react-aria-components';
import { Button } from '../Button';
import { CloseIcon } from '../internal/icons';
import * as styles from './ImagePreview.css';

export const imagePreviewSizes = ['sm', 'md', 'lg'] as const;
export type ImagePreviewSize = (typeof imagePreviewSizes)[number];

export interface ImagePreviewProps {
  /** The full-size picture. */
  src: string;
  /** What the picture shows; read by screen readers and shown under the full-size picture. */
  alt: string;
  /**
   * A smaller file for the thumbnail.
   * @default src
   */
  thumbnailSrc?: string;
  /** @default 'md' */
  size?: ImagePreviewSize;
  /**
   * Start of the thumbnail button's accessible name, followed by the alt text.
   * @default 'View full size'
   */
  openLabel?: string;
}

/**
 * A thumbnail button that opens the picture full screen. React Aria's Modal: focus moves to
 * the picture's dialog, Escape or the close button closes it, focus returns to the thumbnail.
 */
export function ImagePreview({
  src,
  alt,
  thumbnailSrc = src,
  size = 'md',
  openLabel = 'View full size',
}: ImagePreviewProps) {
  return (
    <DialogTrigger>
      <AriaButton className={styles.thumbnail({ size })} aria-label={`${openLabel}: ${alt}`}>
        <img src={thumbnailSrc} alt="" className={styles.thumbnailImage} />
      </AriaButton>
      <ModalOverlay className={styles.overlay} isDismissable>
        <AriaModal className={styles.modal}>
          <Dialog aria-label={alt} className={styles.dialog}>
            {({ close }) => (
              <>
                <img src={src} alt={alt} className={styles.image} />
                <p className={styles.caption} aria-hidden="true">
                  {alt}
                </p>
                <span className={styles.close}>
                  <Button iconOnly aria-label="Close" onPress={close}>
                    <CloseIcon className={styles.closeIcon} />
                  </Button>
                </span>
              </>
            )}
          </Dialog>
        </AriaModal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
