import { style } from '@vanilla-extract/css';
import { spinnerRing } from '../internal/motion.css';
import { vars } from '../theme/contract.css';

// The palette opens at once (no entering animation): it is the power user's way about, and
// it must show within the frame of the key press.

/** The dimmed layer; the palette sits in its upper part, where the eye already is. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `min(12vh, 96px) ${vars.space.lg} ${vars.space.lg}`,
  background: vars.color.surface.backdrop,
  height: 'var(--visual-viewport-height, 100vh)',
});

// A layout width: about 70 characters, the widest result line.
export const frame = style({
  display: 'flex',
  width: '100%',
  maxWidth: '40rem',
  maxHeight: '100%',
  background: vars.color.surface.overlay,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const searchIcon = style({
  display: 'inline-flex',
  color: vars.color.text.muted,
  fontSize: vars.font.size.lg,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlMd,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.font.size.lg,
  '::placeholder': { color: vars.color.text.subtle },
});

export const spinner = style([
  spinnerRing,
  { borderColor: vars.color.text.muted, borderRightColor: 'transparent' },
]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  overflow: 'auto',
  outline: 'none',
  minHeight: 0,
  maxHeight: 'min(60vh, 480px)',
  fontSize: vars.font.size.md,
});

export const kind = style({
  flexShrink: 0,
  minWidth: '6.5rem',
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
});
