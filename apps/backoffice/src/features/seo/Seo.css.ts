import { style } from '@vanilla-extract/css';
import { SEO_LINK_CANDIDATES_HEIGHT_PX } from '@backoffice/domain';
import {
  bareList,
  bordered,
  flexRow,
  flexSpacedRow,
  flexWrapRow,
  gridLayout,
  inlineFlexRow,
  toneColours,
  vars,
} from '@backoffice/ui/theme';

export const muted = style({ color: vars.color.text.muted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  ...bareList,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const actions = style({
  ...flexWrapRow(vars.space.xs),
});

/** A modal's body: its parts one under another. */
export const form = style({ display: 'grid', gap: vars.space.lg });

/** Fields side by side where there is room. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const generate = style({
  ...flexWrapRow(vars.space.md),
});

export const grow = style({ flex: '1 1 240px', minWidth: 0 });

export const panel = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md });

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const linking = style({
  ...gridLayout(vars.space.sm),
  padding: vars.space.md,
  ...bordered,
});

/** The locations to tick: a short scrolling list (people-and-content §9: about 120 px). */
export const candidates = style({
  maxHeight: SEO_LINK_CANDIDATES_HEIGHT_PX,
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
});

export const linked = style({
  ...gridLayout(vars.space.xxs),
  ...bareList,
});

export const linkedItem = style({
  ...flexSpacedRow(vars.space.sm),
  paddingLeft: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
});

/** A refusal or a required-fields message, in words. */
export const error = style({
  margin: 0,
  color: vars.color.tone.critical.text,
  fontWeight: vars.font.weight.medium,
});

export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const entries = style({
  ...flexWrapRow(vars.space.sm, 'end'),
});

/** Where the slug select stands until its code is there: its label and a box of its size. */
export const pendingField = style({
  ...gridLayout(vars.space.xs),
  minWidth: 160,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

/** One page's FAQ in their version (a refused save's "See their version"). */
export const version = style({ display: 'grid', gap: vars.space.xs });

export const versionList = style({
  ...gridLayout(vars.space.sm),
  margin: 0,
  paddingInlineStart: vars.space.xl,
});

export const versionQuestion = style({ margin: 0, fontWeight: vars.font.weight.bold });

/** A row's location with who has it open: one line, the title cut before the marker. */
export const locationName = style({
  ...flexRow(vars.space.sm),
  minWidth: 0,
});

export const locationTitle = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** "Open by Léa Bernard": said in words, its dot a second cue only. */
export const here = style({
  ...inlineFlexRow(vars.space.xs),
  flexShrink: 0,
  padding: `0 ${vars.space.sm}`,
  ...toneColours('info'),
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
});

export const hereMark = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.tone.success.solid,
  flexShrink: 0,
});
