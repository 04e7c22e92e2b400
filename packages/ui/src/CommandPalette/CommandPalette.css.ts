import { style } from '@vanilla-extract/css';
import { spinnerRing } from '../internal/motion.css';
import { vars } from '../theme/contract.css';
import { captionText, flexRow, flexSpacedRow, gridLayout } from '../theme/styleObjects';
import { dialogColumn } from '../internal/styleParts';

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

export const dialog = style(dialogColumn);

export const field = style({
  ...flexRow(vars.space.sm),
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
  ...captionText,
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

// The shortcut sheet: the palette's overlay and frame, wider for its table.
export const sheetFrame = style([frame, { maxWidth: '52rem' }]);

export const sheetHeader = style({
  ...flexSpacedRow(vars.space.md),
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.sm} ${vars.space.xl}`,
});

export const sheetTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const sheetBody = style({
  ...gridLayout(vars.space.lg),
  padding: `0 ${vars.space.xl} ${vars.space.lg}`,
  overflowY: 'auto',
  minHeight: 0,
  lineHeight: vars.font.lineHeight.normal,
});

export const sheetNote = style({ margin: 0, color: vars.color.text.muted });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  paddingBottom: vars.space.xs,
});

export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const headerCell = style([
  cell,
  {
    color: vars.color.text.muted,
    fontWeight: vars.font.weight.medium,
    fontSize: vars.font.size.sm,
  },
]);

export const keys = style({ whiteSpace: 'nowrap' });

/** A key as printed on the keyboard. */
export const kbd = style({
  display: 'inline-block',
  minWidth: '1.6em',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderBottomWidth: '2px',
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  lineHeight: '1.6',
  textAlign: 'center',
});
