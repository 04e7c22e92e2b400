import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const phone = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const form = style({ display: 'grid', gap: vars.space.md });

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
