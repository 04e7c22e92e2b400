import { style } from '@vanilla-extract/css';
import { flexWrapRow, gridLayout, vars } from '@backoffice/ui/theme';

/** The refusal, its choices and their version: one warning block inside the form. */
export const banner = style({
  ...gridLayout(vars.space.sm),
  padding: vars.space.md,
  border: `1px solid ${vars.color.tone.warning.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.tone.warning.subtle,
  color: vars.color.tone.warning.text,
});

/** The server's words; focus comes here when a save is refused. */
export const message = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
  // Focused from code, not by the person: a focus ring here would read as a control.
  outline: 'none',
});

export const actions = style({
  ...flexWrapRow(vars.space.sm),
});

/** Their version, read only: drawn as the page draws text, apart from the warning. */
export const theirs = style({
  ...gridLayout(vars.space.sm),
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
  // The class's display would otherwise win over the `hidden` attribute's.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const theirsLabel = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.muted,
});
