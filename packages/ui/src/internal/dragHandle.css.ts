import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The grip a card or a section is dragged by (Kanban, SortableSections), written once. dnd-kit
 * sets `aria-pressed` on it while its item is being dragged.
 */
export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
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
    '&:hover': { background: vars.color.surface.sunken, color: vars.color.text.default },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focus.offset,
    },
    '&[aria-pressed="true"]': { cursor: 'grabbing', borderColor: vars.color.border.focus },
  },
});
