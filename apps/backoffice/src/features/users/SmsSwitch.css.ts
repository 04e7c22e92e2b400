import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** The switch and its state in words, on one line. */
export const line = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const state = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
