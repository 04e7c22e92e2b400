import { style } from '@vanilla-extract/css';
import {
  bordered,
  captionText,
  flexColumn,
  flexSpacedRow,
  flexWrapRow,
  focusRingInset,
  gridLayout,
  vars,
} from '@backoffice/ui/theme';

export const toolbar = style({
  ...flexWrapRow(vars.space.md, 'flex-start'),
});

export const place = style({ flex: '2 1 320px', minWidth: 0 });

export const filtersButton = style({
  // Level with the fields' inputs, under their labels.
  paddingTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space.xs})`,
});

export const notice = style({
  ...flexSpacedRow(vars.space.md),
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.tone.warning.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.tone.warning.subtle,
  color: vars.color.text.default,
});

/** The list and the map side by side; one above the other on a narrow window. */
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(320px, 2fr) minmax(0, 3fr)',
  gap: vars.space.lg,
  height: 'max(560px, calc(100vh - 260px))',
  '@media': {
    'screen and (max-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: '520px 640px',
      height: 'auto',
    },
  },
});

export const listPane = style({
  ...flexColumn(vars.space.sm),
  minHeight: 0,
});

export const listStatus = style({
  margin: 0,
  ...captionText,
});

export const results = style({ flex: 1, minHeight: 0 });

export const result = style({
  ...gridLayout(vars.space.xxs),
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text.default,
  textDecoration: 'none',
  outline: 'none',
  borderLeft: '3px solid transparent',
  selectors: {
    '&:hover': { background: vars.color.row.hover },
    '&:focus-visible': focusRingInset,
    '&[data-selected]': {
      background: vars.color.row.selected,
      borderLeftColor: vars.color.tone.warning.solid,
    },
  },
});

export const resultTitle = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.link,
});

/** A result's price: a seat's month, and the team's when a team size is searched. */
export const resultPrice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const resultLine = style({
  ...flexWrapRow(`${vars.space.xxs} ${vars.space.md}`),
  ...captionText,
});

export const resultId = style({ fontVariantNumeric: 'tabular-nums' });

export const selectedCue = style({
  justifySelf: 'start',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.tone.warning.text,
});

export const suggestions = style({
  margin: `${vars.space.xs} 0 0`,
  paddingLeft: vars.space.lg,
  textAlign: 'left',
});

export const mapPane = style({
  ...flexColumn(vars.space.sm),
  minHeight: 0,
});

export const mapBar = style({
  ...flexSpacedRow(vars.space.md),
  minHeight: vars.size.controlSm,
});

export const mapStatus = style({
  margin: 0,
  ...captionText,
});

export const mapBox = style({ flex: 1, minHeight: 0 });

export const mapLoading = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  ...bordered,
  background: vars.color.surface.sunken,
});

// The Filters panel ------------------------------------------------------------------------

export const filters = style({ display: 'grid', gap: vars.space.md });

export const range = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  gridColumn: '1 / -1',
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weight.medium,
});

export const formError = style({ margin: 0, color: vars.color.tone.critical.text });

/** Criteria a link applies that the panel no longer offers, said in words. */
export const fromLink = style({
  margin: 0,
  ...captionText,
});

export const fieldSkeleton = style({
  ...gridLayout(vars.space.xs),
  minWidth: 200,
  paddingTop: vars.space.xxs,
});

/** A pin's card on the map: its offices one under the other. */
export const pinCard = style({ display: 'grid', gap: vars.space.md });

export const pinCardOffice = style({ display: 'grid', gap: vars.space.xxs });

export const pinCardPhoto = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
});

export const pinCardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const pinCardLine = style({
  margin: 0,
  ...captionText,
});

export const pinCardPrice = style({
  margin: 0,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const pinCardLink = style({ fontSize: vars.font.size.sm, color: vars.color.text.link });
