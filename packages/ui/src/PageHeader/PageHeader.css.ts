import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { flexColumn, flexWrapRow } from '../theme/styleObjects';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const text = style({
  ...flexColumn(vars.space.xs),
  minWidth: 0,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.tone.neutral.subtle,
  color: vars.color.tone.neutral.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
});

export const actions = style({
  ...flexWrapRow(vars.space.sm),
});
