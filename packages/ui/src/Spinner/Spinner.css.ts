import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { spin } from '../internal/motion.css';
import { vars } from '../theme/contract.css';
import { inlineFlexRow } from '../theme/styleObjects';

export const root = style({
  ...inlineFlexRow(vars.space.sm),
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
});

export const ring = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.border.default,
    borderTopColor: vars.color.accent.solid,
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // A still ring rather than the global rule's near-zero duration, which would flicker.
      '(prefers-reduced-motion: reduce)': { animationName: 'none' },
    },
  },
  variants: {
    size: {
      sm: { width: vars.font.size.md, height: vars.font.size.md, borderWidth: vars.space.xxs },
      md: {
        width: vars.size.controlSm,
        height: vars.size.controlSm,
        borderWidth: `calc(1.5 * ${vars.space.xxs})`,
      },
      lg: { width: vars.space.xxxl, height: vars.space.xxxl, borderWidth: vars.space.xs },
    },
  },
  defaultVariants: { size: 'md' },
});
