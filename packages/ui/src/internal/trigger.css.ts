import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingInset } from '../theme/focusRing';
import { pressable } from '../theme/styleObjects';
import { fieldEndButton, turningChevron } from './styleParts';

/**
 * The chevron of every control that opens a list or a menu (Select, ComboBox, a menu button
 * with text): one size, one muted colour, turned over while its popup is open. The control
 * that holds it says it is open with `aria-expanded`, which React Aria sets on each of them.
 */
export const chevron = style({
  ...turningChevron,
  selectors: {
    '[aria-expanded="true"] &': { transform: 'rotate(180deg)' },
    '[data-hovered]:not([data-disabled]) > &, [data-hovered]:not([data-disabled]) &': {
      color: vars.color.text.default,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/**
 * The button at the end of a bordered field that opens its popup (a ComboBox's list, a date
 * picker's calendar): quiet like a Select's chevron (no divider and no fill of its own, the
 * field's border is the control's edge), its icon muted until hovered.
 */
export const fieldTrigger = style({
  ...fieldEndButton,
  background: 'transparent',
  color: vars.color.text.muted,
  ...pressable,
  selectors: {
    // Like a Select's chevron: the icon darkens, and the field's border shows the hover.
    '&[data-hovered]:not([data-disabled]), &[data-pressed]:not([data-disabled])': {
      color: vars.color.text.default,
    },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
