import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import {
  bareList,
  bordered,
  captionText,
  centredInline,
  gridLayout,
  inlineFlexRow,
  titleText,
} from '../styleObjects';

// The Foundations pages of Storybook (stories only): each token drawn with the theme's own
// variables, its value read from the token data.

export const page = style({
  ...gridLayout(vars.space.xl),
  maxWidth: '1120px',
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({
  margin: 0,
  maxWidth: '72ch',
  color: vars.color.text.muted,
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  ...titleText,
});

export const note = style({
  margin: 0,
  maxWidth: '72ch',
  ...captionText,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface.raised,
  ...bordered,
  fontSize: vars.font.size.sm,
});

globalStyle(`${table} caption`, {
  textAlign: 'start',
  padding: `0 0 ${vars.space.xs}`,
  ...captionText,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

globalStyle(`${table} thead th`, {
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.medium,
  background: vars.color.surface.sunken,
});

globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.regular });

/** Columns of equal width: the tables of a page line up (roles, contrast pairs). */
export const fixed = style({ tableLayout: 'fixed' });

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.text.muted });

/** A colour sample beside its value: the sample's edge shows it on a ground of its colour. */
export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.space.xl,
  height: vars.space.lg,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  verticalAlign: 'middle',
});

export const inline = style({
  ...inlineFlexRow(vars.space.sm),
});

/** A text sample drawn in a pair's own colours, whatever the page's theme. */
export const sample = style({
  ...centredInline,
  minWidth: vars.size.controlLg,
  height: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.medium,
});

/** A bar as long as a length token (spacing, durations). */
export const bar = style({
  display: 'block',
  height: vars.space.md,
  background: vars.color.accent.solid,
  borderRadius: vars.radius.sm,
});

export const verdict = style({ fontWeight: vars.font.weight.medium });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.lg,
});

export const wideGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))',
  gap: vars.space.lg,
});

export const tile = style({
  ...gridLayout(vars.space.xs),
  alignContent: 'start',
  fontSize: vars.font.size.sm,
});

/** The icon gallery: a tile an icon, its name under it. */
export const iconGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.sm,
  ...bareList,
});

export const iconTile = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.sm}`,
  ...bordered,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontSize: vars.font.size.xs,
});
