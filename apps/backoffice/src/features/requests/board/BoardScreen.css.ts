import { globalStyle, style } from '@vanilla-extract/css';
import {
  bordered,
  captionText,
  flexRow,
  flexWrapRow,
  focusRingOutset,
  gridLayout,
  inlineFlexRow,
  pressable,
  toneNotice,
  vars,
} from '@backoffice/ui/theme';

/** Below this width the filters fold behind the "Filters" button. */
const narrow = '(max-width: 1023px)';

/**
 * From this width the filters, the column strip (its "Go to" menu), the owner filters and the
 * sort share one row, under the title's: the 8 columns are then all in view (Kanban
 * fitColumns), and their headings name them with their counts.
 */
const oneRow = '(min-width: 1400px)';

/** From this width the two switches stand one above the other, beside Owner. */
const switchesStacked = '(min-width: 1100px)';

/**
 * The title, the filters and the toolbar. Below 1400 px, two blocks: the title and the filters
 * (`head`), then the strip, the owner filters and the sort (`toolbar`). From 1400 px both
 * blocks give their parts to one wrapping row: the title on a line of its own, everything else
 * on the next one (on two only should an owner's long name leave the filters too little room).
 */
export const top = style({
  ...gridLayout(vars.space.lg),
  minWidth: 0,
  '@media': {
    [oneRow]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm },
  },
});

/**
 * The title and the filters on one row from 1024 px (they used to take 370 of 900 px); the
 * title's description wraps beside the filters. Below that, the title and a "Filters" button,
 * the filters under them once it is pressed.
 */
export const head = style({
  display: 'grid',
  // The title's column is as wide as the title, or 13rem when what a drag does is said under
  // it (two lines still), so that the filters, their date presets included, keep the rest of
  // the row.
  gridTemplateColumns: 'fit-content(13rem) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    [narrow]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
    [oneRow]: { display: 'contents' },
  },
});

/**
 * The title, and under it what a drag does (or the cards moved, and Undo moves); from
 * 1400 px, beside it on the title's row.
 */
export const titleBlock = style({
  ...gridLayout(vars.space.xxs),
  minWidth: 0,
  '@media': {
    [oneRow]: {
      flex: '1 0 100%',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space.lg,
    },
  },
});

// On the title's own row the page header's bottom margin would be a second gap.
globalStyle(`${titleBlock} > :first-child`, {
  '@media': { [oneRow]: { marginBottom: 0 } },
});

/** Where the board draws its hint: nothing while there is no board. */
export const hintSlot = style({
  minWidth: 0,
  selectors: { '&:empty': { display: 'none' } },
});

export const filtersToggle = style({
  display: 'none',
  '@media': { [narrow]: { display: 'block' } },
});

/** How many filters are set, beside "Filters": in words for screen readers too. */
export const filtersCount = style({
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  fontVariantNumeric: 'tabular-nums',
});

export const headFilters = style({
  minWidth: 0,
  '@media': {
    [narrow]: {
      display: 'none',
      gridColumn: '1 / -1',
      selectors: { '&[data-open]': { display: 'block' } },
    },
    // The room the fields need on one line, the search a little wider than at 1024 px.
    [oneRow]: { flex: '1 1 44rem' },
  },
});

// In the one row the filter bar's bottom margin would push the board down for nothing: the
// screen's gap is under the row.
globalStyle(`${headFilters} > form`, {
  '@media': { [oneRow]: { marginBottom: 0 } },
});

/**
 * The filters on one row from 1024 px: the dates, their presets (stacked in a field's height)
 * and the select as wide as they need, never narrower (a date shrunk with the search was cut to
 * "16/03/20" in a 1024 px window with a scroll bar), the search taking the rest; below that
 * (folded) they wrap.
 */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto auto minmax(6rem, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
  // No intrinsic width: the search's own (its placeholder) would make the filter bar put
  // Reset filters on a second row at 1024 px, where the fields fit beside it.
  contain: 'inline-size',
  '@media': {
    [narrow]: { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' },
  },
});

/** The search box fills its cell, down to the grid's least for it (its input would not). */
export const search = style({ minWidth: 0 });

/** The dates' presets, as wide as their words: folded, their cell is wider than they are. */
export const datePresets = style({ display: 'flex', justifySelf: 'start' });

/** What an id search means for the dates. */
export const note = style({ ...toneNotice('info'), color: vars.color.text.default });

/** In place of the board while the dates are the wrong way round. */
export const datesWrong = style({ margin: 0, color: vars.color.text.muted, textAlign: 'center' });

