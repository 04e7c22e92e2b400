import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { spinnerRing } from '../internal/motion.css';
import { vars } from '../theme/contract.css';
import { focusRingOutset } from '../theme/focusRing';
import { centredInline, inlineFlexRow } from '../theme/styleObjects';

export const button = recipe({
  base: {
    ...centredInline,
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast}`,
    outline: 'none',
    position: 'relative',
    selectors: {
      '&[data-focus-visible]': focusRingOutset,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent.solid,
        color: vars.color.text.onAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.accent.solidHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.accent.solidPressed },
        },
      },
      secondary: {
        background: vars.color.surface.raised,
        color: vars.color.text.default,
        borderColor: vars.color.border.default,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.border.strong },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.surface.sunken },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text.default,
        selectors: {
          // Its own hover tint with the control's border, seen in both themes (the sunken
          // surface was 1.04:1 against the dark page).
          '&[data-hovered]:not([data-disabled])': {
            background: vars.color.surface.hover,
            borderColor: vars.color.border.default,
          },
          '&[data-pressed]:not([data-disabled])': {
            background: vars.color.border.default,
            borderColor: vars.color.border.default,
          },
        },
      },
      critical: {
        background: vars.color.tone.critical.solid,
        color: vars.color.text.onAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { filter: 'brightness(0.92)' },
          '&[data-pressed]:not([data-disabled])': { filter: 'brightness(0.85)' },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        padding: `0 ${vars.space.sm}`,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        padding: `0 ${vars.space.md}`,
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        padding: `0 ${vars.space.lg}`,
        fontSize: vars.font.size.lg,
      },
    },
    iconOnly: {
      true: { padding: 0, aspectRatio: '1 / 1' },
      false: {},
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md', iconOnly: false, fullWidth: false },
});

/**
 * A button that cannot be used now and says why (`disabledReason`): one look whatever its
 * variant, muted with a dashed border (and a ⊘ beside its label: never colour alone); still
 * focusable, so its text keeps a readable contrast rather than the disabled fade.
 */
export const unavailable = style({
  background: vars.color.surface.sunken,
  color: vars.color.text.muted,
  borderColor: vars.color.border.strong,
  borderStyle: 'dashed',
  cursor: 'not-allowed',
  selectors: {
    '&[data-hovered]:not([data-disabled]), &[data-pressed]:not([data-disabled])': {
      background: vars.color.surface.sunken,
      borderColor: vars.color.border.strong,
    },
  },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const content = style({
  ...inlineFlexRow(vars.space.xs),
  // Opacity, not visibility: the label must stay the button's accessible name while pending.
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const spinnerWrap = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const spinner = spinnerRing;
