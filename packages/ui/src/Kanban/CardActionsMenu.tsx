import {
  Header,
  Keyboard,
  Menu,
  MenuItem,
  MenuSection,
  Separator,
  Text,
} from 'react-aria-components';
import { UnavailableMark } from '../internal/DisabledReason';
import type { MoveTarget } from '../internal/MoveToMenu';
import * as popoverStyles from '../internal/popover.css';
import * as styles from './Kanban.css';
import type { KanbanCardAction } from './types';

export interface CardActionsMenuProps {
  /** The menu's accessible name: "Actions for Item 12". */
  label: string;
  /** The card's own actions, first. */
  actions: readonly KanbanCardAction[];
  /** Where the card can go; empty leaves the "Move to…" section out. */
  targets: readonly MoveTarget[];
  onAction: (actionId: string) => void;
  onMove: (targetId: string) => void;
}

/**
 * A card's menu when the board has `cardActions`: its actions, a separator, then its "Move to…"
 * section. Opened without React Aria's MenuTrigger (the board draws one menu for every card),
 * so it focuses its first item itself.
 */
export function CardActionsMenu({
  label,
  actions,
  targets,
  onAction,
  onMove,
}: CardActionsMenuProps) {
  return (
    <Menu
      className={popoverStyles.list}
      aria-label={label}
      autoFocus="first"
      renderEmptyState={() => <div className={popoverStyles.listMessage}>Nothing to do here</div>}
    >
      {actions.length > 0 ? (
        <MenuSection className={popoverStyles.section} aria-label="Actions">
          {actions.map((action) => (
            <ActionItem key={action.id} action={action} onAction={onAction} />
          ))}
        </MenuSection>
      ) : null}
      {actions.length > 0 && targets.length > 0 ? (
        <Separator className={styles.menuSeparator} />
      ) : null}
      {targets.length > 0 ? (
        <MenuSection className={popoverStyles.section}>
          <Header className={popoverStyles.sectionHeader}>Move to…</Header>
          {targets.map((target) => (
            <MenuItem
              key={target.id}
              id={`move:${target.id}`}
              className={popoverStyles.item}
              onAction={() => onMove(target.id)}
            >
              {target.title}
            </MenuItem>
          ))}
        </MenuSection>
      ) : null}
    </Menu>
  );
}

function ActionItem({
  action,
  onAction,
}: {
  action: KanbanCardAction;
  onAction: (actionId: string) => void;
}) {
  const { id, label, shortcut, disabledReason } = action;
  return (
    <MenuItem
      id={`action:${id}`}
      textValue={label}
      className={
        disabledReason
          ? `${popoverStyles.item} ${popoverStyles.unavailableItem}`
          : popoverStyles.item
      }
      data-unavailable={disabledReason ? '' : undefined}
      onAction={disabledReason ? undefined : () => onAction(id)}
    >
      {/*
        The item is named by its label alone, from its content. The reason and the key are
        shown but hidden from that name, and React Aria points the item's description at them
        (a hidden element referenced by aria-describedby is still read). A label slot would
        name the item by aria-labelledby instead, and axe's label-content-name-mismatch then
        refuses visible words (the reason, the key) missing from the name.
      */}
      {disabledReason ? <UnavailableMark /> : null}
      <span className={popoverStyles.itemText}>
        <span>{label}</span>
        {disabledReason ? (
          <Text slot="description" aria-hidden="true" className={popoverStyles.itemDescription}>
            {disabledReason}
          </Text>
        ) : null}
      </span>
      {shortcut ? (
        <Keyboard aria-hidden="true" className={styles.menuShortcut}>
          {shortcut}
        </Keyboard>
      ) : null}
    </MenuItem>
  );
}
