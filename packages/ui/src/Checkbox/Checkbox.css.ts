import { style } from '@vanilla-extract/css';
import { indicator } from '../internal/choiceGroup.css';
import { vars } from '../theme/contract.css';

/** The square box with its check or dash. */
export const box = style([
  indicator,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.sm,
    color: vars.color.text.onAccent,
    fontSize: vars.font.size.sm,
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  },
]);
