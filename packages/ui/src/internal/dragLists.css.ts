// The pieces of the lists whose items are dragged between groups (Kanban's columns,
// SortableSections' sections), written once.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingOutset } from '../theme/focusRing';
import { centredInline } from '../theme/styleObjects';

/** The grip an item is dragged by. dnd-kit sets `aria-pressed` on it during the drag. */
export const dragHandle = style({
  ...centredInline,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.subtle,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.hover, color: vars.color.text.default },
    '&:focus-visible': focusRingOutset,
    '&[aria-pressed="true"]': { cursor: 'grabbing', borderColor: vars.color.border.focus },
    // Cannot be dragged now (a reason is given): still focusable, marked ⊘.
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
});

/** The count of a group's items, beside its title. */
export const countPill = style({
  minWidth: vars.size.controlSm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});
