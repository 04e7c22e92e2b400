import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
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

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
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

const circleSize = '18px';

export const circle = style({
  position: 'relative',
  flexShrink: 0,
  width: circleSize,
  height: circleSize,
  // Centres the circle on the first line of the label.
  marginTop: `calc((1em * ${vars.font.lineHeight.normal} - ${circleSize}) / 2)`,
  borderRadius: vars.radius.full,
  // `border.strong` gives the 3:1 boundary contrast WCAG 1.4.11 asks of a control.
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: '4px',
      borderRadius: vars.radius.full,
      background: 'transparent',
    },
    [`${radio}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text.muted },
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.accent.solid,
      background: vars.color.accent.solid,
    },
    [`${radio}[data-selected] &::after`]: { background: vars.color.text.onAccent },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.tone.critical.solid },
    [`${radio}[data-invalid][data-selected] &`]: { background: vars.color.tone.critical.solid },
    [`${radio}[data-pressed] &`]: { filter: 'brightness(0.95)' },
    [`${radio}[data-focus-visible] &`]: {
      outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.offset,
    },
  },
});
