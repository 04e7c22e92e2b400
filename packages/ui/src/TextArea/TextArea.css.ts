import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const textArea = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  resize: 'vertical',
  minHeight: `calc(${vars.size.controlMd} * 2)`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
});

export const counter = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-over-limit]': {
      color: vars.color.tone.critical.text,
      fontWeight: vars.font.weight.medium,
    },
  },
});
