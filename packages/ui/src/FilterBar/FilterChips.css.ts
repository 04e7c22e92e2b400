import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { pillBox, pillStates } from '../internal/styleParts';
import { bareList, flexWrapRow, inlineFlexRow, pressable } from '../theme/styleObjects';

export const root = style({
  ...flexWrapRow(vars.space.sm),
  flexBasis: '100%',
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  ...bareList,
});

export const item = style({ display: 'flex' });

export const chip = style({
  ...inlineFlexRow(vars.space.xs),
  minHeight: 28,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  ...pillBox(vars.color.accent.solid, vars.color.accent.subtle),
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  ...pressable,
  selectors: pillStates(vars.color.accent.solidHover),
});

export const chipLabel = style({ color: vars.color.text.muted });

export const chipValue = style({ fontWeight: vars.font.weight.medium });

export const remove = style({
  display: 'inline-flex',
  marginInlineStart: vars.space.xxs,
  color: vars.color.accent.text,
});
