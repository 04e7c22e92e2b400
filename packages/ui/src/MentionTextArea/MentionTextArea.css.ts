import { style } from '@vanilla-extract/css';
import { markedEntry } from '../internal/styleParts';
import { vars } from '../theme/contract.css';
import { floatingSurface } from '../theme/styleObjects';

export const wrap = style({ position: 'relative' });

export const textArea = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  resize: 'vertical',
  minHeight: `calc(${vars.size.controlMd} * 2)`,
  width: '100%',
});

/** The suggestions, under the box (not over the text being typed). */
export const list = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: 'calc(100% + 4px)',
  minWidth: '16rem',
  maxWidth: '100%',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  ...floatingSurface,
  zIndex: vars.zIndex.overlay,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { ...markedEntry, fontWeight: vars.font.weight.medium },
  },
});

export const hint = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
