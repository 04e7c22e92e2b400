import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const list = recipe({
  base: {
    display: 'grid',
    margin: 0,
    fontSize: vars.font.size.md,
    color: vars.color.text.default,
  },
  variants: {
    layout: {
      // Term and description side by side, one pair per line.
      inline: {
        gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
        columnGap: vars.space.xl,
        rowGap: vars.space.sm,
      },
      // Term above its description, pairs flowing in columns.
      stacked: {
        gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
        gap: vars.space.lg,
      },
    },
  },
  defaultVariants: { layout: 'inline' },
});

export const group = recipe({
  variants: {
    layout: {
      // The group's grid lines up with the list's columns.
      inline: { display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid' },
      stacked: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 },
    },
  },
  defaultVariants: { layout: 'inline' },
});

export const term = style({
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.medium,
});

export const description = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const empty = style({ color: vars.color.text.subtle });
