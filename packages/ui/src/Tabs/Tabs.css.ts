import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingInset, focusRingOutset } from '../theme/focusRing';
import { pressable } from '../theme/styleObjects';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.default}`,
  overflowX: 'auto',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.size.controlLg,
  padding: `0 ${vars.space.md}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  ...pressable,
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default, background: vars.color.surface.sunken },
    '&[data-selected]': {
      color: vars.color.accent.text,
      // An underline, so the selected tab is not told by colour alone.
      boxShadow: `inset 0 -3px 0 ${vars.color.accent.solid}`,
    },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.subtle, opacity: 0.6 },
  },
});

export const panel = style({
  paddingTop: vars.space.lg,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingOutset,
  },
});
