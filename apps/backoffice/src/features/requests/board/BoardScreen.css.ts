import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** The board fills the window below the filters; each column scrolls on its own. */
export const board = style({
  height: `max(420px, calc(100vh - 280px))`,
  minWidth: 0,
  transition: `opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});
