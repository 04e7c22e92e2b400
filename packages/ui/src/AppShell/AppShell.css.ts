import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

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
      outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '52px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.sm,
});

export const brand = style({
  flexShrink: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible, &[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const nav = style({ flex: '1 1 auto', minWidth: 0 });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
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
    '&:focus-visible, &[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.focus.width})`,
    },
    '&[aria-current="page"]': {
      color: vars.color.accent.text,
      background: vars.color.accent.subtle,
      // A bar under the current link: a cue that is not colour alone.
      boxShadow: `inset 0 -2px 0 ${vars.color.accent.solid}`,
    },
  },
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  marginInlineStart: 'auto',
});

export const main = style({
  flex: '1 1 auto',
  padding: vars.space.xl,
  outline: 'none',
});
