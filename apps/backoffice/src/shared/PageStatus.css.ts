import { keyframes, style } from '@vanilla-extract/css';
import { focusRingOutset, vars } from '@backoffice/ui/theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const page = style({
  minHeight: '50vh',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  color: vars.color.text.muted,
});

export const fullHeight = style({ minHeight: '100vh' });

export const spinner = style({
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.border.default}`,
  borderTopColor: vars.color.accent.solid,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  color: vars.color.text.default,
});

export const button = style({
  font: 'inherit',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: 'none',
  background: vars.color.accent.solid,
  color: vars.color.text.onAccent,
  cursor: 'pointer',
  ':focus-visible': focusRingOutset,
});
