import { style } from '@vanilla-extract/css';
import { accentChosen } from '../internal/styleParts';
import { vars } from '../theme/contract.css';
import { focusRingOutset } from '../theme/focusRing';
import { controlBox, flexWrapRow, pressable } from '../theme/styleObjects';

/** The smallest target WCAG 2.2 allows (2.5.8), the stacked buttons' height. */
const targetHeight = `calc(${vars.size.controlSm} - ${vars.space.xs})`;

export const group = style({
  ...flexWrapRow(vars.space.xs),
  selectors: {
    // Stacked in the height of a field and its label (two 24 px targets), each as wide as the
    // widest, so that the check mark never changes the column's width.
    '&[data-orientation="vertical"]': {
      display: 'inline-grid',
      gridAutoRows: `minmax(${targetHeight}, auto)`,
      flexWrap: 'nowrap',
      gap: vars.space.xs,
      alignItems: 'stretch',
    },
  },
});

export const preset = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: vars.space.xxs,
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.sm} 0 ${vars.space.xs}`,
  ...controlBox,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  ...pressable,
  selectors: {
    [`${group}[data-orientation="vertical"] &`]: {
      minHeight: targetHeight,
      fontSize: vars.font.size.xs,
    },
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surface.hover },
    '&[data-pressed]:not([data-disabled])': { background: vars.color.surface.sunken },
    '&[aria-current="true"]': accentChosen,
    '&[data-focus-visible]': focusRingOutset,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** The check mark's place, kept when there is none: a press moves nothing. */
export const mark = style({
  display: 'inline-flex',
  width: '1em',
  flexShrink: 0,
});

export const check = style({ width: '1em', height: '1em' });
