import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingOutset } from '../theme/focusRing';
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
  border: `1px solid ${vars.color.accent.solid}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent.subtle,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  ...pressable,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accent.solidHover },
    '&[data-pressed]': { background: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRingOutset,
  },
});

export const chipLabel = style({ color: vars.color.text.muted });

export const chipValue = style({ fontWeight: vars.font.weight.medium });

export const remove = style({
  display: 'inline-flex',
  marginInlineStart: vars.space.xxs,
  color: vars.color.accent.text,
});
