import { useDraggable } from '@dnd-kit/core';
import { memo, useCallback } from 'react';
import { HandleIcon, blockedHandleProps } from '../internal/dragHandle';
import * as styles from './Kanban.css';

export interface DragHandleProps {
  id: string;
  label: string;
  /** The card holds the board's one tab stop: its handle is in the tab order. */
  isCurrent: boolean;
  /** The id of why the card cannot be dragged now: the handle is then `aria-disabled`. */
  reasonId?: string | undefined;
}

/**
 * The only part of a card that reads the drag context. dnd-kit re-renders every draggable
 * when the column under the card changes; keeping that to this button spares the cards.
 * It is also the card's focus target for the arrow keys.
 */
export const DragHandle = memo(function DragHandle({
  id,
  label,
  isCurrent,
  reasonId,
}: DragHandleProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDraggable({
    id,
    disabled: reasonId !== undefined,
  });
  // dnd-kit measures the whole card (the handle's parent) for the overlay's size and the
  // keyboard moves; the handle alone starts the drag.
  const ref = useCallback(
    (element: HTMLButtonElement | null) => {
      setActivatorNodeRef(element);
      setNodeRef(element?.parentElement ?? null);
    },
    [setActivatorNodeRef, setNodeRef],
  );
  return (
    <button
      type="button"
      ref={ref}
      className={styles.handle}
      {...attributes}
      {...listeners}
      {...blockedHandleProps(reasonId)}
      data-unavailable={reasonId ? '' : undefined}
      // One tab stop for the board: only the current card's handle is in the tab order.
      tabIndex={isCurrent ? 0 : -1}
      aria-label={`Drag ${label}`}
      data-drag-handle=""
    >
      <HandleIcon blocked={reasonId !== undefined} />
    </button>
  );
});
