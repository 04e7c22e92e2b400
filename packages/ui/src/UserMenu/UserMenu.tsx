import { lazy } from 'react';
import { Deferred } from '../internal/Deferred';
import * as styles from './UserMenu.css';
import { UserMenuFace } from './UserMenuFace';

export { initialsOf } from './UserMenuFace';

/** An extra entry of the user menu, above Logout. */
export interface UserMenuItem {
  id: string;
  label: string;
}

/**
 * A choice of one option among a few, shown as a titled group of the menu whose chosen option
 * is checked (menu item radios): the colour theme, say.
 */
export interface UserMenuChoice {
  /** The group's title, and the name of its options' group ('Theme'). */
  label: string;
  options: UserMenuItem[];
  /** The id of the chosen option. */
  selected: string;
  /** Called with the id of the option chosen. */
  onChange: (id: string) => void;
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
  /** A choice above the entries (a theme: Light, Dark, System). @default undefined */
  choice?: UserMenuChoice;
}

const UserMenuTrigger = lazy(() =>
  import('./UserMenuTrigger').then((m) => ({ default: m.UserMenuTrigger })),
);

/**
 * The trigger as it looks before its menu's code is there: the same classes on a plain
 * element, busy and not yet operable (a fraction of a second after the first paint).
 */
export function UserMenuStandIn({ name }: Pick<UserMenuProps, 'name'>) {
  return (
    <span className={styles.trigger} aria-busy="true">
      <UserMenuFace name={name} />
    </span>
  );
}

/**
 * The signed-in user's name, opening a menu with Logout (and, above it, a choice such as the
 * theme, whose chosen option is checked). React Aria's MenuTrigger opens it with Enter, Space
 * or ArrowDown, and Escape closes it with focus back on the trigger. The menu's code (React
 * Aria's menu, collections, selection and popover) loads just after the screen's first paint,
 * behind a stand-in that looks the same.
 */
export function UserMenu(props: UserMenuProps) {
  return (
    <Deferred standIn={<UserMenuStandIn name={props.name} />}>
      <UserMenuTrigger {...props} />
    </Deferred>
  );
}
