import { style } from '@vanilla-extract/css';
import { bordered, gridLayout, vars } from '@backoffice/ui/theme';

/** The side column's actions: one under another. */
export const panel = style({ display: 'grid', gap: vars.space.sm });

/** An action's form, inside its disclosure. */
export const action = style({
  ...gridLayout(vars.space.md),
  paddingBlock: vars.space.xs,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Above a form that stopped applying while it was open: why, in words (not colour alone). */
export const stale = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: `3px solid ${vars.color.tone.warning.border}`,
  background: vars.color.tone.warning.subtle,
  color: vars.color.tone.warning.text,
  fontSize: vars.font.size.sm,
});

/** "Keep my text as a note", under a refused form. */
export const keep = style({
  ...gridLayout(vars.space.xs),
  padding: vars.space.sm,
  ...bordered,
});

export const keepText = style({ margin: 0, fontSize: vars.font.size.sm });
