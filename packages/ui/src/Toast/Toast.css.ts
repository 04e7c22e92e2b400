import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRingInset, focusRingOutline } from '../theme/focusRing';
import { APP_SHELL_BAR_HEIGHT } from '../theme/layout';
import { toastTones } from './tones';
import type { ToastTone } from './tones';
import { flexColumn } from '../theme/styleObjects';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateX(${vars.space.xl})` },
  to: { opacity: 1, transform: 'none' },
});

/** Where the AppShell's top bar ends, measured (Toast.tsx): the stack starts below it. */
export const barBottom = createVar();

// Room for the focus ring of a toast, which the scrolling region would otherwise clip.
const ringRoom = vars.space.xs;

// Fixed over the page, never in its flow: a toast that comes or goes moves no row under the
// pointer (in the flow, each toast pushed the page down 62 px and back 5 s later).
export const region = recipe({
  base: {
    position: 'fixed',
    insetInlineEnd: `calc(${vars.space.lg} - ${ringRoom})`,
    zIndex: vars.zIndex.toast,
    ...flexColumn(vars.space.sm),
    padding: ringRoom,
    // Layout width, not a theme value: about 50 characters of message per line.
    width: `min(24rem, calc(100vw - 2 * ${vars.space.lg}))`,
    // Toasts stack and never cover one another: a tall stack scrolls instead.
    overflowY: 'auto',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: focusRingOutline },
    },
  },
  variants: {
    belowAppBar: {
      false: {
        top: `calc(${vars.space.lg} - ${ringRoom})`,
        maxHeight: `calc(100vh - 2 * ${vars.space.lg})`,
      },
      // Below the top bar, never over it: its Export and user menu stay reachable.
      true: {
        top: `calc(${fallbackVar(barBottom, APP_SHELL_BAR_HEIGHT)} + ${vars.space.sm} - ${ringRoom})`,
        maxHeight: `calc(100vh - ${fallbackVar(barBottom, APP_SHELL_BAR_HEIGHT)} - ${vars.space.sm} - ${vars.space.lg})`,
      },
    },
  },
  defaultVariants: { belowAppBar: false },
});

const toneStyles = (tone: ToastTone) => {
  const colours = vars.color.tone[tone];
  return {
    background: colours.subtle,
    borderColor: colours.border,
    borderInlineStartColor: colours.solid,
  };
};

export const toast = recipe({
  base: {
    flexShrink: 0,
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    border: '1px solid',
    borderInlineStartWidth: vars.space.xs,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    color: vars.color.text.default,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      },
    },
    selectors: {
      '&[data-focus-visible]': focusRingInset,
    },
  },
  variants: {
    tone: Object.fromEntries(toastTones.map((tone) => [tone, toneStyles(tone)])) as Record<
      ToastTone,
      ReturnType<typeof toneStyles>
    >,
  },
});

export const icon = recipe({
  base: {
    display: 'flex',
    // Centres the icon on the first line of the message, next to the close button.
    paddingBlock: `calc((${vars.size.controlSm} - 1.25em) / 2)`,
  },
  variants: {
    tone: {
      success: { color: vars.color.tone.success.text },
      critical: { color: vars.color.tone.critical.text },
      warning: { color: vars.color.tone.warning.text },
      info: { color: vars.color.tone.info.text },
    },
  },
});

export const svg = style({ width: '1.25em', height: '1.25em', flexShrink: 0 });

export const body = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const action = style({ display: 'flex', paddingBottom: vars.space.xxs });

export const content = style({
  minWidth: 0,
  paddingBlock: `calc((${vars.size.controlSm} - ${vars.font.lineHeight.normal} * 1em) / 2)`,
});

export const message = style({ overflowWrap: 'anywhere' });
