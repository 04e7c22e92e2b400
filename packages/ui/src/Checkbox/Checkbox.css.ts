import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
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

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  // Centres the box on the first line of the label.
  marginTop: `calc((1em * ${vars.font.lineHeight.normal} - 18px) / 2)`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  color: vars.color.text.onAccent,
  fontSize: vars.font.size.sm,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${root}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text.muted },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.tone.critical.solid },
    [`${root}[data-invalid][data-selected] &`]: {
      background: vars.color.tone.critical.solid,
      borderColor: vars.color.tone.critical.solid,
    },
    [`${root}[data-pressed] &`]: { filter: 'brightness(0.95)' },
    [`${root}[data-focus-visible] &`]: {
      outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
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

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
});

export const optionDescription = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
