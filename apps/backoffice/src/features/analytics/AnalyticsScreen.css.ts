import { style } from '@vanilla-extract/css';
import { flexColumn, vars } from '@backoffice/ui/theme';

export const body = style({
  ...flexColumn(vars.space.md),
});

export const text = style({
  margin: 0,
  color: vars.color.text.muted,
  maxWidth: '70ch',
});

/** The range, then its button under it. */
export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const range = style({ width: 340, maxWidth: '100%' });

export const status = style({
  margin: 0,
  minHeight: `calc(${vars.font.size.md} * 1.5)`,
  color: vars.color.text.default,
});
