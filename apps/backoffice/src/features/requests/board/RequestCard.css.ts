import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const top = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
});

/** The request link; its ::after covers the card's body, so a click anywhere opens it. */
export const link = style({
  // One box (not two inline fragments around the hidden prefix), so a click lands on it.
  display: 'inline-block',
  color: vars.color.text.link,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.sm },
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible::after': {
      outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const received = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const line = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const label = style({ color: vars.color.text.muted });

export const amount = style({
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});
