import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { flexWrapRow } from '../theme/styleObjects';

export const root = style({
  ...flexWrapRow(`${vars.space.sm} ${vars.space.md}`),
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  // A hairline in words, not in pixels: the tokens hold no border width.
  border: `thin solid ${vars.color.tone.info.border}`,
  background: vars.color.accent.subtle,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  // Focused only when its disabled actions dropped focus: the bar is not a control, no ring.
  outline: 'none',
});

/** The count, the offer to select all and Clear selection, together at the start. */
export const summary = style({
  ...flexWrapRow(`${vars.space.xs} ${vars.space.md}`),
});

export const count = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const limit = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

/** The app's actions, pushed to the end of the first line; they wrap as a group. */
export const actions = style({
  ...flexWrapRow(vars.space.sm),
  marginInlineStart: 'auto',
});
