import { style } from '@vanilla-extract/css';
import { inlineFlexRow, vars } from '@backoffice/ui/theme';

export const status = style({
  ...inlineFlexRow(vars.space.xs),
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
