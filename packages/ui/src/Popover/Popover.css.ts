import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` },
});

export const popover = style({
  // Layout width, not a theme value.
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  background: vars.color.surface.overlay,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.fast}` },
  },
});

export const dialog = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  maxHeight: 'inherit',
  overflowY: 'auto',
  outline: 'none',
});

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const arrow = style({
  display: 'block',
  width: vars.space.md,
  height: vars.space.md,
  fill: vars.color.surface.overlay,
  stroke: vars.color.border.default,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
