import { globalStyle } from '@vanilla-extract/css';

// A page's heading takes focus on arrival (so a screen reader starts there and Tab goes on
// from the top of the page); it is not a control, so it shows no focus ring.
globalStyle('main h1[tabindex="-1"]:focus', { outline: 'none' });
