import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** The side column's actions: one under another. */
export const panel = style({ display: 'grid', gap: vars.space.sm });

/** An action's form, inside its disclosure. */
export const action = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** An action the rules forbid now, in its place: disabled, its reason on hover and focus. */
export const unavailableAction = style({ position: 'relative' });

export const unavailableHeading = style({ margin: 0, fontSize: vars.font.size.md });

/** Drawn as a closed disclosure's trigger, muted, with "Not possible now" in words. */
export const unavailableTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlLg,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.muted,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  cursor: 'not-allowed',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.focus.width})`,
    },
  },
});

export const unavailableMark = style({ fontSize: vars.font.size.xs });

export const unavailableTag = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  whiteSpace: 'nowrap',
});

/** The reason, as a tooltip under the action while it is hovered or focused. */
export const reasonTip = style({
  display: 'none',
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: 2,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  selectors: {
    [`${unavailableAction}:hover > &, ${unavailableAction}:focus-within > &`]: {
      display: 'block',
    },
  },
});

/** Above a form that stopped applying while it was open: why, in words (not colour alone). */
export const stale = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: `3px solid ${vars.color.tone.warning.border}`,
  background: vars.color.tone.warning.subtle,
  color: vars.color.tone.warning.text,
  fontSize: vars.font.size.sm,
});
