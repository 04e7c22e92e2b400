import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fadeIn, fadeOut } from '../internal/motion.css';
import { vars } from '../theme/contract.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });
const slideOut = keyframes({ to: { transform: 'translateX(100%)' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideOutRtl = keyframes({ to: { transform: 'translateX(-100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  justifyContent: 'flex-end',
  background: vars.color.surface.backdrop,
  height: 'var(--visual-viewport-height, 100vh)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.slow}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.duration.normal} forwards` },
  },
});

// Layout widths, not theme values.
export const panel = recipe({
  base: {
    display: 'flex',
    height: '100%',
    width: '100%',
    background: vars.color.surface.overlay,
    color: vars.color.text.default,
    borderInlineStart: `1px solid ${vars.color.border.default}`,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': {
        animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
      },
      '&[data-exiting]': {
        animation: `${slideOut} ${vars.motion.duration.normal} ${vars.motion.easing.standard} forwards`,
      },
      // In a right-to-left page the panel sits on the left and comes from there.
      '[dir="rtl"] &[data-entering]': {
        animationName: slideInRtl,
      },
      '[dir="rtl"] &[data-exiting]': {
        animationName: slideOutRtl,
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '22rem' },
      md: { maxWidth: '28rem' },
      lg: { maxWidth: '40rem' },
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
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  paddingBlockStart: `calc((${vars.size.controlSm} - ${vars.font.size.lg} * ${vars.font.lineHeight.tight}) / 2)`,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.lg} ${vars.space.xl}`,
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
