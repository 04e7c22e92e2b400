import { KeyboardCode } from '@dnd-kit/core';
import type {
  ClientRect,
  CollisionDetection,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from '@dnd-kit/core';

/** Droppable ids of one kind, laid out left to right, with their rects. */
function sortedByLeft(
  rects: Map<UniqueIdentifier, ClientRect>,
  ids: Iterable<UniqueIdentifier>,
): { id: UniqueIdentifier; rect: ClientRect }[] {
  const out: { id: UniqueIdentifier; rect: ClientRect }[] = [];
  for (const id of ids) {
    const rect = rects.get(id);
    if (rect) out.push({ id, rect });
  }
  return out.sort((a, b) => a.rect.left - b.rect.left);
}

/**
 * The column under the pointer, or for the keyboard (no pointer) the column under the centre
 * of the dragged card. Only columns are droppables, so this is one pass over eight rects
 * instead of dnd-kit's intersection of every droppable.
 */
export const columnUnderPointer: CollisionDetection = ({
  collisionRect,
  droppableRects,
  droppableContainers,
  pointerCoordinates,
}) => {
  const x = pointerCoordinates?.x ?? collisionRect.left + collisionRect.width / 2;
  for (const container of droppableContainers) {
    if (container.disabled) continue;
    const rect = droppableRects.get(container.id);
    if (rect && x >= rect.left && x <= rect.right) {
      return [{ id: container.id, data: { droppableContainer: container, value: 0 } }];
    }
  }
  return [];
};

/**
 * Keyboard moves jump a whole column: Right and Left put the card's centre on the centre of
 * the next or previous column. Up and Down do nothing (the order in a column is the caller's).
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  if (event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left) return undefined;
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  event.preventDefault();
  const columns = sortedByLeft(
    droppableRects,
    droppableContainers.getEnabled().map((c) => c.id),
  );
  const centre = collisionRect.left + collisionRect.width / 2;
  const target = nextColumn(columns, centre, event.code === KeyboardCode.Right ? 1 : -1);
  if (!target) return undefined;
  const targetCentre = target.rect.left + target.rect.width / 2;
  return { x: currentCoordinates.x + (targetCentre - centre), y: currentCoordinates.y };
};

/** The column after (direction 1) or before (-1) the one whose span holds `x`. */
export function nextColumn<T extends { rect: Pick<ClientRect, 'left' | 'right'> }>(
  columns: readonly T[],
  x: number,
  direction: 1 | -1,
): T | undefined {
  let current = columns.findIndex((c) => x >= c.rect.left && x <= c.rect.right);
  if (current === -1) {
    // Between two columns (in the gap): the next one to the right is index of the first
    // column starting after x.
    const after = columns.findIndex((c) => c.rect.left > x);
    current = after === -1 ? columns.length - 0.5 : after - 0.5;
  }
  const index = direction === 1 ? Math.floor(current + 1) : Math.ceil(current - 1);
  return columns[index];
}
