import { style, styleVariants } from '@vanilla-extract/css';
import * as fieldStyles from '../Field/Field.css';
import { vars } from '../theme/contract.css';
import { focusRingAt } from '../theme/focusRing';
import { controlBox, flexRow, pressable } from '../theme/styleObjects';
import { borderTransition, disabledControl } from '../internal/styleParts';

export const trigger = style({
  ...flexRow(vars.space.sm),
  width: '100%',
  padding: `0 ${vars.space.sm}`,
  ...controlBox,
  color: vars.color.text.default,
  textAlign: 'start',
  ...pressable,
  transition: borderTransition,
  selectors: {
    '&[data-hovered]:not([data-disabled]):not([data-unavailable])': {
      borderColor: vars.color.text.muted,
    },
    // Cannot be changed now (`disabledReason`): focusable, so muted rather than faded.
    '&[data-unavailable]': {
      cursor: 'not-allowed',
      borderStyle: 'dashed',
      color: vars.color.text.muted,
      background: vars.color.surface.sunken,
    },
    '&[data-focus-visible]': focusRingAt('-1px'),
    '[data-open] > &': { borderColor: vars.color.border.focus },
    '[data-invalid] > &': { borderColor: vars.color.tone.critical.solid },
    '&[data-disabled]': disabledControl,
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.subtle },
  },
});

/**
 * The trigger's heights: `md` in forms, `sm` (28 px, the text a size smaller) for a select in
 * a table row or a toolbar, where the 36 px field would touch the row's dividers.
 */
export const triggerSize = styleVariants({
  // Its own line height: in a table cell as tall as its row (line-height), the inherited one
  // made the trigger as tall as the row, against its dividers.
  sm: {
    minHeight: vars.size.controlSm,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  },
  md: {
    minHeight: vars.size.controlMd,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  },
});

/**
 * A compact select's field: on the cell's line rather than a block at its top, and centred on
 * that line, so that it sits in the middle of a table row whatever the row's height.
 */
export const compactField = style([
  fieldStyles.field,
  { display: 'inline-flex', width: '100%', verticalAlign: 'middle' },
]);
