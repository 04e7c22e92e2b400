import { lazy, Suspense, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
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
  /**
   * The thumbnail's size: 48 × 48, 96 × 96 or 192 × 144 px.
   * @default 'md'
   */
  size?: ImagePreviewSize;
  /**
   * Start of the thumbnail button's accessible name, followed by the alt text.
   * @default 'View full size'
   */
  openLabel?: string;
}

// The full-size view is a chunk of its own, loaded on the first opening.
const ImagePreviewDialog = lazy(() =>
  import('./ImagePreviewDialog').then((m) => ({ default: m.ImagePreviewDialog })),
);

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
  const [open, setOpen] = useState(false);
  return (
    <>
      <AriaButton
        className={styles.thumbnail({ size })}
        aria-label={`${openLabel}: ${alt}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPress={() => setOpen(true)}
      >
        <img src={thumbnailSrc} alt="" className={styles.thumbnailImage} />
      </AriaButton>
      {open ? (
        <Suspense fallback={null}>
          <ImagePreviewDialog src={src} alt={alt} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
