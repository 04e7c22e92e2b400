// What a drag handle (a Kanban card's, a sortable row's) shows and says while it cannot be
// dragged now.
import { BlockedIcon, DragHandleIcon } from './icons';
import * as iconStyles from './icons.css';

/**
 * The handle's description while it cannot be dragged (`reasonId`, the reason's id): the
 * reason, not the instructions for dragging. Spread after dnd-kit's attributes.
 */
export function blockedHandleProps(reasonId: string | undefined) {
  return reasonId ? { 'aria-describedby': reasonId, 'aria-roledescription': undefined } : {};
}

/** The handle's sign: a sign, not only a colour, that it cannot be dragged now. */
export function HandleIcon({ blocked }: { blocked: boolean }) {
  return blocked ? (
    <BlockedIcon className={iconStyles.inline} />
  ) : (
    <DragHandleIcon className={iconStyles.inline} />
  );
}
