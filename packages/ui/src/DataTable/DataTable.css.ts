import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { box as checkboxBox } from '../Checkbox/Checkbox.css';
import { choice as choiceClass } from '../internal/choiceGroup.css';
import { vars } from '../theme/contract.css';
import { focusRingInset } from '../theme/focusRing';
import { bordered, flexColumn, flexRow, flexSpacedRow, inlineFlexRow } from '../theme/styleObjects';

/**
 * The grid's least height, set inline from the row count (rows have a fixed height), and its
 * most: the table's `maxHeight` while it shows rows, the same as the least for a state.
 */
export const gridHeight = createVar();
export const gridMaxHeight = createVar();

/** Widths of the columns pinned at each side, set inline: the grid's scroll padding. */
export const pinStartWidth = createVar();
export const pinEndWidth = createVar();

/** A row's own background, which its pinned cells repeat (opaque) over what scrolls under. */
const pinBackground = createVar();

export const wrapper = style({
  ...flexColumn(vars.space.sm),
  minWidth: 0,
});

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

export const frame = style({
  ...bordered,
  background: vars.color.surface.raised,
  // The grid scrolls inside the frame; the frame clips its corners.
  overflow: 'hidden',
});

export const grid = style({
  display: 'block',
  position: 'relative',
  // Sized by its rows, up to its most: a horizontal scrollbar then adds its own height below
  // the last row instead of covering it (a height set from the rows alone left a one-row
  // result half under the scrollbar, with a scrollbar of its own, and the page below empty).
  height: 'auto',
  minHeight: gridHeight,
  maxHeight: gridMaxHeight,
  overflow: 'auto',
  fontSize: vars.font.size.md,
  // Figures of the same width, so that ids, dates and amounts line up from row to row.
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.default,
  outline: 'none',
  // Keeps a scroll at the table's end from scrolling the page behind it.
  overscrollBehavior: 'contain',
  // A cell moved to by keyboard is scrolled into view clear of the pinned columns (React
  // Aria's scrollIntoView reads the scroll padding).
  scrollPaddingLeft: pinStartWidth,
  scrollPaddingRight: pinEndWidth,
  selectors: {
    '&[data-focus-visible]': focusRingInset,
  },
});

// React Aria's virtualizer sets `pointer-events: none` inline on the rows' wrapper while the
// table or the page around it scrolls, and until 300 ms after the last scroll event (longer
// on a busy machine), to spare hover styles during a scroll. A click in that time lands on the
// grid itself: a press started on a row or a button and released after a scroll (a trackpad's
// momentum, a page scrolled to the row, a button scrolled into view) does nothing, and the user
// has to click again. The header's and the rows' own wrappers take clicks always (a child's
// `auto` overrides its parent's `none`); a window of ~20 rows costs little to hover.
globalStyle(`${grid} > [role="presentation"] > *`, { pointerEvents: 'auto' });

// The header's and the body's wrappers clip (the virtualizer's `overflow: hidden`), which would
// make each its own scroll container and keep pinned cells from sticking to the grid's edges.
// They are as wide as the content, so letting it show clips nothing.
globalStyle(`${grid} > [role="presentation"] > [role="presentation"]`, {
  overflow: 'visible !important',
});

// The virtualizer sizes and places a wrapper around every header, row and cell: each element
// fills its wrapper.
const fill = { width: '100%', height: '100%', boxSizing: 'border-box' } as const;

export const header = style({
  ...fill,
  vars: { [pinBackground]: vars.color.surface.sunken },
  background: vars.color.surface.sunken,
  boxShadow: `inset 0 -1px 0 ${vars.color.border.default}`,
});

