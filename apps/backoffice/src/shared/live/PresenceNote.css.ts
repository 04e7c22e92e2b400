import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const note = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  selectors: { '&:empty': { display: 'none' } },
});

export const mark = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.tone.success.solid,
  flexShrink: 0,
});
