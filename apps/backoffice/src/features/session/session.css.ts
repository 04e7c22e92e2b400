import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const text = style({ margin: 0, color: vars.color.text.default });

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const stack = style({ display: 'grid', gap: vars.space.lg });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});
