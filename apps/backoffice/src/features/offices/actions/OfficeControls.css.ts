import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** A switch and its state in words, on one line. */
export const switchLine = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const stateWord = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  minWidth: '3ch',
});
