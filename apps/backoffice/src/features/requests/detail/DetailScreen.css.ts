import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const back = style({ justifySelf: 'start', fontSize: vars.font.size.sm });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
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

export const slotActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const muted = style({ margin: 0, color: vars.color.text.muted });
