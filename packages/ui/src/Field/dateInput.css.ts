import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The row of editable date or time segments. */
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { padding: 0, color: vars.color.text.muted },
    '&[data-placeholder]': { color: vars.color.text.subtle },
    '&[data-focused]': { background: vars.color.accent.solid, color: vars.color.text.onAccent },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
