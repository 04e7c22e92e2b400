import { style } from '@vanilla-extract/css';
import {
  flexSpacedRow,
  flexWrapRow,
  focusRingOutset,
  gridLayout,
  inlineFlexRow,
  toneTag,
  vars,
} from '@backoffice/ui/theme';

export const top = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  ...flexSpacedRow(vars.space.xs),
  minHeight: vars.size.controlSm,
});

/** The request link; its ::after covers the card, so a click anywhere opens it. */
export const link = style({
  // One box (not two inline fragments around the hidden prefix), so a click lands on it.
  display: 'inline-block',
  color: vars.color.text.link,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.sm },
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible::after': focusRingOutset,
  },
});

/** "Not saved" on a card moved on this screen: words and a dashed tag, never colour alone. */
export const notSaved = style({ ...toneTag('warning', 'dashed'), fontSize: vars.font.size.xs });

/** Every value after its label, one per line: the same layout on every card. */
export const values = style({
  ...gridLayout(vars.space.xxs),
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

/**
 * A short value (a date and time, an amount) after its label: never broken, never cut; on a
 * narrow card it goes whole to the next line.
 */
export const row = style({ minWidth: 0 });

export const whole = style({ whiteSpace: 'nowrap' });

/** A name and its company: wrapped at word boundaries on up to two lines, then cut. */
export const nameRow = style({
  overflowWrap: 'break-word',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

export const label = style({
  display: 'inline',
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
});

export const value = style({
  display: 'inline',
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const amount = style({ fontWeight: vars.font.weight.medium });

/** "Cancelled by the guest · Léa Bernard", on a cancelled card. */
export const withdrawal = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.muted,
});

/** The owner, the time in stage and "Waiting too long": one line, two on a narrow card. */
export const stage = style({
  ...flexWrapRow(vars.space.xs),
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
});

export const time = style({
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** Past the column's threshold: a sign and the words on a tag, never the colour alone. */
export const late = style({ ...inlineFlexRow(vars.space.xxs), ...toneTag('warning') });

export const lateIcon = style({ flexShrink: 0 });

/** Someone else has the request open: a small mark (its words are read and are its title). */
export const here = style({
  color: vars.color.tone.info.solid,
  fontSize: vars.font.size.xs,
  lineHeight: 1,
});
