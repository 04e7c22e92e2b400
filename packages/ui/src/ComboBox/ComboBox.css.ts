import { style } from '@vanilla-extract/css';
import { spinnerRing } from '../internal/motion.css';
import { vars } from '../theme/contract.css';

export const spinner = style([
  spinnerRing,
  {
    marginInlineEnd: vars.space.sm,
    borderColor: vars.color.text.muted,
    borderRightColor: 'transparent',
  },
]);
