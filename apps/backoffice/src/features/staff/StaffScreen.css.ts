import { style } from '@vanilla-extract/css';
import { bordered, vars } from '@backoffice/ui/theme';

export const form = style({ display: 'grid', gap: vars.space.md });

export const stack = style({ display: 'grid', gap: vars.space.md });

export const note = style({ margin: 0 });

/** The one-time link: in full, wrapped anywhere (it has no spaces), selectable. */
export const link = style({
  margin: 0,
  padding: vars.space.sm,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  background: vars.color.surface.sunken,
  ...bordered,
  userSelect: 'all',
});
