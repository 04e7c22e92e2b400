import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { reasonTipBox } from './reasonTip';

/**
 * Holds a control that cannot be used now and the tooltip that says why (the Disclosure's
 * `disabledReason`, for every control): the reason shows under the control on hover and on
 * focus, and is always its accessible description.
 */
export const anchor = style({
  position: 'relative',
  display: 'inline-flex',
  maxWidth: '100%',
  // Centred on a line of text (a table cell), as the controls it holds are.
  verticalAlign: 'middle',
});

/** A full-width control keeps its width inside the anchor. */
export const fullWidthAnchor = style({ display: 'flex', width: '100%' });

/** The state in a mark beside the label, not in colour alone. */
export const mark = style({
  display: 'inline-block',
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  lineHeight: 1,
  '::before': { content: '"⊘"' },
});

/** The reason, as a tooltip under its control while the control is hovered or focused. */
export const tip = style({
  display: 'none',
  position: 'absolute',
  insetInlineStart: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: 20,
  width: 'max-content',
  maxWidth: '18rem',
  ...reasonTipBox,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'normal',
  textAlign: 'start',
  pointerEvents: 'none',
  selectors: {
    [`${anchor}:hover > &, ${anchor}:focus-within > &`]: { display: 'block' },
  },
});
