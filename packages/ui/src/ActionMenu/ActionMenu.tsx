import { Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';
import { Button } from '../Button';
import type { ButtonSize, ButtonVariant } from '../Button';
import { ChevronDownIcon, MoreIcon } from '../internal/icons';
import * as popoverStyles from '../internal/popover.css';

export const actionMenuPlacements = ['bottom start', 'bottom end'] as const;
export type ActionMenuPlacement = (typeof actionMenuPlacements)[number];

/** A menu item is plain or destructive: the two tones of the vocabulary that fit an action. */
export const actionMenuItemTones = ['neutral', 'critical'] as const;
export type ActionMenuItemTone = (typeof actionMenuItemTones)[number];

/** One action of the menu. */
export interface ActionMenuItem<K extends string = string> {
  /** What `onAction` receives. */
  id: K;
  /** What the item says. */
  label: string;
  /** A second line under the label. */
  description?: string;
  /** Shown but not selectable (skipped by the arrow keys). */
  isDisabled?: boolean;
  /** `critical` draws a destructive action in red. @default 'neutral' */
  tone?: ActionMenuItemTone;
}

export interface ActionMenuProps<K extends string = string> {
  /**
   * The trigger's accessible name; say what the actions act on, e.g. 'Actions for office 42'.
   * With `triggerText`, it must start with that text (the visible label must be in the name).
   */
  label: string;
  /**
   * Visible text on the trigger, e.g. 'Move to…'. Without it the trigger is an icon button.
   * @default undefined
   */
  triggerText?: string;
  /** The actions, in display order. */
  items: readonly ActionMenuItem<K>[];
  /** Called with the chosen item's id; the menu then closes. */
  onAction: (id: K) => void;
  /** @default false */
  isDisabled?: boolean;
  /** @default 'ghost' for the icon trigger, 'secondary' with text */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /**
   * Where the menu opens relative to the trigger; `bottom end` suits a row's last column.
   * @default 'bottom end'
   */
  placement?: ActionMenuPlacement;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A button that opens a menu of actions (row actions, 'Move to…'). React Aria gives the menu
 * pattern: Enter, Space or ArrowDown open it on the first item, arrows skip disabled items,
 * typing jumps to an item, Escape closes and focus returns to the trigger.
 */
export function ActionMenu<K extends string = string>(props: ActionMenuProps<K>) {
  const {
    label,
    triggerText,
    items,
    onAction,
    isDisabled = false,
    variant,
    size,
    placement = 'bottom end',
    onOpenChange,
  } = props;
  return (
    <MenuTrigger onOpenChange={onOpenChange}>
      {triggerText ? (
        <Button
          aria-label={label}
          variant={variant ?? 'secondary'}
          size={size}
          isDisabled={isDisabled}
        >
          {triggerText}
          <ChevronDownIcon />
        </Button>
      ) : (
        <Button
          iconOnly
          aria-label={label}
          variant={variant ?? 'ghost'}
          size={size}
          isDisabled={isDisabled}
        >
          <MoreIcon />
        </Button>
      )}
      <Popover placement={placement} className={popoverStyles.menuPopover}>
        <Menu items={items} onAction={(key) => onAction(key as K)} className={popoverStyles.list}>
          {(item) => (
            <MenuItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={
                item.tone === 'critical'
                  ? `${popoverStyles.item} ${popoverStyles.criticalItem}`
                  : popoverStyles.item
              }
            >
              <span className={popoverStyles.itemText}>
                <Text slot="label">{item.label}</Text>
                {item.description ? (
                  <Text slot="description" className={popoverStyles.itemDescription}>
                    {item.description}
                  </Text>
                ) : null}
              </span>
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
