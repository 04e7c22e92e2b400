import { style } from '@vanilla-extract/css';
import { countPill, dragHandle } from '../internal/dragLists.css';
import { vars } from '../theme/contract.css';
import { bareList, bordered, flexColumn, flexRow } from '../theme/styleObjects';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const refusal = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.tone.critical.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.tone.critical.subtle,
  color: vars.color.tone.critical.text,
  fontSize: vars.font.size.sm,
  // Empty, it takes no room but stays in the accessibility tree, so that a message put into
  // it later is announced.
  selectors: { '&:empty': { padding: 0, border: 'none' } },
});

export const section = style({
  ...flexColumn(vars.space.xs),
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.border.focus,
      background: vars.color.accent.subtle,
    },
    '&[data-drop-refused]': {
      borderColor: vars.color.tone.critical.solid,
      background: vars.color.tone.critical.subtle,
    },
  },
});

export const title = style({
  ...flexRow(vars.space.sm),
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const count = countPill;

export const list = style({
  ...flexColumn(vars.space.xs),
  minHeight: vars.size.controlLg,
  ...bareList,
});

export const empty = style({
  padding: vars.space.sm,
  color: vars.color.text.subtle,
  fontSize: vars.font.size.sm,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  ...bordered,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
  position: 'relative',
  selectors: {
    '&[data-dragging]': { opacity: 0.4 },
    // A row dragged in from another section lands before the row it is over.
    '&[data-insert-before]::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      top: `calc(${vars.space.xs} * -1 + ${vars.space.xxs} * -1)`,
      height: vars.space.xxs,
      borderRadius: vars.radius.full,
      background: vars.color.border.focus,
    },
  },
});

export const overlay = style({ boxShadow: vars.shadow.lg, cursor: 'grabbing' });

export const handle = dragHandle;

export const body = style({ minWidth: 0 });
