import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { fadeIn, fadeOut } from './motion.css';
import { dialogColumn } from './styleParts';

// The one frame of the modal dialogs: Modal and AlertDialog in the middle of the window,
// SidePanel along its end. Header (title and close button), scrolling body, footer.

// A move, not a zoom: a list opened on a field of the dialog while it rises in is placed
// from the field's box of that moment, and React Aria places it anew when the rise ends (the
// ComboBox asks it to) but keeps the width it measured, 2 % narrower under a zoom.
const riseIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.sm})` },
});
const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });
const slideOut = keyframes({ to: { transform: 'translateX(100%)' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideOutRtl = keyframes({ to: { transform: 'translateX(-100%)' } });

/** The dimmed layer under the dialog. */
export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    background: vars.color.surface.backdrop,
    // React Aria sets the height of the visual viewport, which excludes a mobile keyboard.
    height: 'var(--visual-viewport-height, 100vh)',
  },
  variants: {
    placement: {
      center: {
        alignItems: 'center',
        justifyContent: 'center',
        padding: vars.space.xl,
        selectors: {
          '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal}` },
          '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.duration.fast} forwards` },
        },
      },
      end: {
        justifyContent: 'flex-end',
        selectors: {
          '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.slow}` },
          '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.duration.normal} forwards` },
        },
      },
    },
  },
});

// Layout widths, not theme values: a modal of roughly 45, 70 and 100 characters of body text.
export const frame = recipe({
  base: {
    display: 'flex',
    width: '100%',
    background: vars.color.surface.overlay,
    color: vars.color.text.default,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    placement: {
      center: {
        maxHeight: '100%',
        border: `1px solid ${vars.color.border.default}`,
        borderRadius: vars.radius.lg,
        selectors: {
          '&[data-entering]': {
            animation: `${riseIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
          },
        },
      },
      end: {
        height: '100%',
        borderInlineStart: `1px solid ${vars.color.border.default}`,
        selectors: {
          '&[data-entering]': {
            animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
          },
          '&[data-exiting]': {
            animation: `${slideOut} ${vars.motion.duration.normal} ${vars.motion.easing.standard} forwards`,
          },
          // In a right-to-left page the panel sits on the left and comes from there.
          '[dir="rtl"] &[data-entering]': { animationName: slideInRtl },
          '[dir="rtl"] &[data-exiting]': { animationName: slideOutRtl },
        },
      },
    },
    size: { sm: {}, md: {}, lg: {} },
  },
  compoundVariants: [
    { variants: { placement: 'center', size: 'sm' }, style: { maxWidth: '26rem' } },
    { variants: { placement: 'center', size: 'md' }, style: { maxWidth: '38rem' } },
    { variants: { placement: 'center', size: 'lg' }, style: { maxWidth: '56rem' } },
    { variants: { placement: 'end', size: 'sm' }, style: { maxWidth: '22rem' } },
    { variants: { placement: 'end', size: 'md' }, style: { maxWidth: '28rem' } },
    { variants: { placement: 'end', size: 'lg' }, style: { maxWidth: '40rem' } },
  ],
});

export const dialog = style(dialogColumn);

export const header = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
  },
  variants: {
    placement: {
      center: {},
      // A panel's body starts right under its header: a rule separates them.
      end: { borderBottom: `1px solid ${vars.color.border.default}` },
    },
  },
});

const titleSize = { center: vars.font.size.xl, end: vars.font.size.lg } as const;

export const title = recipe({
  base: {
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    placement: {
      // Lines the title up with the close button's centre.
      center: {
        fontSize: titleSize.center,
        paddingBlockStart: `calc((${vars.size.controlSm} - ${titleSize.center} * ${vars.font.lineHeight.tight}) / 2)`,
      },
      end: {
        fontSize: titleSize.end,
        paddingBlockStart: `calc((${vars.size.controlSm} - ${titleSize.end} * ${vars.font.lineHeight.tight}) / 2)`,
      },
    },
  },
});

export const body = recipe({
  base: {
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
  },
  variants: {
    placement: {
      center: {
        padding: `0 ${vars.space.xl} ${vars.space.lg}`,
        lineHeight: vars.font.lineHeight.normal,
      },
      end: { padding: `${vars.space.lg} ${vars.space.xl}` },
    },
  },
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