/** The board's column strip, its moves and the board itself. */
export const view = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

/**
 * The column strip, then the owner filters and the sort at the row's end: one row from
 * 1024 px (the strip is a "Go to" menu below 1100 px, two-line titles above), wrapping only
 * in a narrower window. From 1400 px its parts join the filters' row (`top`).
 */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': { [oneRow]: { display: 'contents' } },
});

/** Where the board draws its column strip: nothing while there is no board. */
export const stripSlot = style({
  flex: '0 1 auto',
  minWidth: 0,
  selectors: { '&:empty': { display: 'none' } },
  '@media': {
    // Its "Go to" button on the fields' line: the filter bar's padding and border under it.
    [oneRow]: { flex: 'none', alignSelf: 'end', marginBottom: `calc(${vars.space.md} + 1px)` },
  },
});

/** The owner filters and the sort, at the row's end. */
export const toolbarEnd = style({
  ...flexWrapRow(vars.space.md, 'flex-end'),
  marginInlineStart: 'auto',
  '@media': { [oneRow]: { flex: 'none', flexWrap: 'nowrap', gap: vars.space.sm } },
});

/** Owner, Waiting too long and All open. */
export const ownerFilters = style({
  ...flexRow(vars.space.md, 'flex-end'),
  '@media': { [oneRow]: { gap: vars.space.sm } },
});

/**
 * Waiting too long and All open: side by side on the selects' line; from 1100 px one above
 * the other, together as tall as a select and its label, so that the row keeps its room for
 * the column strip (and, from 1400 px, the filters).
 */
export const switches = style({
  ...flexRow(vars.space.md, 'flex-end'),
  '@media': {
    [switchesStacked]: { flexDirection: 'column', alignItems: 'flex-start', gap: 0 },
  },
});

/** A switch on the selects' line: as tall as their control, its label beside it. */
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  whiteSpace: 'nowrap',
  '@media': { [switchesStacked]: { minHeight: vars.size.controlSm } },
});

/**
 * Where the strip is a "Go to" menu: below 1100 px, where its buttons would take a row of their
 * own, and from 1400 px, where the 8 columns are in view with their titles and counts and the
 * filters share its row.
 */
const stripAsMenu = '(max-width: 1099px), (min-width: 1400px)';

/** The column strip: every column's title and counts, or the "Go to" menu. */
export const jump = style({ display: 'flex', alignItems: 'flex-end', minWidth: 0 });

export const jumpWide = style({
  ...flexRow(vars.space.xs),
  minWidth: 0,
  '@media': { [stripAsMenu]: { display: 'none' } },
});

export const jumpNarrow = style({
  display: 'none',
  '@media': {
    [stripAsMenu]: { display: 'block' },
    // As tall as the fields beside it, its smaller button on their middle.
    [oneRow]: { display: 'flex', alignItems: 'center', minHeight: vars.size.controlMd },
  },
});

export const jumpLabel = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
});

export const jumpList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

/** A column's title on up to two lines (a word a line), its counts under it. */
export const jumpButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.xxs,
  minHeight: vars.size.controlMd,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  ...bordered,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  ...pressable,
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&:focus-visible': focusRingOutset,
  },
});

/**
 * A comma read between the title and the counts ("Cancelled, 64 requests") but not drawn: a
 * visually hidden span is out of the flow, and Chrome then reads a space before it.
 */
export const unseenPunctuation = style({ fontSize: 0 });

/** Each word of the title on its line: two lines at most, the narrowest the title can be. */
export const jumpTitle = style({ inlineSize: 'min-content' });

export const jumpCounts = style({
  ...flexRow(vars.space.xs),
  whiteSpace: 'nowrap',
});

export const jumpCount = style({
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

/** The column's cards waiting too long: the sign and the number, never the colour alone. */
export const jumpLate = style({
  ...inlineFlexRow(vars.space.xxs),
  color: vars.color.tone.warning.text,
  fontVariantNumeric: 'tabular-nums',
});

/** What a drag does, where Undo moves shows once a card is moved. */
export const hint = style({
  margin: 0,
  alignSelf: 'center',
  ...captionText,
});

/** How many cards are moved on this screen, and Undo moves. */
export const moved = style({
  display: 'flex',
  alignItems: 'center',
  alignSelf: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.tone.warning.text,
  fontSize: vars.font.size.sm,
});

/** The board fills the window below the filters; each column scrolls on its own. */
export const board = style({
  height: `max(420px, calc(100vh - 232px))`,
  minWidth: 0,
  transition: `opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});
