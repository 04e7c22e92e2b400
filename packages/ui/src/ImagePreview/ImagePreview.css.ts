import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fadeIn } from '../internal/motion.css';
import { vars } from '../theme/contract.css';
import { focusRingOutset } from '../theme/focusRing';

export const thumbnail = recipe({
  base: {
    display: 'inline-flex',
    padding: 0,
    overflow: 'hidden',
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface.sunken,
    cursor: 'zoom-in',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.border.strong },
      '&[data-focus-visible]': focusRingOutset,
    },
  },
  variants: {
    size: {
      sm: { width: vars.space.xxxl, height: vars.space.xxxl },
      md: { width: `calc(2 * ${vars.space.xxxl})`, height: `calc(2 * ${vars.space.xxxl})` },
      lg: { width: `calc(4 * ${vars.space.xxxl})`, height: `calc(3 * ${vars.space.xxxl})` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const thumbnailImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  // A picture is judged on a dark ground, whatever the theme.
  background: vars.color.surface.backdrop,
  backdropFilter: 'blur(2px)',
  height: 'var(--visual-viewport-height, 100vh)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal}` },
  },
});

export const modal = style({ flex: 1, display: 'flex', outline: 'none', minWidth: 0 });

export const dialog = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.xl} ${vars.space.lg}`,
  outline: 'none',
  minWidth: 0,
});

export const image = style({
  display: 'block',
  minHeight: 0,
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.lg,
});

export const caption = style({
  maxWidth: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
});

export const closeIcon = style({ width: '1.25em', height: '1.25em' });
