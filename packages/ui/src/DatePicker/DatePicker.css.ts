import { style } from '@vanilla-extract/css';

export const dialog = style({
  outline: 'none',
});
