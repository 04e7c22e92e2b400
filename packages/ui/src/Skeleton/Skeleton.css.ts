import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const stack = style({ display: 'grid', gap: vars.space.sm, width: '100%' });

export const shape = recipe({
  base: {
    display: 'block',
    background: vars.color.surface.sunken,
    boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animationName: 'none' },
    },
  },
  variants: {
    shape: {
      text: {
        height: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal} - ${vars.space.xs})`,
        borderRadius: vars.radius.sm,
      },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, aspectRatio: '1 / 1' },
    },
    width: {
      full: { width: '100%' },
      '3/4': { width: '75%' },
      '1/2': { width: '50%' },
      '1/4': { width: '25%' },
    },
    height: {
      sm: { height: vars.size.controlSm },
      md: { height: vars.space.xxxl },
      lg: { height: `calc(4 * ${vars.space.xxxl})` },
    },
  },
  compoundVariants: [
    // A circle is as wide as it is tall: its size comes from `height`.
    { variants: { shape: 'circle', height: 'sm' }, style: { width: vars.size.controlSm } },
    { variants: { shape: 'circle', height: 'md' }, style: { width: vars.space.xxxl } },
    {
      variants: { shape: 'circle', height: 'lg' },
      style: { width: `calc(4 * ${vars.space.xxxl})` },
    },
  ],
});
