import { memo } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from '../Button';
import * as styles from './Kanban.css';

/** A place an item can be moved to: a column, a section. */
export interface MoveTarget {
  id: string;
  title: string;
}

export interface MoveToMenuProps {
  /** The trigger's accessible name, e.g. "Move Item 12 to…". */
  label: string;
  /** Where the item can go; the place it is in now is left out by the caller. */
  targets: readonly MoveTarget[];
  /** Called with the chosen target's id. */
  onMove: (targetId: string) => void;
}

/**
 * The keyboard and screen-reader alternative to dragging: a menu of the places an item can
 * go. React Aria's MenuTrigger owns focus, arrow keys, typeahead, Escape and focus return.
 */
export const MoveToMenu = memo(function MoveToMenu({ label, targets, onMove }: MoveToMenuProps) {
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" iconOnly aria-label={label}>
        ⋯
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Menu
          className={styles.menu}
          aria-label={label}
          items={targets}
          onAction={(key) => onMove(String(key))}
          renderEmptyState={() => <div className={styles.menuHeading}>Nowhere else to go</div>}
        >
          {(target) => (
            <MenuItem id={target.id} className={styles.menuItem}>
              {target.title}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
});
