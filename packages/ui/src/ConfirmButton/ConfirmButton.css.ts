import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// No box of its own: unarmed, the button sits in its parent's layout exactly as a Button would.
export const root = style({ display: 'contents' });

// Both labels share one grid cell so the button keeps the width of the longer one: arming
// must not move the layout under the pointer that is about to press a second time.
export const labels = style({
  display: 'inline-grid',
  justifyItems: 'center',
});

export const label = style({
  gridArea: '1 / 1',
  selectors: {
    '&[data-active="false"]': { visibility: 'hidden' },
  },
});

/**
 * The armed button before it can confirm: its armed colour, faded (the faded look says "not
 * yet" to whoever cannot read aria-disabled).
 */
globalStyle(`${root} > button[aria-disabled="true"]:not([data-pending])`, {
  opacity: 0.6,
  cursor: 'wait',
});

/** Cancel, then what a confirmation will do, after the armed button (never before it). */
export const armed = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginInlineStart: vars.space.xs,
  verticalAlign: 'middle',
});

export const consequence = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  fontWeight: vars.font.weight.medium,
  maxWidth: '32ch',
});
