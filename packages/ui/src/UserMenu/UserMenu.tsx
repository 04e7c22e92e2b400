import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import * as popoverStyles from '../internal/popover.css';
import * as styles from './UserMenu.css';

/** An extra entry of the user menu, above Logout. */
export interface UserMenuItem {
  id: string;
  label: string;
}

export interface UserMenuProps {
  /** The signed-in user's name: the trigger's visible label and accessible name. */
  name: string;
  /** Called when Logout is chosen. */
  onLogout: () => void;
  /**
   * The text of the logout entry.
   * @default 'Logout'
   */
  logoutLabel?: string;
  /** Entries above Logout (a profile page, a theme choice). */
  items?: UserMenuItem[];
  /** Called with the id of a chosen entry of `items`. */
  onAction?: (id: string) => void;
}

const LOGOUT = '__logout';

/** Up to two initials of a name, for the avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => w[0]!.toLocaleUpperCase()).join('');
}

/**
 * The signed-in user's name, opening a menu with Logout. React Aria's MenuTrigger opens it
 * with Enter, Space or ArrowDown, and Escape closes it with focus back on the trigger.
 */
export function UserMenu({
  name,
  onLogout,
  logoutLabel = 'Logout',
  items = [],
  onAction,
}: UserMenuProps) {
  const entries = [...items, { id: LOGOUT, label: logoutLabel }];
  return (
    <MenuTrigger>
      <AriaButton className={styles.trigger}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(name)}
        </span>
        <span className={styles.name}>{name}</span>
        <span className={styles.caret} aria-hidden="true">
          ▾
        </span>
      </AriaButton>
      <Popover placement="bottom end" className={popoverStyles.menuPopover}>
        <Menu
          aria-label={name}
          items={entries}
          className={popoverStyles.list}
          onAction={(key) => (key === LOGOUT ? onLogout() : onAction?.(String(key)))}
        >
          {(entry) => (
            <MenuItem id={entry.id} className={popoverStyles.item}>
              {entry.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
