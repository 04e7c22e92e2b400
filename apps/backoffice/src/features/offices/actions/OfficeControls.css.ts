import { style } from '@vanilla-extract/css';
import { captionText, inlineFlexRow, vars } from '@backoffice/ui/theme';

/** A switch and its state in words, on one line. */
export const switchLine = style({
  ...inlineFlexRow(vars.space.sm),
});

export const stateWord = style({
  ...captionText,
  minWidth: '3ch',
});
