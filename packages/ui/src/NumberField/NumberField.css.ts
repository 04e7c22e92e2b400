import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Numbers read right-aligned would jump as the user types; tabular figures keep digits still. */
export const input = style({
  fontVariantNumeric: 'tabular-nums',
});

/** The two steppers sit side by side at the end of the group, each a square target. */
export const stepper = style({
  minWidth: vars.size.controlMd,
  padding: 0,
  selectors: {
    // At a bound the stepper that would pass it is disabled: it must look so.
    '&[data-disabled]': { color: vars.color.text.subtle, opacity: 0.45 },
  },
});
