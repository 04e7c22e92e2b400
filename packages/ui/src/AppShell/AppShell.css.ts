import { globalStyle, style } from '@vanilla-extract/css';
import * as popoverStyles from '../internal/popover.css';
import { markedEntry } from '../internal/styleParts';
import { APP_SHELL_BAR_HEIGHT } from '../theme/layout';
import { vars } from '../theme/contract.css';
import { focusRingInset, focusRingOutset } from '../theme/focusRing';
import { bareList, flexRow } from '../theme/styleObjects';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  boxShadow: vars.shadow.md,
  // Off screen until focused: the first Tab of the page reveals it.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &[data-focus-visible]': {
      transform: 'none',
      ...focusRingOutset,
    },
  },
});

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  // Tight (theme tokens): at 1024 px the brand, the ten links, Export and the user menu share
  // one line; below that, the links that do not fit go to More.
  gap: vars.space.xs,
  minHeight: APP_SHELL_BAR_HEIGHT,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.sm,
});

export const brand = style({
  flexShrink: 0,
  marginInlineEnd: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible, &[data-focus-visible]': focusRingOutset,
  },
});

// A zero basis: the navigation takes exactly the room left by the brand and the end controls,
// whatever its content, and the links that do not fit there go to the More menu.
export const nav = style({ position: 'relative', flex: '1 1 0', minWidth: 0 });

export const navList = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  // No gap: each link's own padding (xs on both sides) separates the labels.
  gap: vars.space.none,
  ...bareList,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.size.controlMd,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.muted,
  // sm (13 px), the size of the page's secondary text: a navigation read at 12 px was too small
  // on a laptop; the links that do not fit go to More.
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  // The app may plug its own router link: style both React Aria's state attributes and the
  // plain CSS states.
  selectors: {
    '&:hover, &[data-hovered]': {
      color: vars.color.text.default,
      background: vars.color.surface.sunken,
    },
    '&:focus-visible, &[data-focus-visible]': focusRingInset,
    '&[aria-current="page"]': {
      color: vars.color.accent.text,
      background: vars.color.accent.subtle,
      // A bar under the current link: a cue that is not colour alone.
      boxShadow: `inset 0 -2px 0 ${vars.color.accent.solid}`,
    },
  },
});

const currentMark = {
  color: vars.color.accent.text,
  background: vars.color.accent.subtle,
  boxShadow: `inset 0 -2px 0 ${vars.color.accent.solid}`,
};

/** The More button: a navigation link's look, with the current-page mark when it holds it. */
export const more = style([
  navLink,
  {
    gap: vars.space.xxs,
    border: 'none',
    background: 'none',
    fontFamily: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[data-pressed], &[data-pressed]:hover': { background: vars.color.surface.sunken },
      '&[data-current]': currentMark,
    },
  },
]);

/** The hidden copy that gives the links' widths: invisible, out of the flow, no scroll. */
export const measure = style({
  position: 'absolute',
  top: 0,
  left: 0,
  display: 'flex',
  gap: vars.space.none,
  width: 0,
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  pointerEvents: 'none',
});

globalStyle(`${measure} > *`, { flexShrink: 0 });

/** A link of the More menu: a menu item that marks the current page. */
export const menuItem = style([
  popoverStyles.item,
  {
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"]': { ...markedEntry, color: vars.color.accent.text },
    },
  },
]);

export const end = style({
  ...flexRow(vars.space.xs),
  flexShrink: 0,
  marginInlineStart: 'auto',
});

export const main = style({
  flex: '1 1 auto',
  padding: vars.space.xl,
  outline: 'none',
});
