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

/** The QR code keeps its light background in the dark theme: scanners need the contrast. */
export const qr = style({
  width: 176,
  height: 176,
  padding: vars.space.sm,
  background: '#fff',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
});

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const codes = style({
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  background: vars.color.surface.page,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
});
