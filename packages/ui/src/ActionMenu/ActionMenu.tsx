import { Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';
import { Button } from '../Button';
import type { ButtonSize, ButtonVariant } from '../Button';
import { UnavailableMark } from '../internal/DisabledReason';
import { MoreIcon } from '../internal/icons';
import * as popoverStyles from '../internal/popover.css';
import { TriggerChevron } from '../internal/TriggerChevron';
import { visuallyHidden } from '../theme/utils.css';

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
  /**
   * Why the action cannot be used now (a role that may not): the item stays in the menu and
   * is reached by the arrow keys, marked ⊘, with the reason as its second line (and in its
   * accessible name: 'Publish: Viewers cannot change records.') in place of `description`;
   * choosing it does nothing and leaves the menu open.
   * A disabled item is skipped by the arrow keys: nobody using them would learn why.
   * @default undefined
   */
  disabledReason?: string | null | undefined;
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
  /**
   * The trigger cannot be focused or pressed. Prefer `disabledReason`, which says why.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Why none of the actions can be used now: the trigger says so (see Button's
   * `disabledReason`) and opens nothing.
   * @default undefined
   */
  disabledReason?: string | null | undefined;
  /**
   * The trigger's visual weight, as Button's `variant`.
   * @default 'ghost' for the icon trigger, 'secondary' with text
   */
  variant?: ButtonVariant;
  /**
   * The trigger's height, as Button's `size`.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Where the menu opens relative to the trigger; `bottom end` suits a row's last column.
   * @default 'bottom end'
   */
  placement?: ActionMenuPlacement;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

type ActionMenuTriggerProps = Pick<
  ActionMenuProps,
  'label' | 'triggerText' | 'variant' | 'size' | 'isDisabled' | 'disabledReason'
>;

/**
 * The menu's trigger: its text and a chevron, or the ⋯ icon alone. With `disabledReason` it is
 * Button's unavailable button, which opens nothing, so it has no chevron.
 */
function ActionMenuTrigger({
  label,
  triggerText,
  variant,
  size,
  isDisabled,
  disabledReason,
}: ActionMenuTriggerProps) {
  const shared = { 'aria-label': label, size, isDisabled, disabledReason };
  return triggerText ? (
    <Button {...shared} variant={variant ?? 'secondary'}>
      {triggerText}
      {disabledReason ? null : <TriggerChevron />}
    </Button>
  ) : (
    <Button {...shared} iconOnly variant={variant ?? 'ghost'}>
      <MoreIcon />
    </Button>
  );
}

// A button that opens a menu of actions (row actions, 'Move to…'). React Aria gives the menu
// pattern: Enter, Space or ArrowDown open it on the first item, arrows skip disabled items,
// typing jumps to an item, Escape closes and focus returns to the trigger.
/**
 * A button that opens a menu of actions on one thing (a row's actions, 'Move to…'). Use it when
 * there are more actions than fit beside the thing, or when they would crowd a table row. Do not
 * use it for the one or two main actions of a screen, which should be visible buttons, nor to
 * pick a value: that is a Select.
 */
export function ActionMenu<K extends string = string>(props: ActionMenuProps<K>) {
  const { items, onAction, disabledReason, placement = 'bottom end', onOpenChange } = props;
  const trigger = <ActionMenuTrigger {...props} />;
  if (disabledReason) return trigger;
  const unavailable = new Set(items.filter((i) => i.disabledReason).map((i) => i.id));
  return (
    <MenuTrigger onOpenChange={onOpenChange}>
      {trigger}
      <Popover placement={placement} className={popoverStyles.menuPopover}>
        <Menu
          items={items}
          onAction={(key) => {
            if (!unavailable.has(key as K)) onAction(key as K);
          }}
          className={popoverStyles.list}
        >
          {(item) => (
            <MenuItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              shouldCloseOnSelect={item.disabledReason ? false : undefined}
              data-unavailable={item.disabledReason ? '' : undefined}
              className={
                item.disabledReason
                  ? `${popoverStyles.item} ${popoverStyles.unavailableItem}`
                  : item.tone === 'critical'
                    ? `${popoverStyles.item} ${popoverStyles.criticalItem}`
                    : popoverStyles.item
              }
            >
              {item.disabledReason ? <UnavailableMark /> : null}
              <span className={popoverStyles.itemText}>
                {item.disabledReason ? (
                  // The reason is part of the item's name ('Publish: Viewers cannot change
                  // records.'), read from its content (no label slot): the name is then the
                  // words shown, as axe's label-content-name-mismatch asks.
                  <span className={popoverStyles.itemText}>
                    <span>
                      {item.label}
                      <span className={visuallyHidden}>{': '}</span>
                    </span>
                    <span className={popoverStyles.itemDescription}>{item.disabledReason}</span>
                  </span>
                ) : (
                  <Text slot="label">{item.label}</Text>
                )}
                {item.description && !item.disabledReason ? (
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
