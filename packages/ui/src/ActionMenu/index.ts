export { ActionMenu, actionMenuPlacements, actionMenuItemTones } from './ActionMenu';
export type {
  ActionMenuProps,
  ActionMenuItem,
  ActionMenuPlacement,
  ActionMenuItemTone,
} from './ActionMenu';
