import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { bordered, captionText } from '../theme/styleObjects';

export const root = style({
  height: '100%',
  minHeight: 0,
  overflowY: 'auto',
  // New items are added below what the reader looks at; no anchoring needed, and none wanted
  // from the loading row being replaced.
  overflowAnchor: 'none',
  ...bordered,
  background: vars.color.surface.raised,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  ...captionText,
  textAlign: 'center',
});

export const error = style({ color: vars.color.tone.critical.text });
