import { keyframes, style } from '@vanilla-extract/css';
import { surface } from '../internal/popover.css';
import { vars } from '../theme/contract.css';
import { gridLayout } from '../theme/styleObjects';

const dropIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` },
});

export const popover = style([
  surface,
  {
    // Layout width, not a theme value.
    maxWidth: 'min(24rem, calc(100vw - 2rem))',
    selectors: {
      '&[data-entering]': { animation: `${dropIn} ${vars.motion.duration.fast}` },
    },
  },
]);

export const dialog = style({
  ...gridLayout(vars.space.sm),
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
