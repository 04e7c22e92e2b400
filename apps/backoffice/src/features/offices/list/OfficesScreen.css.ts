import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const seoBody = style({ display: 'grid', gap: vars.space.md });

export const seoGenerate = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
