import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The design system's keyframes and its one spinning ring, written once.

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const fadeIn = keyframes({ from: { opacity: 0 } });
export const fadeOut = keyframes({ to: { opacity: 0 } });

/**
 * A ring turning once every 0.7 s, in the current text colour with one quarter left out; a
 * component sets its size and may recolour it. With reduced motion it stands still (rather
 * than the global rule's near-zero duration, which would flicker).
 */
export const spinnerRing = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});
