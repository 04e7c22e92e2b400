import { style } from '@vanilla-extract/css';
import { fadeIn } from '../internal/motion.css';
import { vars } from '../theme/contract.css';

export const tooltip = style({
  // Layout width, not a theme value: a tooltip is a sentence or two.
  maxWidth: '20rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.fast}` },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surface.inverse,
  width: vars.space.sm,
  height: vars.space.sm,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
