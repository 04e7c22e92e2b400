import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { inlineFlexRow } from '../theme/styleObjects';

// The three faces (idle, copied, failed) share one grid cell so the button keeps the width of
// the longest: the confirmation must not move the layout under the pointer.
export const faces = style({
  // A block grid: inside the icon-only button's inline wrapper, an inline one would sit on the
  // text baseline and lose its vertical centring.
  display: 'grid',
  justifyItems: 'center',
});

export const face = style({
  gridArea: '1 / 1',
  ...inlineFlexRow(vars.space.xs),
  selectors: {
    '&[data-active="false"]': { visibility: 'hidden' },
    '&[data-state="copied"]': { color: vars.color.tone.success.text },
    '&[data-state="failed"]': { color: vars.color.tone.critical.text },
    // On a solid button the tone colours would lose their contrast: keep the button's text colour.
    '[data-variant="primary"] > &, [data-variant="critical"] > &': { color: 'inherit' },
  },
});

export const icon = style({
  display: 'block',
  width: '1.1em',
  height: '1.1em',
  flexShrink: 0,
});
