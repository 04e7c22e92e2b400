import { style } from '@vanilla-extract/css';
import { choice, indicator } from '../internal/choiceGroup.css';
import { vars } from '../theme/contract.css';

/** The circle, with a dot inside once selected. */
export const circle = style([
  indicator,
  {
    position: 'relative',
    borderRadius: vars.radius.full,
    transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: '4px',
        borderRadius: vars.radius.full,
        background: 'transparent',
      },
      [`${choice}[data-selected] &::after`]: { background: vars.color.text.onAccent },
    },
  },
]);
