import { style } from '@vanilla-extract/css';
import { focusRingOutset } from './focusRing';

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The focus ring (`focusRing.ts`) as a class, for React Aria components: drawn on
 * `data-focus-visible`.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingOutset,
  },
});
