import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fadeIn, fadeOut } from '../internal/motion.css';
import { vars } from '../theme/contract.css';

const riseIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.sm}) scale(0.98)` },
});

/** The dimmed layer under a modal; shared by Modal, AlertDialog and ImagePreview. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  background: vars.color.surface.backdrop,
  // React Aria sets the height of the visual viewport, which excludes a mobile keyboard.
  height: 'var(--visual-viewport-height, 100vh)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.duration.fast} forwards` },
  },
});

// Layout widths, not theme values: roughly 45, 70 and 100 characters of body text.
export const modal = recipe({
  base: {
    display: 'flex',
    maxHeight: '100%',
    width: '100%',
    background: vars.color.surface.overlay,
    color: vars.color.text.default,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': {
        animation: `${riseIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '26rem' },
      md: { maxWidth: '38rem' },
      lg: { maxWidth: '56rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // Lines the title up with the close button's centre.
  paddingBlockStart: `calc((${vars.size.controlSm} - ${vars.font.size.xl} * ${vars.font.lineHeight.tight}) / 2)`,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `0 ${vars.space.xl} ${vars.space.lg}`,
  lineHeight: vars.font.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const closeIcon = style({ width: '1.25em', height: '1.25em' });
