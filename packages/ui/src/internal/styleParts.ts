import { vars } from '../theme/contract.css';
import { focusRingOutset } from '../theme/focusRing';
import { centredInline } from '../theme/styleObjects';

// Style objects that a few of the design system's own components share (spread into their
// `.css.ts` styles; the app has no use for them).

/**
 * A square button at the inline end of a bordered field (a group's show-password or clear
 * button, a combo box's or date picker's popup trigger): the field's full height, no border of
 * its own.
 */
export const fieldEndButton = {
  ...centredInline,
  flexShrink: 0,
  alignSelf: 'stretch',
  minWidth: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
} as const;

/** A field's bordered control that cannot be used (input, group, select trigger): faded, sunken. */
export const disabledControl = {
  cursor: 'not-allowed',
  opacity: 0.55,
  background: vars.color.surface.sunken,
} as const;

/** A field's bordered control eases its border colour as it is hovered, focused or invalid. */
export const borderTransition = `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

/** A chevron icon beside a label: it keeps its size, muted, and turns smoothly when opened. */
export const turningChevron = {
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.text.muted,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
} as const;

/** A dialog's content as a column filling its frame; the frame draws the focus ring. */
export const dialogColumn = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
} as const;

/** A pill-shaped button's box: a thin border of `border`, fully rounded, on `background`. */
export function pillBox(border: string, background: string) {
  return {
    border: `1px solid ${border}`,
    borderRadius: vars.radius.full,
    background,
    color: vars.color.text.default,
  } as const;
}

/** A button's look when hovered and when pressed, as entries of a style's `selectors`. */
function hoverAndPress<H, P>(hovered: H, pressed: P) {
  return { '&[data-hovered]': hovered, '&[data-pressed]': pressed } as const;
}

/** A pill button's states: its border `hoverBorder` on hover, sunken when pressed, the ring. */
export function pillStates(hoverBorder: string) {
  return {
    ...hoverAndPress({ borderColor: hoverBorder }, { background: vars.color.surface.sunken }),
    '&[data-focus-visible]': focusRingOutset,
  } as const;
}

/** The chosen one of a set of buttons (a pressed toggle, a current preset): the accent's look. */
export const accentChosen = {
  background: vars.color.accent.subtle,
  borderColor: vars.color.accent.solid,
  color: vars.color.accent.text,
} as const;

/** A quiet button's states: `hoverBackground` behind it on hover, the border colour pressed. */
export function quietStates(hoverBackground: string) {
  return hoverAndPress({ background: hoverBackground }, { background: vars.color.border.default });
}

/**
 * The current or active entry of a menu or a list of options: an accent tint and a bar at its
 * start, so that it is not told by colour alone.
 */
export const markedEntry = {
  background: vars.color.accent.subtle,
  boxShadow: `inset 3px 0 0 ${vars.color.accent.solid}`,
} as const;
