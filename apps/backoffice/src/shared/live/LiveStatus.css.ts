import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
});

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.tone.warning.solid,
});
