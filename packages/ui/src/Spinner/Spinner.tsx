import { Label, ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /**
   * What is loading; the spinner's accessible name, and its visible text with `showLabel`.
   * @default 'Loading'
   */
  label?: string;
  /**
   * Shows the label next to the ring.
   * @default false
   */
  showLabel?: boolean;
  /**
   * `sm` as tall as body text, `md` as a small control (28 px), `lg` 48 px.
   * @default 'md'
   */
  size?: SpinnerSize;
}

// An indeterminate progress indicator (role `progressbar`, React Aria's ProgressBar) for a wait
// of unknown length. With reduced motion the ring stands still.
/**
 * A turning ring for a short wait of unknown length (a button's request, a panel loading). Use
 * it when the wait is a few seconds at most. Use a Skeleton when the shape of the coming content
 * is known, and a ProgressBar when the progress can be measured or the wait is long.
 */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={showLabel ? undefined : label} className={styles.root}>
      <span className={styles.ring({ size })} aria-hidden="true" />
      {showLabel ? <Label>{label}</Label> : null}
    </ProgressBar>
  );
}
