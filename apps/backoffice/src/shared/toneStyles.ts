import { vars } from '@backoffice/ui/theme';

// The theme's tones (info, warning, critical…) as the app's notes and tags wear them, as plain
// objects to spread into a style: the CSS stays one class with these properties in it.

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
