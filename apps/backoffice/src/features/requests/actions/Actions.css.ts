import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
  alignItems: 'start',
});

export const action = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.page,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
