import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/**
 * The buttons' place in the top bar, kept while their code downloads (just after the first
 * paint) so that the bar does not move when they come: about the width of "Go to… Ctrl K"
 * and "Shortcuts ?" as the small ghost buttons draw them.
 */
export const powerButtonsPlace = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minWidth: '15rem',
});

export const buttonLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
