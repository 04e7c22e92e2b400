import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import * as styles from './DataTable.css';

export const rowActionTones = ['neutral', 'danger'] as const;
export type RowActionTone = (typeof rowActionTones)[number];

/** One entry of a row's actions menu. */
export interface RowAction {
  /** Reported to `onRowActionSelect` when chosen. */
  id: string;
  /** The visible text of the menu item. */
  label: string;
  /**
   * Shown but not selectable.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * `danger` colours a destructive action.
   * @default 'neutral'
   */
  tone?: RowActionTone;
}

interface RowActionsProps<T> {
  row: T;
  /** Accessible name of the trigger, naming the row it acts on. */
  getLabel: (row: T) => string;
  getActions: (row: T) => RowAction[];
  onAction?: (actionId: string, row: T) => void;
}

/**
 * The "⋯" menu of one row, drawn only for the rows in view. React Aria's MenuTrigger gives it Enter/Space/ArrowDown to open,
 * arrow keys inside, Escape to close and focus returned to the trigger.
 */
export function RowActions<T>({ row, getLabel, getActions, onAction }: RowActionsProps<T>) {
  // Computed here, when the row is drawn, rather than for every row of the page up front.
  const label = getLabel(row);
  const actions = getActions(row);
  const disabledKeys = actions.filter((a) => a.isDisabled).map((a) => a.id);
  return (
    <MenuTrigger>
      <AriaButton aria-label={label} className={styles.menuTrigger}>
        <span aria-hidden="true">⋯</span>
      </AriaButton>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu
          aria-label={label}
          items={actions}
          disabledKeys={disabledKeys}
          onAction={(key) => onAction?.(String(key), row)}
          className={styles.menu}
        >
          {(action) => (
            <MenuItem id={action.id} className={styles.menuItem({ tone: action.tone })}>
              {action.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
