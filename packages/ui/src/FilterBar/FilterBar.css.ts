import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A field's label and the gap under it: where the controls' line starts. */
const labelRoom = `calc(${vars.font.size.sm} * ${vars.font.lineHeight.tight} + ${vars.space.xs})`;

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
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
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  flex: '1 1 auto',
  minWidth: 0,
});

/** The result line and Reset, on the controls' line (below the labels' room). */
export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.controlMd,
  marginBlockStart: labelRoom,
  marginInlineStart: 'auto',
});

export const result = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
});
