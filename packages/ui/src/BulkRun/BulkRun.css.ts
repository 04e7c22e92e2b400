import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingOutset } from '../theme/focusRing';
import { bareList, flexColumn, flexRow, titleText } from '../theme/styleObjects';

/** The filled share of the track, set inline from the value. */
export const fillWidth = createVar();

// A hairline in words, not in pixels: the tokens hold no border width.
const hairline = `thin solid ${vars.color.border.default}`;

/** BulkProgress: the bar, then Stop at the end of the line. */
export const progress = style({
  ...flexRow(vars.space.md, 'flex-end'),
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: hairline,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
});

export const bar = style({
  ...flexColumn(vars.space.xs),
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.sm,
});

export const barText = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.default,
});

export const barLabel = style({ fontWeight: vars.font.weight.medium });

export const track = style({
  display: 'block',
  overflow: 'hidden',
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  border: `thin solid ${vars.color.border.strong}`,
});

export const fill = style({
  display: 'block',
  height: '100%',
  width: fillWidth,
  background: vars.color.accent.solid,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** BulkSummary. */
export const summary = style({
  ...flexColumn(vars.space.md),
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: hairline,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const heading = style({
  // As wide as its words: the focus ring it takes as the summary appears hugs them.
  alignSelf: 'flex-start',
  margin: 0,
  ...titleText,
  outline: 'none',
  borderRadius: vars.radius.sm,
  // Focused from code as the summary appears: the ring shows where a keyboard user now is.
  selectors: { '&:focus-visible': focusRingOutset },
});

export const refusals = style({
  ...flexColumn(vars.space.sm),
  ...bareList,
});

export const refusal = style({
  ...flexRow(vars.space.sm, 'flex-start'),
});

export const refusalIcon = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  // On the first line of the item, whose text is a little taller than the icon.
  marginTop: `calc((${vars.font.lineHeight.normal} * 1em - 1em) / 2)`,
  color: vars.color.tone.critical.text,
});

export const refusalLabel = style({
  display: 'block',
  fontWeight: vars.font.weight.medium,
});

export const refusalReason = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const summaryActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
