import { style } from '@vanilla-extract/css';
import { inlineFlexRow, vars } from '@backoffice/ui/theme';

/**
 * The buttons' place in the top bar, kept while their code downloads (just after the first
 * paint) so that the bar does not move when they come: about the width of "Go to… Ctrl K"
 * and "Shortcuts ?" as the small ghost buttons draw them (without the keys below 1440 px).
 */
export const powerButtonsPlace = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  // "Go to…" and "Shortcuts" alone below 1440 px (their keys show from there).
  minWidth: '10rem',
  '@media': { '(min-width: 1440px)': { minWidth: '15rem' } },
});

export const buttonLabel = style({
  ...inlineFlexRow(vars.space.xs),
});

/**
 * The keys beside "Go to…" and "Shortcuts", from 1440 px: narrower, the bar keeps its room
 * for the spec's ten links (the Shortcuts sheet lists every key, and the buttons' names say
 * them to screen readers whatever the width).
 */
export const buttonKeys = style({
  display: 'none',
  '@media': { '(min-width: 1440px)': { display: 'inline-flex' } },
});
