import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { bordered, captionText, flexRow, flexWrapRow } from '../theme/styleObjects';

/** A field's label and the gap under it: where the controls' line starts. */
const labelRoom = `calc(${vars.font.size.sm} * ${vars.font.lineHeight.tight} + ${vars.space.xs})`;

export const root = style({
  ...flexWrapRow(vars.space.md, 'flex-start'),
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  ...bordered,
  background: vars.color.surface.raised,
  selectors: {
    // Focus comes here from code (the last chip removed); a click on the bar shows no ring.
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
});

/**
 * The fields, top-aligned: their one-line labels, then their controls, share a line whatever
 * help text or error one of them shows underneath (bottom-aligned, a field with help text
 * lifted its control off the others' line).
 */
export const fields = style({
  ...flexWrapRow(vars.space.md, 'flex-start'),
  flex: '1 1 auto',
  minWidth: 0,
});

/** The result line and Reset, on the controls' line (below the labels' room). */
export const end = style({
  ...flexRow(vars.space.md),
  minHeight: vars.size.controlMd,
  marginBlockStart: labelRoom,
  marginInlineStart: 'auto',
});

export const result = style({
  ...captionText,
  whiteSpace: 'nowrap',
});
