import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRingAt } from '../theme/focusRing';
import { centredInline, pressable } from '../theme/styleObjects';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.text.default,
});

/** The track: segments sit inside one bordered, sunken bar. */
export const group = style({
  display: 'inline-flex',
  maxWidth: '100%',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  // `border.strong` gives the 3:1 boundary contrast WCAG 1.4.11 asks of a control.
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  selectors: {
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const segment = recipe({
  base: {
    ...centredInline,
    // Squeezed segments wrap their text rather than cut it: every word stays readable.
    flex: '0 1 auto',
    minWidth: 0,
    textAlign: 'center',
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.muted,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    ...pressable,
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered]:not([data-disabled]):not([data-selected])': {
        background: vars.color.surface.raised,
        color: vars.color.text.default,
      },
      '&[data-pressed]:not([data-disabled])': { filter: 'brightness(0.95)' },
      // The selected segment is raised and bordered, and its text is the default colour: the
      // state does not rest on colour alone (WCAG 1.4.1).
      '&[data-selected]': {
        background: vars.color.surface.raised,
        borderColor: vars.color.border.strong,
        color: vars.color.text.default,
        boxShadow: vars.shadow.sm,
      },
      '&[data-focus-visible]': focusRingAt('1px'),
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      sm: {
        minHeight: `calc(${vars.size.controlSm} - 2 * ${vars.space.xxs} - 2px)`,
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: `calc(${vars.size.controlMd} - 2 * ${vars.space.xxs} - 2px)`,
        padding: `${vars.space.xxs} ${vars.space.md}`,
        fontSize: vars.font.size.md,
      },
    },
  },
  defaultVariants: { size: 'md' },
});
