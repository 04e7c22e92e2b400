import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as popoverStyles from '../internal/popover.css';
import { vars } from '../theme/contract.css';
import { focusRingOutset } from '../theme/focusRing';
import { bareList, centredInline, flexRow, inlineFlexRow, pressable } from '../theme/styleObjects';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  color: vars.color.text.muted,
});

export const list = style({
  ...flexRow(vars.space.xs),
  ...bareList,
});

export const page = recipe({
  base: {
    ...centredInline,
    minWidth: vars.size.controlSm,
    height: vars.size.controlSm,
    padding: `0 ${vars.space.sm}`,
    boxSizing: 'border-box',
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.default,
    fontSize: vars.font.size.md,
    fontVariantNumeric: 'tabular-nums',
    ...pressable,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.surface.sunken },
      '&[data-pressed]:not([data-disabled])': { background: vars.color.border.default },
      '&[data-focus-visible]': focusRingOutset,
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.subtle, opacity: 0.6 },
    },
  },
  variants: {
    current: {
      true: {
        background: vars.color.accent.solid,
        color: vars.color.text.onAccent,
        fontWeight: vars.font.weight.bold,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.accent.solidHover },
        },
      },
      false: {},
    },
  },
  defaultVariants: { current: false },
});

export const select = style({
  ...inlineFlexRow(vars.space.sm),
});

export const selectLabel = style({ color: vars.color.text.muted });

export const selectButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: '5.5rem',
  height: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  ...pressable,
  selectors: {
    '&[data-focus-visible]': focusRingOutset,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const popover = popoverStyles.popover;

export const listBox = popoverStyles.list;

/** A page size: tabular figures, the chosen one in bold. */
export const option = style([
  popoverStyles.item,
  {
    fontVariantNumeric: 'tabular-nums',
    selectors: { '&[data-selected]': { fontWeight: vars.font.weight.bold } },
  },
]);
