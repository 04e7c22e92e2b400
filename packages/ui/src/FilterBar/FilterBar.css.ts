import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  selectors: {
    // Focus comes here from code (the last chip removed); a click on the bar shows no ring.
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
});

export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flex: '1 1 auto',
  minWidth: 0,
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginInlineStart: 'auto',
});

export const result = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
});
