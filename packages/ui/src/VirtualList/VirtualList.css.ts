import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingOutset } from '../theme/focusRing';

export const scroller = style({
  overflowY: 'auto',
  overflowX: 'hidden',
  overscrollBehavior: 'contain',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': focusRingOutset,
  },
});

export const sizer = style({ position: 'relative', width: '100%', margin: 0, padding: 0 });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  listStyle: 'none',
});
