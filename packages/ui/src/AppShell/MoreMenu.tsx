import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import * as popoverStyles from '../internal/popover.css';
import type { NavLinkItem } from './AppShell';
import * as styles from './AppShell.css';
import { MoreFace } from './MoreFace';

export interface MoreMenuProps {
  /** The button's text and the menu's name. */
  label: string;
  /** The links that do not fit on the bar's line, in order. */
  links: NavLinkItem[];
  /** The href of the current page's link, if any. */
  current: string | null;
}

/**
 * The More menu once its code is there (AppShell loads it just after the first paint): the
 * links that do not fit, where the current page's entry keeps `aria-current="page"` and the
 * button shows the current-page mark.
 */
export function MoreMenu({ label, links, current }: MoreMenuProps) {
  const currentInOverflow = links.some((link) => link.href === current);
  return (
    <MenuTrigger>
      <Button className={styles.more} data-current={currentInOverflow || undefined}>
        <MoreFace label={label} />
      </Button>
      <Popover placement="bottom end" className={popoverStyles.menuPopover}>
        <Menu aria-label={label} items={links} className={popoverStyles.list}>
          {(link) => (
            <MenuItem
              id={link.href}
              href={link.href}
              textValue={link.label}
              className={styles.menuItem}
              // React Aria's MenuItem does not pass aria-current on: set it on
              // the element, so the current page is marked inside the menu too.
              ref={(element: HTMLElement | null) => {
                if (!element) return;
                if (link.href === current) element.setAttribute('aria-current', 'page');
                else element.removeAttribute('aria-current');
              }}
            >
              {link.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
