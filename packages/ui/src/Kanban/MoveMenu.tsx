import { Popover } from 'react-aria-components';
import type { RefObject } from 'react';
import { MoveTargetMenu } from '../internal/MoveToMenu';
import type { MoveTarget } from '../internal/MoveToMenu';
import * as popoverStyles from '../internal/popover.css';

export interface MoveMenuProps {
  /** The card the menu is open for, or null when it is closed. */
  card: { itemId: string; columnId: string; label: string } | null;
  /** The pressed card's button, which the menu is anchored to. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The columns a card of each column can go to. */
  targetsByColumn: ReadonlyMap<string, readonly MoveTarget[]>;
  onClose: () => void;
  onMove: (itemId: string, fromColumnId: string, toColumnId: string) => void;
}

const noTargets: readonly MoveTarget[] = [];

/**
 * The board's one 'Move to…' menu, anchored to the pressed card's button. A React Aria
 * MenuTrigger per card cost more than half of the board's mount (measured with
 * bench/30-kanban.mjs); the cards keep a plain button that opens this one.
 */
export function MoveMenu({ card, triggerRef, targetsByColumn, onClose, onMove }: MoveMenuProps) {
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
      aria-label={card ? `Move ${card.label} to…` : undefined}
    >
      {card ? (
        <MoveTargetMenu
          label={`Move ${card.label} to…`}
          targets={targetsByColumn.get(card.columnId) ?? noTargets}
          autoFocusFirst
          onMove={(toColumnId) => {
            onClose();
            onMove(card.itemId, card.columnId, toColumnId);
          }}
        />
      ) : null}
    </Popover>
  );
}
