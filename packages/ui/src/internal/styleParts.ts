import { vars } from '../theme/contract.css';
import { centredInline } from '../theme/styleObjects';

// Style objects that a few of the design system's own components share (spread into their
// `.css.ts` styles; the app has no use for them).

/**
 * A square button at the inline end of a bordered field (a group's show-password or clear
 * button, a combo box's or date picker's popup trigger): the field's full height, no border of
 * its own.
 */
export const fieldEndButton = {
  ...centredInline,
  flexShrink: 0,
  alignSelf: 'stretch',
  minWidth: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
} as const;

/** A chevron icon beside a label: it keeps its size, muted, and turns smoothly when opened. */
export const turningChevron = {
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.text.muted,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
} as const;

/** A dialog's content as a column filling its frame; the frame draws the focus ring. */
export const dialogColumn = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
} as const;
