import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** A text link in the product's colours, with the design system's focus ring. */
export const textLink = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.offset,
    },
  },
});
