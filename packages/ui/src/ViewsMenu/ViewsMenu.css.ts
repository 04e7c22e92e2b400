import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { flexColumn } from '../theme/styleObjects';

/** A view's label: its name, then "Default" when it is the reader's default. */
// Inline, not flex: the name and "Default" read as one label ('Overdue, Default'), where flex
// items would each be read as a block.
export const viewName = style({ overflowWrap: 'anywhere' });

/** "Default" in words, drawn as a small tag; the word carries it, the tag only groups it. */
export const defaultTag = style({
  display: 'inline-block',
  marginInlineStart: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  // A hairline in words, not in pixels: the tokens hold no border width.
  border: `thin solid ${vars.color.tone.info.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.tone.info.subtle,
  color: vars.color.tone.info.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
});

/** The dialog's form: the error of the save, the name, the two choices. */
export const form = style({
  ...flexColumn(vars.space.md),
});

/** Why the save failed, above the fields, as the server said it. */
export const failure = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `thin solid ${vars.color.tone.critical.border}`,
  borderInlineStartWidth: vars.space.xs,
  borderInlineStartColor: vars.color.tone.critical.solid,
  background: vars.color.tone.critical.subtle,
  color: vars.color.tone.critical.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
