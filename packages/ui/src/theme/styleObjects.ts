import { vars } from './contract.css';

// The layouts and surfaces that the design system's and the app's styles keep writing, as
// plain objects to spread into a style: `style({ ...flexColumn(vars.space.md), padding: … })`.
// Spread, a style stays one class with its properties where they stood: the CSS is the same.

/** Where a row puts its children on the cross axis. */
type RowAlign = 'center' | 'flex-start' | 'flex-end' | 'baseline' | 'end';

/** Children one under another, `gap` apart. */
export function flexColumn(gap: string | number) {
  return { display: 'flex', flexDirection: 'column', gap } as const;
}

/** Children side by side, centred across the row (or as `align` says), `gap` apart. */
export function flexRow(gap: string | number, align: RowAlign = 'center') {
  return { display: 'flex', alignItems: align, gap } as const;
}

/** A row that wraps onto more lines where there is no room, `gap` apart both ways. */
export function flexWrapRow(gap: string | number, align: RowAlign = 'center') {
  return { display: 'flex', flexWrap: 'wrap', alignItems: align, gap } as const;
}

/** A row with its first child at the start and its last at the end (a title and its actions). */
export function flexSpacedRow(gap: string | number) {
  return { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap } as const;
}

/** An inline row of centred children `gap` apart: an icon and its words. */
export function inlineFlexRow(gap: string | number) {
  return { display: 'inline-flex', alignItems: 'center', gap } as const;
}

/** An inline box with its content centred both ways: an icon button, a badge's dot. */
export const centredInline = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** A `ul` or `ol` drawn as a plain column: no bullets, no indent, no margin. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** The thin default border with the medium radius: a card, a panel, a box in a form. */
export const bordered = {
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
} as const;

/** Secondary words under or beside the main ones: muted colour, small size. */
export const captionText = { color: vars.color.text.muted, fontSize: vars.font.size.sm } as const;

/**
 * A control a pointer presses: the hand cursor, and the browser's own outline off, since the
 * control's style draws the focus ring itself on `data-focus-visible` or `:focus-visible`.
 */
export const pressable = { cursor: 'pointer', outline: 'none' } as const;

/** The box of a control that takes a value or opens a list: strong border, raised background. */
export const controlBox = {
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
} as const;

/** A title set large, bold and on tight lines: an empty state's, a card's, a dialog's. */
export const titleText = {
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
} as const;

/** A surface floating over the page (a popover, a suggestion list): overlay colour and shadow. */
export const floatingSurface = {
  background: vars.color.surface.overlay,
  color: vars.color.text.default,
  ...bordered,
  boxShadow: vars.shadow.lg,
} as const;

/**
 * A grid with `gap` between its rows and columns: children one under another, as wide as the
 * box, unless the style sets its columns.
 */
export function gridLayout(gap: string | number) {
  return { display: 'grid', gap } as const;
}

// The theme's tones (info, warning, critical…) as notes and tags wear them.

/** One of the theme's colour tones. */
type ThemeTone = keyof typeof vars.color.tone;

/** A box in a tone's colours: its border (`line`, solid or dashed), its tint behind, its text. */
export function toneColours(tone: ThemeTone, line: 'solid' | 'dashed' = 'solid') {
  const colours = vars.color.tone[tone];
  return {
    border: `1px ${line} ${colours.border}`,
    background: colours.subtle,
    color: colours.text,
  } as const;
}

/** A small tag in a tone on a card ("Late", "Not saved"): tinted, medium weight, on one line. */
export function toneTag(tone: ThemeTone, line: 'solid' | 'dashed' = 'solid') {
  return {
    padding: `0 ${vars.space.xs}`,
    ...toneColours(tone, line),
    borderRadius: vars.radius.sm,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
  } as const;
}

/**
 * A note set apart in a tone (what a search means, a refusal in a dialog): padded, in the
 * tone's border and tint with a thicker start edge, small text; its text colour is the caller's.
 */
export function toneNotice(tone: ThemeTone) {
  return {
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.tone[tone].border}`,
    borderInlineStartWidth: vars.space.xs,
    borderRadius: vars.radius.md,
    background: vars.color.tone[tone].subtle,
    fontSize: vars.font.size.sm,
  } as const;
}
