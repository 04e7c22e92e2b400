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
import type { UserMenuProps } from './UserMenu';
import * as styles from './UserMenu.css';
import { UserMenuFace } from './UserMenuFace';

const LOGOUT = '__logout';

/**
 * The user menu once its code is there (UserMenu loads it just after the first paint): React
 * Aria's MenuTrigger opens it with Enter, Space or ArrowDown, and Escape closes it with focus
 * back on the trigger.
 */
export function UserMenuTrigger({
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
        <UserMenuFace name={name} />
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
