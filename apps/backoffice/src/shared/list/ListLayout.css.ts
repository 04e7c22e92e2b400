import { style } from '@vanilla-extract/css';
import { flexColumn, gridLayout, vars } from '@backoffice/ui/theme';

/** The list's body: rows, or the state that stands for them. Focused after Reset. */
export const body = style({
  ...flexColumn(vars.space.md),
  minWidth: 0,
  outline: 'none',
});

/** The rows fade while the next page loads: they stay, so that nothing jumps. */
export const rows = style({
  minWidth: 0,
  transition: `opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const skeleton = style({
  ...gridLayout(0),
  overflow: 'hidden',
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

export const skeletonRow = style({
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.md,
  height: 40,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const skeletonHeader = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.muted,
});
