import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** A key as printed on the keyboard. */
export const kbd = style({
  display: 'inline-block',
  minWidth: '1.6em',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderBottomWidth: '2px',
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  lineHeight: '1.6',
  textAlign: 'center',
});

export const buttons = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const buttonLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sheet = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const note = style({
  margin: 0,
  color: vars.color.text.muted,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  padding: `0 0 ${vars.space.xs}`,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

globalStyle(`${table} th`, {
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.sm,
});

export const keys = style({
  whiteSpace: 'nowrap',
});
