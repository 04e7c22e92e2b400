import type { ThemeTokens } from './tokens';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A colour role, as its path under `color` in the tokens: `text.default`, `tone.info.solid`. */
export type ColourRole = Leaves<ThemeTokens['color']>;

/** The value a theme gives a colour role. */
export function colourOf(tokens: ThemeTokens, role: ColourRole): string {
  let value: unknown = tokens.color;
  for (const key of role.split('.')) value = (value as Record<string, unknown>)[key];
  return value as string;
}

/** WCAG 2 relative luminance of an opaque `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not an opaque #rrggbb colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** A foreground role drawn on a background role, and the contrast WCAG asks of it. */
export interface ContrastPair {
  /** What the pair is, in words. */
  label: string;
  foreground: ColourRole;
  background: ColourRole;
  /**
   * `text` (WCAG 1.4.3, 4.5:1 for body text) or `non-text` (1.4.11, 3:1 for a control's
   * boundary and the focus ring).
   */
  kind: 'text' | 'non-text';
}

/** The ratio WCAG AA asks of a pair of this kind. */
export const minimumContrast = { text: 4.5, 'non-text': 3 } as const;

const text = (label: string, foreground: ColourRole, background: ColourRole): ContrastPair => ({
  label,
  foreground,
  background,
  kind: 'text',
});
const nonText = (label: string, foreground: ColourRole, background: ColourRole): ContrastPair => ({
  label,
  foreground,
  background,
  kind: 'non-text',
});

const solidTones = ['info', 'success', 'warning', 'critical'] as const;
const allTones = ['neutral', ...solidTones] as const;

/**
 * The pairs the components draw, each of which must meet WCAG AA in both themes: the unit
 * test (tokens.test.ts) checks them, and the Foundations/Colour page shows their ratios. A
 * pair added here is checked at once.
 */
export const contrastPairs: readonly ContrastPair[] = [
  text('Text on the page', 'text.default', 'surface.page'),
  text('Text on a raised surface (cards, tables)', 'text.default', 'surface.raised'),
  text('Text on a sunken surface (wells, inputs)', 'text.default', 'surface.sunken'),
  text('Text on an overlay (popovers, dialogs)', 'text.default', 'surface.overlay'),
  text('Muted text on the page', 'text.muted', 'surface.page'),
  text('Muted text on a raised surface', 'text.muted', 'surface.raised'),
  text('Subtle text on the page', 'text.subtle', 'surface.page'),
  text('Subtle text on a raised surface', 'text.subtle', 'surface.raised'),
  text('Subtle text on a sunken surface', 'text.subtle', 'surface.sunken'),
  text('Link on the page', 'text.link', 'surface.page'),
  text('Link on a raised surface', 'text.link', 'surface.raised'),
  text('Inverse text on the inverse surface', 'text.inverse', 'surface.inverse'),
  text('Text on the accent (primary button)', 'text.onAccent', 'accent.solid'),
  text('Text on the accent, hovered', 'text.onAccent', 'accent.solidHover'),
  text('Text on the accent, pressed', 'text.onAccent', 'accent.solidPressed'),
  text('Accent text on the accent tint', 'accent.text', 'accent.subtle'),
  ...solidTones.map((tone) =>
    text(`Text on ${tone} (solid)`, 'text.onAccent', `tone.${tone}.solid`),
  ),
  ...allTones.map((tone) =>
    text(`${tone} text on its tint (subtle)`, `tone.${tone}.text`, `tone.${tone}.subtle`),
  ),
  ...solidTones.flatMap((tone) => [
    text(`Text on a ${tone} row`, 'text.default', `row.${tone}`),
    text(`Muted text on a ${tone} row`, 'text.muted', `row.${tone}`),
  ]),
  text('Text on a hovered row', 'text.default', 'row.hover'),
  text('Text on a selected row', 'text.default', 'row.selected'),
  text('Text on a hovered quiet control (ghost button)', 'text.default', 'surface.hover'),
  nonText('Focus ring on the page', 'border.focus', 'surface.page'),
  nonText('Focus ring on a raised surface', 'border.focus', 'surface.raised'),
  nonText('Focus ring on a sunken surface', 'border.focus', 'surface.sunken'),
  nonText('Focus ring on an overlay', 'border.focus', 'surface.overlay'),
  nonText("A control's boundary on the page", 'border.strong', 'surface.page'),
  nonText("A control's boundary on a raised surface", 'border.strong', 'surface.raised'),
  nonText("A control's boundary on a sunken surface", 'border.strong', 'surface.sunken'),
  nonText("A control's boundary on an overlay", 'border.strong', 'surface.overlay'),
];
