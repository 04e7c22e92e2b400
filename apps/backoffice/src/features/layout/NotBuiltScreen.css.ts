import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const note = style({
  margin: 0,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.muted,
  background: vars.color.surface.raised,
});
