import { style } from '@vanilla-extract/css';
import { gridLayout, vars } from '@backoffice/ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  background: vars.color.surface.page,
});

export const card = style({
  width: 'min(400px, 100%)',
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xxl,
  ...gridLayout(vars.space.lg),
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

export const lead = style({ margin: 0, color: vars.color.text.muted });

export const form = style({ display: 'grid', gap: vars.space.lg });

/** Why the last session ended: a bordered note, its words saying it (not a colour). */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.page,
  color: vars.color.text.default,
});
