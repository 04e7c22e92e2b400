import { style } from '@vanilla-extract/css';
import { inlineFlexRow, vars } from '@backoffice/ui/theme';

export const note = style({
  ...inlineFlexRow(vars.space.xs),
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
