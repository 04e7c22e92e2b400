import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const errorIcon = style({ color: vars.color.tone.critical.text });

/** The announced part: icon, title and message, laid out like the outer column. */
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});
