import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];
export const skeletonWidths = ['full', '3/4', '1/2', '1/4'] as const;
export type SkeletonWidth = (typeof skeletonWidths)[number];
export const skeletonHeights = ['sm', 'md', 'lg'] as const;
export type SkeletonHeight = (typeof skeletonHeights)[number];

export interface SkeletonProps {
  /**
   * What it stands in for: lines of `text`, a `rect` (an image, a chart), a `circle` (an avatar).
   * @default 'text'
   */
  shape?: SkeletonShape;
  /**
   * Number of text lines; the last one is shorter, as in a paragraph.
   * @default 1
   */
  lines?: number;
  /**
   * Share of the container's width (text and rect).
   * @default 'full'
   */
  width?: SkeletonWidth;
  /**
   * Height of a rect, and size of a circle.
   * @default 'md'
   */
  height?: SkeletonHeight;
}

// A grey placeholder in the shape of content that is loading. Hidden from screen readers: the
// area that is loading says so itself (`aria-busy`, or a Spinner with a label).
/**
 * A grey placeholder in the shape of content that is loading. Use it where the layout of what is
 * coming is known (table rows, a card), so the page does not jump when it arrives. Use a Spinner
 * for a wait whose result has no known shape.
 */
export function Skeleton({
  shape = 'text',
  lines = 1,
  width = 'full',
  height = 'md',
}: SkeletonProps) {
  if (shape !== 'text') {
    return (
      <span
        aria-hidden="true"
        className={styles.shape({
          shape,
          height,
          width: shape === 'circle' ? undefined : width,
        })}
      />
    );
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span aria-hidden="true" className={styles.stack}>
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          className={styles.shape({
            shape: 'text',
            width: count > 1 && i === count - 1 ? '3/4' : width,
          })}
        />
      ))}
    </span>
  );
}
