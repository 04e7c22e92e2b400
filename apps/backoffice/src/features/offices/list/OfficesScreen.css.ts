import { style } from '@vanilla-extract/css';
import { flexWrapRow, vars } from '@backoffice/ui/theme';

export const seoBody = style({ display: 'grid', gap: vars.space.md });

/** A text of their version (a refused save's "See their version"), its line breaks kept. */
export const seoTheirs = style({ whiteSpace: 'pre-wrap' });

export const seoGenerate = style({
  ...flexWrapRow(vars.space.md),
});
