import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { pillBox, pillStates } from '../internal/styleParts';
import { centredInline, inlineFlexRow, pressable } from '../theme/styleObjects';

export const trigger = style({
  ...inlineFlexRow(vars.space.sm),
  maxWidth: '16rem',
  height: vars.size.controlMd,
  padding: `0 ${vars.space.sm} 0 ${vars.space.xs}`,
  ...pillBox(vars.color.border.default, vars.color.surface.raised),
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  ...pressable,
  selectors: pillStates(vars.color.border.strong),
});

export const avatar = style({
  ...centredInline,
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  background: vars.color.accent.subtle,
  color: vars.color.accent.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
