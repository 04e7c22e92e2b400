import { style } from '@vanilla-extract/css';
import { quietStates } from '../internal/styleParts';
import { vars } from '../theme/contract.css';
import { focusRingInset, focusRingOutset } from '../theme/focusRing';
import { bordered, centredInline, flexSpacedRow, pressable } from '../theme/styleObjects';

export const calendar = style({
  padding: vars.space.md,
  color: vars.color.text.default,
});

export const header = style({
  ...flexSpacedRow(vars.space.sm),
  marginBottom: vars.space.sm,
});

export const heading = style({
  flex: 1,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const navButton = style({
  ...centredInline,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  ...bordered,
  background: 'transparent',
  color: vars.color.text.default,
  ...pressable,
  selectors: {
    ...quietStates(vars.color.surface.hover),
    '&[data-focus-visible]': focusRingOutset,
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

/** Centred in the popover, which is as wide as the field and often wider than a month. */
export const grid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
  marginInline: 'auto',
});

export const headerCell = style({
  width: vars.size.controlMd,
  paddingBottom: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
  textAlign: 'center',
});

const selected = {
  background: vars.color.accent.solid,
  color: vars.color.text.onAccent,
} as const;

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  ...pressable,
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    ...quietStates(vars.color.surface.hover),
    '&[data-selected]': {
      background: vars.color.accent.subtle,
      color: vars.color.accent.text,
      borderRadius: 0,
    },
    '&[data-selection-start], &[data-selection-end]': { ...selected },
    '&[data-selection-start]': {
      borderStartStartRadius: vars.radius.md,
      borderEndStartRadius: vars.radius.md,
    },
    '&[data-selection-end]': {
      borderStartEndRadius: vars.radius.md,
      borderEndEndRadius: vars.radius.md,
    },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { color: vars.color.text.subtle, cursor: 'default', opacity: 0.6 },
    '&[data-unavailable]': { color: vars.color.text.subtle, textDecoration: 'line-through' },
    '&[data-invalid][data-selected]': {
      background: vars.color.tone.critical.subtle,
      color: vars.color.tone.critical.text,
    },
  },
});

/** A single-date calendar marks its one selected day as a solid pill. */
export const singleCell = style({
  selectors: {
    '&[data-selected]': { ...selected, borderRadius: vars.radius.md },
  },
});

/** The calendar's room while it loads, so the popover does not jump when it arrives. */
export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // A month of six weeks: the header, the weekday row and six rows of cells.
  width: `calc(7 * ${vars.size.controlMd} + 2 * ${vars.space.md})`,
  height: `calc(7 * ${vars.size.controlMd} + ${vars.size.controlSm} + 2 * ${vars.space.md})`,
});
