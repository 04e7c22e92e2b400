import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingAt } from '../theme/focusRing';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]:not([data-disabled]):not([data-unavailable])': {
      borderColor: vars.color.text.muted,
    },
    // Cannot be changed now (`disabledReason`): focusable, so muted rather than faded.
    '&[data-unavailable]': {
      cursor: 'not-allowed',
      borderStyle: 'dashed',
      color: vars.color.text.muted,
      background: vars.color.surface.sunken,
    },
    '&[data-focus-visible]': focusRingAt('-1px'),
    '[data-open] > &': { borderColor: vars.color.border.focus },
    '[data-invalid] > &': { borderColor: vars.color.tone.critical.solid },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      opacity: 0.55,
      background: vars.color.surface.sunken,
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.subtle },
  },
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.text.muted,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-open] &': { transform: 'rotate(180deg)' },
  },
});
