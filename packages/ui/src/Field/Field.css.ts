import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingAt, focusRingInset } from '../theme/focusRing';
import { controlBox, flexColumn, pressable } from '../theme/styleObjects';
import { borderTransition, disabledControl, fieldEndButton } from '../internal/styleParts';

/** The column every field lays out in: label, control, description, error. */
export const field = style({
  ...flexColumn(vars.space.xs),
  minWidth: 0,
  color: vars.color.text.default,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  width: 'fit-content',
});

export const requiredMark = style({
  color: vars.color.tone.critical.text,
  marginInlineStart: vars.space.xxs,
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
});

export const error = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  fontWeight: vars.font.weight.medium,
  color: vars.color.tone.critical.text,
});

/**
 * The states of a field's bordered box (a standalone input, a group), in this order: hovered,
 * focused (`focused`: the state that draws the ring), invalid, disabled.
 */
function boxStates(focused: '&[data-focused]' | '&[data-focus-within]') {
  return {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text.muted },
    [focused]: focusRingAt('-1px'),
    '&[data-invalid]': { borderColor: vars.color.tone.critical.solid },
    '&[data-disabled]': disabledControl,
  };
}

/**
 * A standalone text input (RAC `Input`, `TextArea`). The border uses `border.strong` for the
 * 3:1 contrast that WCAG 1.4.11 asks of a control's boundary. Text inputs show the focus ring
 * on any focus, not only keyboard focus: the caret alone is too weak an indicator.
 */
export const input = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  ...controlBox,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  transition: borderTransition,
  selectors: {
    '&::placeholder': { color: vars.color.text.subtle, opacity: 1 },
    ...boxStates('&[data-focused]'),
    '&[readonly]': { background: vars.color.surface.sunken },
  },
});

/**
 * A bordered row that holds an input and its buttons (RAC `Group`): password toggle, clear
 * button, steppers, date segments. The group draws the border and the focus ring.
 */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.controlMd,
  ...controlBox,
  color: vars.color.text.default,
  overflow: 'hidden',
  transition: borderTransition,
  selectors: boxStates('&[data-focus-within]'),
});

/** The input inside a `group`: no border or ring of its own. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.subtle, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    // The search input's own clear button is replaced by ours.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** A small square button inside a `group` (show password, clear, open calendar, steppers). */
export const groupButton = style({
  ...fieldEndButton,
  borderInlineStart: `1px solid ${vars.color.border.default}`,
  background: 'transparent',
  color: vars.color.text.muted,
  ...pressable,
  selectors: {
    '&[data-hovered]:not([data-disabled])': {
      background: vars.color.surface.hover,
      color: vars.color.text.default,
    },
    '&[data-pressed]:not([data-disabled])': { background: vars.color.border.default },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** An inline SVG icon sized to the text. */
export const icon = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  fontSize: vars.font.size.lg,
});
