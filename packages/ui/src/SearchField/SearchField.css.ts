import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const searchIcon = style({
  display: 'inline-flex',
  paddingInlineStart: vars.space.sm,
  color: vars.color.text.muted,
});

export const input = style({
  paddingInlineStart: vars.space.xs,
});

export const clear = style({
  borderInlineStart: 'none',
  selectors: {
    // Nothing to clear: the button leaves the layout (RAC marks the field data-empty).
    '[data-empty] &': { visibility: 'hidden' },
  },
});
