import { style } from '@vanilla-extract/css';
import { bordered, flexWrapRow, vars } from '@backoffice/ui/theme';

export const stack = style({ display: 'grid', gap: vars.space.lg });

export const text = style({ margin: 0, color: vars.color.text.default });

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const row = style({
  ...flexWrapRow(vars.space.sm),
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
});

export const cell = style({
  textAlign: 'start',
  verticalAlign: 'middle',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const headCell = style([cell, { fontWeight: vars.font.weight.bold }]);

export const caption = style({
  textAlign: 'start',
  captionSide: 'top',
  paddingBottom: vars.space.sm,
  color: vars.color.text.muted,
});

/** The QR code keeps a light background in the dark theme: scanners need the contrast. */
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
  ...bordered,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
});
