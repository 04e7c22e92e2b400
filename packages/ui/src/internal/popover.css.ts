import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingInset } from '../theme/focusRing';
import { captionText, flexRow, floatingSurface, pressable } from '../theme/styleObjects';

// Every floating surface and every list of options or menu items, written once: selects,
// combo boxes, menus (actions, 'Move to…', the user menu), pagination's page size, popovers.

/** A floating surface: overlay colour, border, radius and shadow. Components set its size. */
export const surface = style({
  ...floatingSurface,
  outline: 'none',
  zIndex: vars.zIndex.overlay,
});

/** The surface of a list: at least as wide as its trigger (a select, a combo box, a menu). */
export const popover = style([
  surface,
  {
    minWidth: 'var(--trigger-width)',
    maxWidth: 'min(480px, calc(100vw - 16px))',
    // The list inside scrolls (max-height: inherit), not the popover: one scroller keeps
    // React Aria's scroll-into-view of the focused option right.
    display: 'flex',
    flexDirection: 'column',
  },
]);

/** The surface of a menu (actions, 'Move to…', the user menu): never narrower than 12rem. */
export const menuPopover = style([popover, { minWidth: 'max(var(--trigger-width), 12rem)' }]);

/** A list of options or menu items inside a popover. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
  fontSize: vars.font.size.md,
});

/** One option (ListBoxItem) or menu item (MenuItem). */
export const item = style({
  ...flexRow(vars.space.sm),
  minHeight: vars.size.controlSm,
  // Roomier than the line gap, so that a wrapped label reads as one item.
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  ...pressable,
  userSelect: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accent.subtle },
    '&[data-pressed]': { background: vars.color.row.selected },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { color: vars.color.text.subtle, cursor: 'not-allowed', opacity: 0.7 },
  },
});

/** A destructive menu item (the `critical` tone). */
export const criticalItem = style({
  color: vars.color.tone.critical.text,
});

/** An action that cannot be used now (`disabledReason`): muted, marked ⊘, the reason under it. */
export const unavailableItem = style({
  color: vars.color.text.muted,
  cursor: 'not-allowed',
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const itemDescription = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

/** The check mark column: always there so labels line up, drawn only when selected. */
export const itemCheck = style({
  display: 'inline-flex',
  width: '1em',
  flexShrink: 0,
  color: vars.color.accent.text,
});

/** A group of options (ListBoxSection); a gap separates it from the previous one. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '& + &': {
      marginTop: vars.space.xs,
      paddingTop: vars.space.xs,
      borderTop: `1px solid ${vars.color.border.default}`,
    },
  },
});

/** The name of a group of options (Header). */
export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.muted,
});

/** Empty, loading and "no results" rows. */
export const listMessage = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  ...captionText,
  fontStyle: 'italic',
});
