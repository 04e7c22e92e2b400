import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The filled share of the track, set inline from the value. */
export const fillWidth = createVar();

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.md}`,
  width: '100%',
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
});

export const label = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const values = style({
  display: 'flex',
  gap: vars.space.md,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  overflow: 'hidden',
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
});

export const fill = style({
  height: '100%',
  width: fillWidth,
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.4s ${vars.motion.easing.standard} infinite`,
  '@media': {
    // Still stripes across the whole track instead of a sliding bar.
    '(prefers-reduced-motion: reduce)': {
      animationName: 'none',
      width: '100%',
      background: `repeating-linear-gradient(-45deg, ${vars.color.accent.solid} 0 ${vars.space.sm}, ${vars.color.accent.subtle} ${vars.space.sm} ${vars.space.lg})`,
    },
  },
});
