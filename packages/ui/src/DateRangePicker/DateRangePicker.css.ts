import { globalStyle, style } from '@vanilla-extract/css';
import { dateInput } from '../Field/dateInput.css';
import { quietStates } from '../internal/styleParts';
import { vars } from '../theme/contract.css';
import { focusRingInset } from '../theme/focusRing';
import { flexColumn, pressable } from '../theme/styleObjects';

export const dialog = style({
  display: 'flex',
  alignItems: 'flex-start',
  outline: 'none',
});

export const presets = style({
  ...flexColumn(vars.space.xxs),
  minWidth: 140,
  padding: vars.space.sm,
  borderInlineEnd: `1px solid ${vars.color.border.default}`,
  alignSelf: 'stretch',
});

export const preset = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  ...pressable,
  selectors: {
    ...quietStates(vars.color.surface.hover),
    '&[aria-current="true"]': {
      background: vars.color.accent.subtle,
      color: vars.color.accent.text,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const dash = style({
  color: vars.color.text.muted,
  padding: `0 ${vars.space.xxs}`,
});

export const inputs = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
});

// The two date inputs keep their natural width so the dash sits between them. Named by their
// own class as well: `${inputs} > *` alone ties with the input's `flex: 1` and won or lost by
// the order the bundler happened to put the two style sheets in (the start input then grew).
globalStyle(`${inputs} > *, ${inputs} > ${dateInput}`, {
  flex: '0 0 auto',
  paddingInline: vars.space.sm,
});
globalStyle(`${inputs} > [slot="start"]`, { paddingInlineEnd: 0 });
globalStyle(`${inputs} > [slot="end"]`, { paddingInlineStart: 0 });
