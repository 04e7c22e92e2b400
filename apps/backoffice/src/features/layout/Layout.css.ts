import { globalStyle, style } from '@vanilla-extract/css';
import { APP_SHELL_BAR_HEIGHT, vars } from '@backoffice/ui/theme';

// A page's heading takes focus on arrival (so a screen reader starts there and Tab goes on
// from the top of the page); it is not a control, so it shows no focus ring.
globalStyle('main h1[tabindex="-1"]:focus', { outline: 'none' });

/**
 * Where the toasts are drawn: first in the page, sticking below the top bar when the page is
 * scrolled; empty (no height) while there is no toast.
 */
export const toastSlot = style({
  position: 'sticky',
  top: APP_SHELL_BAR_HEIGHT,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'flex-end',
});
