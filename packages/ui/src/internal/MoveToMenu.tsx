import { memo } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from '../Button';
import { MoreIcon } from './icons';
import * as popoverStyles from './popover.css';

/** A place an item can be moved to: a column, a section. */
export interface MoveTarget {
  id: string;
  title: string;
}

export interface MoveTargetMenuProps {
  /** The menu's accessible name, e.g. "Move Item 12 to…". */
  label: string;
  /** Where the item can go; the place it is in now is left out by the caller. */
  targets: readonly MoveTarget[];
  /** Called with the chosen target's id. */
  onMove: (targetId: string) => void;
}

interface MoveToMenuProps extends MoveTargetMenuProps {
  /** Why the item cannot be moved now: the button says so and opens nothing. */
  disabledReason?: string | null | undefined;
}

/** The list of places of a 'Move to…' menu, with a line when there is nowhere else to go. */
export function MoveTargetMenu({
  label,
  targets,
  onMove,
  autoFocusFirst = false,
}: MoveTargetMenuProps & {
  /** Focuses the first place on opening (a menu opened without React Aria's MenuTrigger). */
  autoFocusFirst?: boolean;
}) {
  return (
    <Menu
      className={popoverStyles.list}
      aria-label={label}
      autoFocus={autoFocusFirst ? 'first' : undefined}
      items={targets}
      onAction={(key) => onMove(String(key))}
      renderEmptyState={() => <div className={popoverStyles.listMessage}>Nowhere else to go</div>}
    >
      {(target) => (
        <MenuItem id={target.id} className={popoverStyles.item}>
          {target.title}
        </MenuItem>
      )}
    </Menu>
  );
}

/**
 * The keyboard and screen-reader alternative to dragging: a menu button ('⋯') that lists the
 * places an item can go. React Aria's MenuTrigger owns focus, arrow keys, typeahead, Escape
 * and focus return. (The Kanban draws one MoveTargetMenu for the whole board instead of a
 * trigger per card, for the speed of a 2,000-card board.)
 */
export const MoveToMenu = memo(function MoveToMenu({
  label,
  targets,
  onMove,
  disabledReason,
}: MoveToMenuProps) {
  if (disabledReason) {
    return (
      <Button variant="ghost" size="sm" iconOnly aria-label={label} disabledReason={disabledReason}>
        <MoreIcon />
      </Button>
    );
  }
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" iconOnly aria-label={label}>
        <MoreIcon />
      </Button>
      <Popover className={popoverStyles.menuPopover} placement="bottom end">
        <MoveTargetMenu label={label} targets={targets} onMove={onMove} />
      </Popover>
    </MenuTrigger>
  );
});
