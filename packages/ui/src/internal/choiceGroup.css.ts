import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingOutset } from '../theme/focusRing';
import { flexColumn } from '../theme/styleObjects';

// What a checkbox group and a radio group share (primer's CheckboxOrRadioGroup): the group's
// column, the options' layout, one option's row and its label with an optional second line.

export const group = style({
  ...flexColumn(vars.space.xs),
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  color: vars.color.text.default,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
    },
  },
});

/** One checkbox or radio with its label. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  // Centred on a line of text (a table cell) rather than set on its baseline.
  verticalAlign: 'middle',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space.xs,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

const indicatorSize = '18px';

/**
 * The box or the circle in front of the label. `border.strong` gives the 3:1 boundary
 * contrast WCAG 1.4.11 asks of a control; it is centred on the label's first line.
 */
export const indicator = style({
  flexShrink: 0,
  width: indicatorSize,
  height: indicatorSize,
  marginTop: `calc((1em * ${vars.font.lineHeight.normal} - ${indicatorSize}) / 2)`,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  selectors: {
    [`${choice}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text.muted },
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.tone.critical.solid },
    [`${choice}[data-invalid][data-selected] &`]: {
      background: vars.color.tone.critical.solid,
      borderColor: vars.color.tone.critical.solid,
    },
    [`${choice}[data-pressed] &`]: { filter: 'brightness(0.95)' },
    [`${choice}[data-focus-visible] &`]: focusRingOutset,
  },
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
});

export const optionDescription = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
