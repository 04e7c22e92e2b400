import { style } from '@vanilla-extract/css';
import { indicator } from '../internal/choiceGroup.css';
import { vars } from '../theme/contract.css';
import { centredInline } from '../theme/styleObjects';

/** The square box with its check or dash. */
export const box = style([
  indicator,
  {
    ...centredInline,
    borderRadius: vars.radius.sm,
    color: vars.color.text.onAccent,
    fontSize: vars.font.size.sm,
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  },
]);
