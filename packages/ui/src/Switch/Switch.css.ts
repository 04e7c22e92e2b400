import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingOutset } from '../theme/focusRing';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  // On a line of text (a table cell, a sentence) the box is centred on the line rather than
  // set on its baseline, which left the switch above the centre of its row.
  verticalAlign: 'middle',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    // Read-only for a reason (`disabledReason`): muted, still readable, focusable.
    '&[data-unavailable]': { cursor: 'not-allowed', color: vars.color.text.muted },
  },
});

const trackWidth = '36px';
const trackHeight = '20px';
const thumb = '14px';

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.full,
  // A visible boundary in both states (WCAG 1.4.11): the off track is an outline.
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.sunken,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      width: thumb,
      height: thumb,
      borderRadius: vars.radius.full,
      background: vars.color.text.muted,
      transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    },
    [`${root}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text.muted },
    [`${root}[data-selected] &`]: {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    [`${root}[data-selected] &::before`]: {
      background: vars.color.text.onAccent,
      transform: `translateX(calc(${trackWidth} - ${thumb} - 6px))`,
    },
    [`${root}[data-pressed] &`]: { filter: 'brightness(0.95)' },
    [`${root}[data-focus-visible] &`]: focusRingOutset,
  },
});
