import { style } from '@vanilla-extract/css';

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
