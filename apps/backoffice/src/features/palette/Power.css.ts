import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** A key as printed on the keyboard. */
export const kbd = style({
  display: 'inline-block',
  minWidth: '1.6em',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderBottomWidth: '2px',
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  lineHeight: '1.6',
  textAlign: 'center',
});

/**
 * The buttons' place in the top bar, kept while their code downloads (just after the first
 * paint) so that the bar does not move when they come: about the width of "Go to… Ctrl K"
 * and "Shortcuts ?" as the small ghost buttons draw them.
 */
export const powerButtonsPlace = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minWidth: '15rem',
});

export const buttonLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const keys = style({
  whiteSpace: 'nowrap',
});
