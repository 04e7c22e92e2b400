import { globalStyle, style } from '@vanilla-extract/css';
import {
  APP_SHELL_BAR_HEIGHT,
  captionText,
  flexRow,
  flexWrapRow,
  gridLayout,
  inlineFlexRow,
  vars,
} from '@backoffice/ui/theme';
import { backLink, detailScreen } from '@/shared/detailLayout';

export const page = style(detailScreen);

export const back = style(backLink);

/**
 * The request's details and its actions: the actions in a side column from 1200 px (the
 * details keep three columns of cards beside it at 1440), above the details below that.
 */
export const layout = style({
  ...gridLayout(vars.space.lg),
  alignItems: 'start',
  '@media': {
    '(min-width: 1200px)': { gridTemplateColumns: 'minmax(0, 1fr) 22rem' },
  },
});

export const side = style({
  minWidth: 0,
  '@media': {
    '(min-width: 1200px)': {
      gridColumn: 2,
      gridRow: 1,
      position: 'sticky',
      top: `calc(${APP_SHELL_BAR_HEIGHT} + ${vars.space.lg})`,
    },
  },
});

export const sideContent = style({ display: 'grid', gap: vars.space.md });

export const download = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

// Disabled but focusable (aria-disabled, for its description): drawn as a disabled button.
globalStyle(`${download} button[aria-disabled="true"]`, { cursor: 'not-allowed', opacity: 0.55 });

/** Why an action is not possible, under it. */
export const reasonLine = style({
  margin: 0,
  ...captionText,
});

/** The request's details: the withdrawal and the meetings, then the other cards. */
export const main = style({
  ...gridLayout(vars.space.lg),
  minWidth: 0,
  '@media': {
    '(min-width: 1200px)': { gridColumn: 1, gridRow: 1 },
  },
});

/** The detail cards, flowing in columns of at least 300 px, each card whole. */
export const cards = style({ columnWidth: '300px', columnGap: vars.space.lg });

globalStyle(`${cards} > *`, { breakInside: 'avoid', marginBottom: vars.space.lg });

/** An email or a phone number: whole, on one line (emails used to break over 2–3 lines). */
export const contact = style({ overflowWrap: 'normal', wordBreak: 'normal', whiteSpace: 'nowrap' });

/** Host and guest side by side, at the top of the details (one under the other when narrow). */
export const parties = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.lg,
});

/** Where the request stands, under its title. */
export const where = style({
  margin: 0,
  ...flexRow(vars.space.sm),
});

export const whereLabel = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

/** The state, then the owner with its buttons and last change: one line, wrapping if need be. */
export const standing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
});

/** The request's last change, in one muted line under the state and the owner. */
export const lastWrite = style({
  margin: 0,
  ...captionText,
});

export const owner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const ownerName = style({
  ...inlineFlexRow(vars.space.xs),
  fontWeight: vars.font.weight.medium,
});

export const ownerActions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** "Assigned by Léa Bernard, 29/11/2026 10:02". */
export const lastChange = style({ color: vars.color.text.muted });

export const headerActions = style({
  ...flexWrapRow(vars.space.sm),
});

export const message = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
});

export const th = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const td = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  fontVariantNumeric: 'tabular-nums',
  verticalAlign: 'middle',
});

export const meeting = style({ display: 'grid', gap: vars.space.sm });

export const meetingTitle = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  fontSize: vars.font.size.lg,
});

export const slotActions = style({ display: 'grid', gap: vars.space.xxs });

export const slotButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** Why a slot cannot be accepted, next to its disabled buttons. */
export const reason = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const muted = style({ margin: 0, color: vars.color.text.muted });
