import { style } from '@vanilla-extract/css';
import { flexColumn, vars } from '@backoffice/ui/theme';

/** A state that stands where a screen's content would be (loading, empty, error, 404). */
export const state = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 240,
  padding: vars.space.xl,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

/** A screen below the navigation: its header, its filters, its content, one under another. */
export const screen = style({
  ...flexColumn(vars.space.lg),
  minWidth: 0,
});
