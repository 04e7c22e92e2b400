import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { LatestBoard } from './types';

// What a screen reader hears of a drag: how to move a card by keyboard (read when a card's
// handle is focused), and each step of a drag, in dnd-kit's live region.

const instructions: ScreenReaderInstructions = {
  draggable:
    'The arrow keys go from card to card and from column to column, Home and End to the ' +
    'first and last card of the column. To pick up a card, press Space or Enter. Use the ' +
    'Left and Right arrow keys to move it to another column, then press Space or Enter to ' +
    'drop it, or Escape to cancel. The "Move to" menu next to each card does the same ' +
    'without dragging.',
};

/** The same, for a board whose cards have their own actions in that menu. */
const instructionsWithActions: ScreenReaderInstructions = {
  draggable: instructions.draggable.replace(
    'The "Move to" menu next to each card',
    'The "Move to" section of the actions menu next to each card',
  ),
};

/** The instructions of a selectable board: how to reach the boxes. */
function withSelection(
  base: ScreenReaderInstructions,
  selectable: boolean,
): ScreenReaderInstructions {
  if (!selectable) return base;
  return {
    draggable:
      `${base.draggable} Tab goes on to the card's "Select" box; Up from a column's first ` +
      'card reaches its "Select all" box.',
  };
}

/** How to move a card, for this board: its menu's name, and its boxes when selectable. */
export function dragInstructions(
  withActions: boolean,
  selectable: boolean,
): ScreenReaderInstructions {
  return withSelection(withActions ? instructionsWithActions : instructions, selectable);
}

/** Each step of a drag in words, the cards and columns named as the board last drew them. */
export function dragAnnouncements<TItem>(latest: {
  readonly current: LatestBoard<TItem>;
}): Announcements {
  const label = (id: string | number) => {
    const entry = latest.current.index.get(String(id));
    return entry ? latest.current.getItemLabel(entry.item) : String(id);
  };
  const title = (id: string | number | undefined) =>
    id === undefined ? '' : (latest.current.titles.get(String(id)) ?? String(id));
  const from = (id: string | number) => latest.current.index.get(String(id))?.columnId;
  return {
    onDragStart: ({ active }) => `Picked up ${label(active.id)}, in ${title(from(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${label(active.id)} is over ${title(over.id)}.`
        : `${label(active.id)} is not over a column.`,
    onDragEnd: ({ active, over }) => {
      if (!over) return `${label(active.id)} was dropped outside the columns and did not move.`;
      if (over.id === from(active.id)) {
        return `${label(active.id)} was dropped back in ${title(over.id)}.`;
      }
      return `${label(active.id)} was dropped in ${title(over.id)}.`;
    },
    onDragCancel: ({ active }) =>
      `Moving ${label(active.id)} was cancelled. It stays in ${title(from(active.id))}.`,
  };
}
