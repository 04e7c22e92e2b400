import { style } from '@vanilla-extract/css';
import { gridLayout, vars } from '@backoffice/ui/theme';

export const panel = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The entries, newest first, each under a rule so that they read as separate events. */
export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  minWidth: 0,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const entry = style({
  ...gridLayout(vars.space.xxs),
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border.default}`,
  overflowWrap: 'anywhere',
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const what = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const who = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const changes = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const input = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const state = style({ display: 'grid', justifyItems: 'start' });
