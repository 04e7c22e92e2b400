import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** An inline SVG icon sized to the text (a field's buttons, menus, dialogs). */
export const icon = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  fontSize: vars.font.size.lg,
});

/** An icon as large as the text around it (a link's new-tab mark, a copy button's faces). */
export const inline = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
});

/** An illustration that fills the box its component gives it (empty and error states). */
export const fill = style({ width: '100%', height: '100%' });
