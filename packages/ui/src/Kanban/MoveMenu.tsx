import { Popover } from 'react-aria-components';
import type { RefObject } from 'react';
import { MoveTargetMenu } from '../internal/MoveToMenu';
import type { MoveTarget } from '../internal/MoveToMenu';
import * as popoverStyles from '../internal/popover.css';
import { CardActionsMenu } from './CardActionsMenu';
import { cardMenuLabel } from './cardMenu';
import type { KanbanCardAction } from './types';

export interface MoveMenuProps {
  /** The card the menu is open for, or null when it is closed. */
  card: { itemId: string; columnId: string; label: string } | null;
  /** The pressed card's button, which the menu is anchored to. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The columns a card of each column can go to. */
  targetsByColumn: ReadonlyMap<string, readonly MoveTarget[]>;
  /**
   * A card's own actions, asked for only while its menu is open; without it, the menu is the
   * plain "Move to…" list.
   */
  getActions?: ((itemId: string) => readonly KanbanCardAction[]) | undefined;
  /** Cards may move now: false leaves the "Move to…" section out of a menu with actions. */
  canMove: boolean;
  onClose: () => void;
  onMove: (itemId: string, fromColumnId: string, toColumnId: string) => void;
  /** A card's action was chosen: closes the menu, then acts. */
  onAction: (itemId: string, actionId: string) => void;
}

const noTargets: readonly MoveTarget[] = [];

/**
 * The board's one card menu, anchored to the pressed card's button: "Move to…", or the card's
 * actions above it. A React Aria MenuTrigger per card cost more than half of the board's mount
 * (measured with bench/30-kanban.mjs); the cards keep a plain button that opens this one.
 */
export function MoveMenu({
  card,
  triggerRef,
  targetsByColumn,
  getActions,
  canMove,
  onClose,
  onMove,
  onAction,
}: MoveMenuProps) {
  const label = card ? cardMenuLabel(card.label, getActions !== undefined) : undefined;
  const targets = card ? (targetsByColumn.get(card.columnId) ?? noTargets) : noTargets;
  const move = (toColumnId: string) => {
    if (!card) return;
    onClose();
    onMove(card.itemId, card.columnId, toColumnId);
  };
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={card !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      placement="bottom end"
      className={popoverStyles.menuPopover}
      // Without a MenuTrigger, React Aria makes the popover a dialog: it needs the menu's name.
      aria-label={label}
    >
      {card && label !== undefined ? (
        getActions ? (
          <CardActionsMenu
            label={label}
            actions={getActions(card.itemId)}
            targets={canMove ? targets : noTargets}
            onAction={(actionId) => onAction(card.itemId, actionId)}
            onMove={move}
          />
        ) : (
          <MoveTargetMenu label={label} targets={targets} autoFocusFirst onMove={move} />
        )
      ) : null}
    </Popover>
  );
}
