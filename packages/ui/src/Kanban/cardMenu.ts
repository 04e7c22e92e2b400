// What a card's menu button says and whether it opens anything: the same rules for the card,
// which draws the button, and the board's one menu, which takes its name.
import type { KanbanCardAction } from './types';

/** The accessible name of a card's menu button and of the menu it opens. */
export function cardMenuLabel(label: string, withActions: boolean): string {
  return withActions ? `Actions for ${label}` : `Move ${label} to…`;
}

/** Whether one of a card's actions can be chosen now. */
export function hasChoosableAction(actions: readonly KanbanCardAction[]): boolean {
  return actions.some((action) => !action.disabledReason);
}
