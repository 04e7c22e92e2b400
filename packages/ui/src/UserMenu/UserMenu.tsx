import {
  Button as AriaButton,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { CheckIcon } from '../internal/icons';
import * as popoverStyles from '../internal/popover.css';
import * as styles from './UserMenu.css';

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

const LOGOUT = '__logout';

/** Up to two initials of a name, for the avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => w[0]!.toLocaleUpperCase()).join('');
}

/**
 * The signed-in user's name, opening a menu with Logout (and, above it, a choice such as the
 * theme, whose chosen option is checked). React Aria's MenuTrigger opens it
 * with Enter, Space or ArrowDown, and Escape closes it with focus back on the trigger.
 */
export function UserMenu({
  name,
  onLogout,
  logoutLabel = 'Logout',
  items = [],
  onAction,
  choice,
}: UserMenuProps) {
  const entries = [...items, { id: LOGOUT, label: logoutLabel }];
  const entryItems = entries.map((entry) => (
    <MenuItem key={entry.id} id={entry.id} className={popoverStyles.item}>
      {entry.label}
    </MenuItem>
  ));
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
          className={popoverStyles.list}
          onAction={(key) => {
            if (key === LOGOUT) onLogout();
            else if (entries.some((entry) => entry.id === key)) onAction?.(String(key));
          }}
        >
          {choice ? (
            <>
              <MenuSection
                className={popoverStyles.section}
                aria-label={choice.label}
                selectionMode="single"
                disallowEmptySelection
                selectedKeys={[choice.selected]}
                onSelectionChange={(keys) => {
                  const [key] = keys === 'all' ? [] : [...keys];
                  if (key !== undefined) choice.onChange(String(key));
                }}
              >
                <Header className={popoverStyles.sectionHeader}>{choice.label}</Header>
                {choice.options.map((option) => (
                  <MenuItem
                    key={option.id}
                    id={option.id}
                    textValue={option.label}
                    className={popoverStyles.item}
                  >
                    {({ isSelected }) => (
                      <>
                        <span className={popoverStyles.itemCheck}>
                          {isSelected ? <CheckIcon /> : null}
                        </span>
                        {option.label}
                      </>
                    )}
                  </MenuItem>
                ))}
              </MenuSection>
              <MenuSection className={popoverStyles.section} aria-label="Account">
                {entryItems}
              </MenuSection>
            </>
          ) : (
            entryItems
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
