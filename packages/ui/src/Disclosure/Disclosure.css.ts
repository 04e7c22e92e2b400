import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingInset } from '../theme/focusRing';
import { flexRow, pressable } from '../theme/styleObjects';
import { reasonTipBox } from '../internal/reasonTip';
import { turningChevron } from '../internal/styleParts';

export const disclosure = style({
  borderBottom: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.default,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md });

export const trigger = style({
  ...flexRow(vars.space.sm),
  width: '100%',
  minHeight: vars.size.controlLg,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  ...pressable,
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.subtle },
    // Disabled with a reason: focusable, so muted rather than faint, and no hover tint.
    '&[aria-disabled="true"]': {
      cursor: 'not-allowed',
      color: vars.color.text.muted,
      background: 'transparent',
    },
  },
});

export const chevron = style({
  // An SVG as large as the title's text, so that it weighs the same on every system.
  ...turningChevron,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// Padding only while open: a closed panel is hidden "until-found", which keeps its box.
export const panel = style({
  selectors: { '[data-expanded] > &': { padding: `0 ${vars.space.xs} ${vars.space.md}` } },
});

/** A disclosure that cannot be opened now: its reason is placed under its trigger. */
export const unavailable = style({ position: 'relative' });

/** "Not possible now", at the trigger's end: the state in words, not only in colour. */
export const unavailableLabel = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  whiteSpace: 'nowrap',
});

/** The reason, as a tooltip under the trigger while it is hovered or focused. */
export const reasonTip = style({
  display: 'none',
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: 2,
  ...reasonTipBox,
  selectors: {
    [`${unavailable}:hover > &, ${unavailable}:focus-within > &`]: { display: 'block' },
  },
});
