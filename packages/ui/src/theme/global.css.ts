import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRingOutset } from './focusRing';

// A small modern reset.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  background: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.text.link });

// A visible focus ring for anything that is focused by keyboard and does not draw its own.
globalStyle(':focus-visible', focusRingOutset);

// Reduced motion: animations end at once (their end events still fire: an exit animation
// waited for is over), and nothing transitions. Not a 0.01 ms transition: transition-property
// defaults to `all`, so every change of every element would start one, and a change undone
// before the next frame cancels it, rejecting its `finished` promise; React Aria hides a
// closed disclosure's panel only once the panel's transitions have finished, so a panel
// closed right after opening stayed shown (seen in a Storybook picture under load).
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionProperty: 'none !important',
    },
  },
});
