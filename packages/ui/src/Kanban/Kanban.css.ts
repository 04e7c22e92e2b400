import { style } from '@vanilla-extract/css';
import { countPill, dragHandle } from '../internal/dragLists.css';
import { vars } from '../theme/contract.css';
import { bordered, flexSpacedRow } from '../theme/styleObjects';

export const board = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.md,
  height: '100%',
  minHeight: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  paddingBottom: vars.space.xs,
  selectors: { '&[data-fit-columns]': { gap: vars.space.sm } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: `0 0 calc(${vars.space.xxl} * 8)`,
  minHeight: 0,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.border.focus,
      background: vars.color.accent.subtle,
    },
    // fitColumns: the columns share the board's width, none narrower than a card's dates on
    // one line, so that eight fit a 1,440 px window; a narrower board scrolls.
    '[data-fit-columns] > &': {
      flex: `1 0 calc(${vars.space.xxl} * 5)`,
      maxWidth: `calc(${vars.space.xxl} * 8)`,
    },
  },
});

export const columnHeader = style({
  ...flexSpacedRow(vars.space.sm),
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const columnTitle = style({
  ...flexSpacedRow(vars.space.sm),
  width: '100%',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const count = style([countPill, { fontVariantNumeric: 'tabular-nums' }]);

export const scroller = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: vars.space.sm,
  margin: 0,
  listStyle: 'none',
  // Scrolling must not chain to the board: a column ends where it ends.
  overscrollBehavior: 'contain',
});

export const sizer = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  paddingBottom: vars.space.sm,
});

/** The "Show more" button at a column's end, and how many of its cards it shows. */
export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.xs,
});

export const moreStatus = style({
  color: vars.color.text.subtle,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const empty = style({
  padding: vars.space.md,
  color: vars.color.text.subtle,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  ...bordered,
  boxShadow: vars.shadow.sm,
  color: vars.color.text.default,
  // A link in the card may cover it (its ::after); the buttons stay above it.
  position: 'relative',
  selectors: {
    // The card being dragged stays in place, outlined as an empty slot, while the overlay
    // follows the pointer. Not faded: its text keeps its contrast (it is still read).
    '&[data-drag-source]': {
      background: vars.color.surface.sunken,
      borderStyle: 'dashed',
      borderColor: vars.color.border.strong,
      boxShadow: 'none',
    },
    '&[data-overlay]': { boxShadow: vars.shadow.lg, cursor: 'grabbing' },
    // A selectable board: the selection box after the drag handle.
    '&[data-selectable]': { gridTemplateColumns: 'auto auto minmax(0, 1fr) auto' },
    // Selected: the ticked box says it; the tint and a border twice as thick say it at a
    // glance, in the theme's colours (not the focus ring's shape, which stays the focus's).
    '&[data-selected]:not([data-drag-source])': {
      background: vars.color.row.selected,
      borderColor: vars.color.accent.solid,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent.solid}`,
    },
    '&[data-overlay][data-selected]': {
      boxShadow: `inset 0 0 0 1px ${vars.color.accent.solid}, ${vars.shadow.lg}`,
    },
  },
});

/** A card's selection box: above a link that covers the card, as the buttons are. */
export const select = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  // Shift-click selects a range of cards, not the text between two clicks.
  userSelect: 'none',
});

/** A column's "Select all" box, before its heading. */
export const columnSelect = style({ display: 'inline-flex', flexShrink: 0, userSelect: 'none' });

export const cardBody = style({
  minWidth: 0,
  selectors: {
    // With a title line, the content takes the card's whole width under it.
    '[data-titled] > &': { gridColumn: '1 / -1', gridRow: 2 },
  },
});

/** A card's first line, between its drag handle and its menu button. */
export const cardTitle = style({ minWidth: 0, alignSelf: 'center' });

export const handle = style([
  dragHandle,
  {
    position: 'relative',
    zIndex: 1,
    selectors: {
      // Cannot move now (`moveDisabledReason`): still focusable, the reason its description.
      '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.text.muted },
    },
  },
]);

export const menuButton = style([
  handle,
  {
    cursor: 'pointer',
    touchAction: 'manipulation',
    selectors: {
      '&[aria-expanded="true"]': { background: vars.color.surface.sunken },
      '&[aria-disabled="true"]': { cursor: 'not-allowed' },
      '[data-titled] > &': { gridColumn: 3, gridRow: 1 },
      '[data-titled][data-selectable] > &': { gridColumn: 4 },
    },
  },
]);

export const overlay = style({ pointerEvents: 'none' });

/** The line between a card's own actions and its "Move to…" section, in its menu. */
export const menuSeparator = style({
  height: 0,
  margin: `${vars.space.xs} 0`,
  borderTop: `1px solid ${vars.color.border.default}`,
});

/** The key that does a card's action, at the end of its menu item. */
export const menuShortcut = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.md,
  color: vars.color.text.muted,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
});
