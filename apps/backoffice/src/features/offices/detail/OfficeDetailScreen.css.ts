import { globalStyle, style } from '@vanilla-extract/css';
import {
  bareList,
  bordered,
  captionText,
  flexWrapRow,
  gridLayout,
  vars,
} from '@backoffice/ui/theme';
import { backLink, detailHeader, detailScreen } from '@/shared/detailLayout';

export const screen = style(detailScreen);

export const back = style(backLink);

/**
 * The page header and who else is here, under its description: the space under the header is
 * the block's, so that the page is laid out the same while no one else is here.
 */
export const header = style(detailHeader);
globalStyle(`${header} > :first-child`, { marginBottom: 0 });

export const grid = style({
  ...gridLayout(vars.space.lg),
  gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))',
  alignItems: 'start',
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The actions card: the publication line, then the rank and the switches. */
export const actions = style({ display: 'grid', gap: vars.space.lg });

export const actionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xl,
  rowGap: vars.space.md,
});

/** The publication state and status side by side (two of the list's 12rem columns). */
export const stateWords = style({ flex: '0 1 25rem', minWidth: 0 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The rank select, as wide as its longest choice ('None') needs, not the row. */
export const rank = style({ width: '10rem' });

export const preview = style({ display: 'grid', gap: vars.space.sm });

export const pictures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  ...bareList,
});

export const listingTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
});

export const price = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const url = style({
  ...flexWrapRow(vars.space.sm),
  overflowWrap: 'anywhere',
});

export const favorite = style({
  ...flexWrapRow(vars.space.md, 'flex-start'),
});

export const requests = style({
  ...gridLayout(vars.space.xs),
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const notes = style({ display: 'grid', gap: vars.space.md });

export const note = style({
  ...gridLayout(vars.space.xs),
  padding: vars.space.md,
  ...bordered,
  overflowWrap: 'anywhere',
});

export const noteMeta = style({
  margin: 0,
  ...captionText,
});

export const noteActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const noteList = style({
  ...gridLayout(vars.space.md),
  ...bareList,
});
