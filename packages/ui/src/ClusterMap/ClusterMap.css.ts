import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { accentChosen, pillBox, pillStates } from '../internal/styleParts';
import { focusRingInset } from '../theme/focusRing';
import {
  bordered,
  captionText,
  flexColumn,
  floatingSurface,
  inlineFlexRow,
  pressable,
} from '../theme/styleObjects';

export const root = style({
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  height: '100%',
  minHeight: `calc(${vars.space.xxxl} * 6)`,
});

export const mapWrap = style({
  position: 'relative',
  minHeight: 0,
  ...bordered,
  overflow: 'hidden',
  // What shows where no tile is drawn: the map stays readable with no tile server.
  background: vars.color.surface.sunken,
});

export const map = style({
  position: 'absolute',
  inset: 0,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingInset,
  },
});

export const controls = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  ...flexColumn(vars.space.xs),
  zIndex: 1,
});

export const zoomBadge = style({
  position: 'absolute',
  left: vars.space.sm,
  bottom: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  zIndex: 1,
});

export const panel = style({
  ...flexColumn(vars.space.xs),
  minHeight: 0,
});

export const summary = style({
  ...captionText,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  maxHeight: `calc(${vars.space.xxxl} * 3)`,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
});

export const item = style({
  ...inlineFlexRow(vars.space.xs),
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  ...pillBox(vars.color.border.default, vars.color.surface.raised),
  fontSize: vars.font.size.sm,
  ...pressable,
  selectors: {
    ...pillStates(vars.color.border.strong),
    '&[aria-pressed="true"]': accentChosen,
  },
});

export const itemCount = style({
  minWidth: vars.space.lg,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
  color: vars.color.text.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});

export const more = style({ color: vars.color.text.subtle, fontSize: vars.font.size.sm });

/** The name of the point a list beside the map points out, next to its ring on the canvas. */
export const highlightLabel = style({
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 1,
  maxWidth: '40%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.focus}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  pointerEvents: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

/** A pin's card, beside its pin (placed by the map on every frame). */
export const card = style({
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 2,
  width: `min(18rem, calc(100% - ${vars.space.sm}))`,
  maxHeight: `calc(100% - ${vars.space.sm})`,
  overflowY: 'auto',
  ...floatingSurface,
});

export const cardDialog = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingInset,
  },
});

export const cardBody = style({ alignSelf: 'stretch' });

/** The basemap's credit, in the map's corner. */
export const credit = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  zIndex: 1,
  maxWidth: '70%',
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  borderTopLeftRadius: vars.radius.sm,
  background: vars.color.surface.raised,
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
});