export const column = style({
  ...fill,
  ...flexRow(vars.space.xs),
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.muted,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.text.default },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const columnEnd = style({ justifyContent: 'flex-end' });

export const columnLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const sortIcon = recipe({
  // An SVG arrow as large as the header's text, in the span's colour.
  base: { display: 'inline-flex', flexShrink: 0, lineHeight: 1 },
  variants: {
    active: {
      true: { color: vars.color.accent.text },
      false: { color: vars.color.text.subtle, opacity: 0.7 },
    },
  },
});

const rowRule = `inset 0 -1px 0 ${vars.color.border.default}`;

export const row = recipe({
  base: {
    ...fill,
    boxShadow: rowRule,
    outline: 'none',
    vars: { [pinBackground]: 'transparent' },
    background: vars.color.surface.raised,
    selectors: {
      '&[data-href], &[data-has-action]': { cursor: 'pointer' },
      // A tinted row keeps its tint under the pointer and gets a bar at its start instead.
      '&[data-hovered]': { boxShadow: `inset 3px 0 0 ${vars.color.border.strong}, ${rowRule}` },
      '&[data-focus-visible]': focusRingInset,
      // A selected row's ticked checkbox says so; its background is a second cue, over its
      // tint and under the pointer too (the second selector outranks the tones' hover).
      '&[data-selected], &[data-selected][data-hovered]': {
        background: vars.color.row.selected,
        vars: { [pinBackground]: vars.color.row.selected },
      },
    },
  },
  variants: {
    // The tint is a second cue only: the caller also states the row's status in a cell.
    tone: {
      neutral: {
        selectors: {
          '&[data-hovered]': {
            background: vars.color.row.hover,
            vars: { [pinBackground]: vars.color.row.hover },
          },
        },
      },
      info: { background: vars.color.row.info, vars: { [pinBackground]: vars.color.row.info } },
      success: {
        background: vars.color.row.success,
        vars: { [pinBackground]: vars.color.row.success },
      },
      warning: {
        background: vars.color.row.warning,
        vars: { [pinBackground]: vars.color.row.warning },
      },
      critical: {
        background: vars.color.row.critical,
        vars: { [pinBackground]: vars.color.row.critical },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

const focusInside = {
  '&[data-focus-visible]': focusRingInset,
};

/** The row height, set inline: a text cell is one line box as tall as its row. */
export const rowHeightVar = createVar();

// No inner wrapper: a block with the row's line height centres its text and clips it with an
// ellipsis. A thousand rows of fourteen cells are fourteen thousand elements fewer to create.
export const cell = recipe({
  base: {
    ...fill,
    display: 'block',
    padding: `0 ${vars.space.md}`,
    lineHeight: rowHeightVar,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    outline: 'none',
    selectors: focusInside,
  },
  variants: {
    align: {
      start: {},
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const actionsCell = style({
  ...fill,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `0 ${vars.space.xs}`,
  outline: 'none',
  selectors: focusInside,
});

/** The selection column's header: its checkbox centred, no text shown. */
export const selectionColumn = style({ justifyContent: 'center', padding: 0 });

/** A row's selection cell. */
export const selectionCell = style({
  ...fill,
  display: 'flex',
  padding: 0,
  outline: 'none',
  selectors: focusInside,
});

/** A selection checkbox fills its cell: a press near the box toggles it rather than open the row. */
export const selectionCheckbox = style([
  choiceClass,
  {
    ...fill,
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 0,
    paddingBlock: 0,
  },
]);
// Centred in the cell, not on a line of text.
globalStyle(`${selectionCheckbox} > ${checkboxBox}`, { marginTop: 0 });

export const state = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.xl,
  // The body can be wider than the viewport when columns overflow: keep the text in view.
  position: 'sticky',
  left: 0,
  maxWidth: '60ch',
  color: vars.color.text.muted,
  whiteSpace: 'normal',
});

export const stateTitle = recipe({
  base: {
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text.default,
  },
  variants: {
    error: { true: { color: vars.color.tone.critical.text }, false: {} },
  },
});

export const stateDescription = style({ margin: 0 });

/** Holds the spinner on the loading title's line. */
export const spinner = style({
  display: 'inline-flex',
  marginInlineEnd: vars.space.sm,
  verticalAlign: '-0.1em',
});

// Pinned columns: opaque (the row's tint over the table's surface, so nothing shows through),
// with their own rule below, and an edge on the side content scrolls under while it does.
const pinned = {
  background: `linear-gradient(${pinBackground}, ${pinBackground}), ${vars.color.surface.raised}`,
  boxShadow: rowRule,
} as const;
const edge = (side: 'start' | 'end') =>
  `${side === 'start' ? '' : '-'}2px 0 0 ${vars.color.border.strong}, ${rowRule}`;

export const pinStart = style({
  ...pinned,
  selectors: {
    [`${grid}[data-scrolled-start] &`]: { boxShadow: edge('start') },
  },
});

export const pinEnd = style({
  ...pinned,
  selectors: {
    [`${grid}[data-scrolled-end] &`]: { boxShadow: edge('end') },
  },
});

// A column pinned at the end is drawn at the row's right end (float) and held against the
// frame's right edge while the row is wider than the frame (sticky); the virtualizer placed it
// absolutely at its x, which would scroll it away.
globalStyle(`[role="presentation"]:has(> ${pinEnd})`, {
  position: 'sticky !important' as 'sticky',
  left: 'auto !important',
  right: 0,
  float: 'right',
  // Above every other header (React Aria stacks them first over last) and cell.
  zIndex: '100 !important' as unknown as number,
});

/** The text of a plain cell: cut with an ellipsis, whole on keyboard focus. */
export const cellText = style({});

// Focused by keyboard, a cut text shows whole over its neighbours (its title shows it on
// hover); its accessible name was always the whole text.
globalStyle(`[role="presentation"]:has(> [data-focus-visible] > ${cellText})`, {
  zIndex: '3 !important' as unknown as number,
});
// Each row is a stacking context painted over the one before: the focused row goes above the
// rows below, which its wrapped text reaches.
globalStyle(
  `[role="presentation"]:has(> [role="row"] > [role="presentation"] > [data-focus-visible] > ${cellText})`,
  { zIndex: '5 !important' as unknown as number },
);
globalStyle(`[data-focus-visible] > ${cellText}`, {
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  boxSizing: 'border-box',
  minWidth: '100%',
  width: 'max-content',
  maxWidth: '28rem',
  padding: `0 ${vars.space.md}`,
  whiteSpace: 'normal',
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  ...focusRingInset,
});

export const chooserHint = style({
  margin: `0 0 ${vars.space.sm}`,
  maxWidth: '18rem',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const chooserList = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.sm}`,
  padding: 0,
  ...flexColumn(vars.space.xs),
  maxHeight: '60vh',
  overflowY: 'auto',
});

export const chooserLine = style({
  ...flexSpacedRow(vars.space.md),
});

export const chooserMoves = style({ display: 'flex', gap: vars.space.xs });

globalStyle(`[data-focus-visible]:has(> ${cellText})`, { overflow: 'visible' });

export const shortUuid = style({
  ...inlineFlexRow(vars.space.xs),
  maxWidth: '100%',
  verticalAlign: 'middle',
});

export const shortUuidText = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
});
