import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** The board fills the window below the filters; each column scrolls on its own. */
export const board = style({
  height: `max(420px, calc(100vh - 280px))`,
  minWidth: 0,
  transition: `opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const state = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 240,
  padding: vars.space.xl,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});
