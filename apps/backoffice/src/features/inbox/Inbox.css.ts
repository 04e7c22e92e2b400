import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, captionText, flexSpacedRow, gridLayout, vars } from '@backoffice/ui/theme';

export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5em',
  height: '1.5em',
  padding: `0 ${vars.space.xxs}`,
  marginInlineStart: vars.space.xs,
  borderRadius: '999px',
  background: vars.color.tone.critical.text,
  color: vars.color.surface.raised,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
});

export const panel = style({
  ...gridLayout(vars.space.sm),
  // Inside the popover's own 24rem, its padding included.
  width: 'min(21rem, calc(100vw - 4rem))',
});

export const head = style({
  ...flexSpacedRow(vars.space.sm),
});

export const summary = style({
  margin: 0,
  ...captionText,
});

export const list = style({
  ...gridLayout(vars.space.xxs),
  maxHeight: 'min(28rem, 60vh)',
  overflowY: 'auto',
  ...bareList,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderInlineStart: '3px solid transparent',
  selectors: {
    // Unread: a bar, a bold sentence and the word "New", not colour alone.
    '&[data-unread]': {
      background: vars.color.accent.subtle,
      borderInlineStartColor: vars.color.accent.solid,
    },
  },
});

export const sentence = style({
  margin: 0,
  selectors: { '[data-unread] &': { fontWeight: vars.font.weight.bold } },
});

export const when = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const newMark = style({
  marginInlineEnd: vars.space.xs,
  color: vars.color.accent.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const empty = style({ margin: 0, color: vars.color.text.muted });

export const preferences = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  textAlign: 'start',
});

globalStyle(`${preferences} th, ${preferences} td`, {
  padding: `${vars.space.xs} ${vars.space.xs}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
});

globalStyle(`${preferences} thead th`, { fontWeight: vars.font.weight.medium });

export const headActions = style({ display: 'flex', gap: vars.space.xs });
